import type { PaymentMethod } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { useCatalog } from '@/lib/i18n/i18n';
import { busyWaitingText } from '../lib/use-busy-retry';
import { PaymentOptions } from './payment-options';

interface PayWithSectionProps {
  /** Nothing to pay (spec decision #5): no options, and t('pay.getTickets') in place of t('pay.proceed'). */
  isFree: boolean;
  methods: readonly PaymentMethod[];
  chosen: PaymentMethod;
  onChoose: (method: PaymentMethod) => void;
  /** What the chosen method asks before Proceed (the M-Pesa number), and notices about it. */
  children?: ReactNode;
  hasHoldRunOut: boolean;
  isBusy: boolean;
  /** Seconds until the booking is tried again while the server is busy (issue 18). */
  busySeconds?: number | null;
  onCancel: () => void;
  onProceed: () => void;
}

/** t('pay.how'): the options, with Cancel and Proceed (spec 2.5). */
export function PayWithSection(props: PayWithSectionProps) {
  const t = useCatalog('buyer');
  const {
    isFree,
    methods,
    chosen,
    onChoose,
    children,
    hasHoldRunOut,
    isBusy,
    busySeconds,
    onCancel,
    onProceed,
  } = props;
  return (
    <section
      aria-labelledby="pay-with-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200"
    >
      <h2 id="pay-with-title" className="text-lg font-bold text-slate-950">
        {isFree ? t('pay.free') : t('pay.how')}
      </h2>
      {isFree ? (
        <p className="mt-2 text-slate-700">{t('pay.freeText')}</p>
      ) : (
        <>
          <PaymentOptions methods={methods} chosen={chosen} onChoose={onChoose} />
          {children}
        </>
      )}
      {hasHoldRunOut && (
        <Alert type="warning" className="mt-5">
          <p className="font-semibold">{t('pay.holdRanOut')}</p>
          <p className="mt-1">{t('pay.holdRanOutText')}</p>
        </Alert>
      )}
      {busySeconds != null && (
        <Alert className="mt-5">
          <p className="font-semibold">{busyWaitingText(busySeconds)}</p>
          <p className="mt-1">{t('pay.busyKept')}</p>
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          {t('pay.cancel')}
        </Button>
        <Button onClick={onProceed} isBusy={isBusy} busyLabel={MESSAGES.processing}>
          {isFree ? t('pay.getTickets') : t('pay.proceed')}
        </Button>
      </div>
    </section>
  );
}

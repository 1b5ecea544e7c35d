import type { PaymentMethod } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import type { ReactNode } from 'react';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { busyWaitingText } from '../lib/use-busy-retry';
import { PaymentOptions } from './payment-options';

interface PayWithSectionProps {
  /** Nothing to pay (spec decision #5): no options, and 'Get tickets' in place of 'Proceed'. */
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

/** 'How would you like to pay?': the options, with Cancel and Proceed (spec 2.5). */
export function PayWithSection(props: PayWithSectionProps) {
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
        {isFree ? 'Your tickets are free' : 'How would you like to pay?'}
      </h2>
      {isFree ? (
        <p className="mt-2 text-slate-700">
          There is nothing to pay. Press Get tickets to confirm your booking; we email your e-tickets at once.
        </p>
      ) : (
        <>
          <PaymentOptions methods={methods} chosen={chosen} onChoose={onChoose} />
          {children}
        </>
      )}
      {hasHoldRunOut && (
        <Alert type="warning" className="mt-5">
          <p className="font-semibold">Your seat hold ran out, so the seats were released.</p>
          <p className="mt-1">You have not been charged. Press Proceed to book them again.</p>
        </Alert>
      )}
      {busySeconds != null && (
        <Alert className="mt-5">
          <p className="font-semibold">{busyWaitingText(busySeconds)}</p>
          <p className="mt-1">Your tickets and details are kept; you do not need to do anything.</p>
        </Alert>
      )}
      <div className="mt-6 flex flex-col-reverse gap-3 sm:flex-row sm:justify-end">
        <Button variant="outline" onClick={onCancel}>
          Cancel
        </Button>
        <Button onClick={onProceed} isBusy={isBusy} busyLabel={MESSAGES.processing}>
          {isFree ? 'Get tickets' : 'Proceed'}
        </Button>
      </div>
    </section>
  );
}

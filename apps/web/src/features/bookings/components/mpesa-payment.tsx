import { Trans } from '@lingui/react';
import { MPESA_STATUS_MESSAGES, RETRYABLE_PAYMENT_STATUSES } from '@tiketi/contract/payments';
import { useEffect } from 'react';
import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { HeldBooking } from '@/lib/checkout-state';
import { useCatalog } from '@/lib/i18n/i18n';
import { formatMoney } from '@/lib/money';
import { useAnswerSimulatedPhone, useMpesaBooking, useRetryMpesa } from '../api/mpesa';
import { displayMsisdn } from '../lib/msisdn';
import { methodReturnPath } from '../lib/success-query';
import { SimulatedPhone } from './simulated-phone';

/**
 * 'Check your phone': the prompt is on its way to the buyer's phone. The screen asks every few
 * seconds how it was answered and moves to the success screen on its own once paid; a prompt that
 * did not pay says why and offers 'Try again', a new prompt for the same booking and seats.
 */
export function MpesaPayment({ held }: { held: HeldBooking }) {
  const t = useCatalog('buyer');
  const navigate = useNavigate();
  const { created } = held;
  const secret = created.client_secret ?? '';
  const booking = useMpesaBooking(secret);
  const retry = useRetryMpesa(secret);
  const phone = useAnswerSimulatedPhone(secret);
  const status = booking.data?.payment_status ?? 'pending';
  const isRetryable = RETRYABLE_PAYMENT_STATUSES.includes(status);
  const isWaiting = status === 'pending' || status === 'processing';
  const number = displayMsisdn(booking.data?.msisdn ?? created.msisdn ?? '');

  useEffect(() => {
    if (status === 'paid') navigate(methodReturnPath('mpesa', secret), { replace: true });
  }, [status, secret, navigate]);

  return (
    <div>
      <p className="text-slate-700">
        <Trans
          id="mpesa.sent"
          values={{ amount: formatMoney(created.total_price, created.currency), number }}
          components={{
            0: <span className="font-bold text-slate-950 tabular-nums" />,
            1: <span className="font-bold whitespace-nowrap text-slate-950 tabular-nums" />,
          }}
        />
      </p>

      <div role="status" aria-live="polite" className="mt-4">
        {isWaiting && (
          <p className="flex items-center gap-3 rounded-xl bg-brand-50 px-4 py-3 text-sm font-medium text-brand-900">
            <Spinner className="size-4 shrink-0" />
            {MPESA_STATUS_MESSAGES[status]}
          </p>
        )}
        {status === 'paid' && (
          <p className="rounded-xl bg-green-50 px-4 py-3 text-sm font-medium text-green-800">
            {MPESA_STATUS_MESSAGES.paid}
          </p>
        )}
      </div>

      {!isWaiting && status !== 'paid' && (
        <Alert type="warning">
          <p className="font-semibold">{MPESA_STATUS_MESSAGES[status]}</p>
          {isRetryable && (
            <Button
              size="sm"
              className="mt-3"
              isBusy={retry.isPending}
              busyLabel={t('mpesa.sending')}
              onClick={() => retry.mutate()}
            >
              {t('common.tryAgain')}
            </Button>
          )}
        </Alert>
      )}
      {retry.isError && (
        <Alert type="error" className="mt-3">
          {retry.error.message}
        </Alert>
      )}
      {phone.isError && (
        <Alert type="error" className="mt-3">
          {phone.error.message}
        </Alert>
      )}

      {created.provider === 'mpesa-simulated' && (
        <SimulatedPhone
          hasPrompt={status === 'pending'}
          sending={phone.isPending ? (phone.variables ?? null) : null}
          onAnswer={(action) => phone.mutate(action)}
        />
      )}
    </div>
  );
}

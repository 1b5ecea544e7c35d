import { useNavigate } from 'react-router';
import { Alert } from '@/components/ui/alert';
import { Button, ButtonLink } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { ApiError } from '@/lib/api-client';
import { formatMoney } from '@/lib/money';
import { paths } from '@/lib/paths';
import { type SimulatedPaypalAction, useSimulatedPaypalAnswer, useSimulatedPaypalOrder } from '../api/paypal';
import { capturedPath, paypalReturnState, releaseDeclinedOrder } from '../lib/paypal-return';

const ANSWERS: { action: SimulatedPaypalAction; label: string }[] = [
  { action: 'approve', label: 'Approve payment' },
  { action: 'approve_pending', label: 'Approve (payment held for review)' },
  { action: 'decline', label: 'Decline' },
  { action: 'cancel', label: 'Cancel and return' },
];

/**
 * The test PayPal's page: the order's amount and reference, and the answers a PayPal buyer (or
 * PayPal's review) can give. An approval is captured as the real buttons' onApprove would, and the
 * buyer goes where the capture leads; a decline or a cancel goes back to the payment screen.
 */
export function SimulatedPaypalApproval({ orderId }: { orderId: string }) {
  const navigate = useNavigate();
  const order = useSimulatedPaypalOrder(orderId);
  const answer = useSimulatedPaypalAnswer(orderId);

  const choose = (action: SimulatedPaypalAction) => {
    if (answer.isPending) return;
    answer.mutate(action, {
      onSuccess: (captured) => {
        const path = captured ? capturedPath(captured.status, orderId) : null;
        if (path) {
          navigate(path, { replace: true });
          return;
        }
        if (captured) releaseDeclinedOrder(orderId);
        navigate(paths.paymentMethod, {
          replace: true,
          state: paypalReturnState(captured ? 'declined' : 'cancelled'),
        });
      },
    });
  };

  return (
    <section
      aria-labelledby="test-paypal-title"
      className="rounded-3xl bg-white p-6 shadow-card ring-1 ring-slate-200 sm:p-8"
    >
      <p className="inline-flex rounded-full bg-amber-100 px-3 py-1 text-xs font-bold text-amber-900">
        Test PayPal — no real money
      </p>
      <h1 id="test-paypal-title" className="mt-3 text-2xl font-extrabold tracking-tight text-slate-950">
        Approve your PayPal payment
      </h1>
      <p className="mt-1 text-sm text-slate-600">
        PayPal is not connected on this site. This page stands in for PayPal&apos;s own, so you can try each
        answer PayPal can give.
      </p>

      {order.isPending && (
        <div role="status" className="mt-6 space-y-3">
          <span className="sr-only">Loading the payment</span>
          <Skeleton className="h-6 w-1/2" />
          <Skeleton className="h-6 w-2/3" />
        </div>
      )}
      {order.isError && (
        <div className="mt-6">
          <Alert type="error">
            {order.error instanceof ApiError && order.error.status === 404
              ? 'We could not find this PayPal payment.'
              : order.error.message}
          </Alert>
          <ButtonLink to={paths.paymentMethod} variant="outline" className="mt-4">
            Back to payment
          </ButtonLink>
        </div>
      )}
      {order.data && (
        <>
          <dl className="mt-6 grid grid-cols-[auto_1fr] gap-x-6 gap-y-2 rounded-2xl bg-slate-50 p-4 text-sm">
            <dt className="font-semibold text-slate-700">Amount</dt>
            <dd className="font-bold text-slate-950 tabular-nums">
              {formatMoney(order.data.amount, order.data.currency)}
            </dd>
            <dt className="font-semibold text-slate-700">Reference</dt>
            <dd className="break-all text-slate-950">{order.data.reference}</dd>
          </dl>
          {answer.isError && (
            <Alert type="error" className="mt-4">
              {answer.error.message}
            </Alert>
          )}
          <div className="mt-6 grid gap-3">
            {ANSWERS.map(({ action, label }) => (
              <Button
                key={action}
                variant={action === 'approve' ? 'primary' : 'outline'}
                disabled={answer.isPending && answer.variables !== action}
                isBusy={answer.isPending && answer.variables === action}
                busyLabel="Processing..."
                onClick={() => choose(action)}
              >
                {label}
              </Button>
            ))}
          </div>
        </>
      )}
    </section>
  );
}

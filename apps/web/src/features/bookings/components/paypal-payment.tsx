import { lazy, Suspense } from 'react';
import { ButtonLink, buttonClasses } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import type { HeldBooking } from '@/lib/checkout-state';
import { formatMoney } from '@/lib/money';

/** PayPal's own buttons and its SDK: a chunk of their own, fetched only when real PayPal is set up. */
const PaypalButtons = lazy(() => import('./paypal-buttons'));

/**
 * PayPal after Proceed. With PayPal set up (its client id came as `publishable_key`), PayPal's own
 * buttons open its window; offline, 'Pay with PayPal' goes to the approval page the booking named
 * (the simulated one of this app, or PayPal's).
 */
export function PaypalPayment({ held }: { held: HeldBooking }) {
  const { created } = held;
  const orderId = created.client_secret ?? '';
  const amount = formatMoney(created.total_price, created.currency);

  if (created.publishable_key) {
    return (
      <div>
        <p className="mb-4 text-slate-700">
          Pay <span className="font-bold text-slate-950 tabular-nums">{amount}</span> with your PayPal account
          or a card through PayPal.
        </p>
        <Suspense
          fallback={
            <div role="status" className="flex items-center gap-2 text-sm text-slate-600">
              <Spinner className="size-4" />
              Loading PayPal...
            </div>
          }
        >
          <PaypalButtons orderId={orderId} clientId={created.publishable_key} currency={created.currency} />
        </Suspense>
      </div>
    );
  }

  const approvalUrl = created.approval_url;
  return (
    <div>
      <p className="text-slate-700">
        You approve the payment of <span className="font-bold text-slate-950 tabular-nums">{amount}</span> on
        PayPal&apos;s page, then come back here for your tickets.
      </p>
      {created.provider === 'paypal-simulated' && (
        <p className="mt-2 text-sm text-slate-600">
          PayPal is not connected on this site: a test PayPal page stands in for it, and no real money moves.
        </p>
      )}
      <div className="mt-5">
        {!approvalUrl ? (
          <p className="text-sm text-red-700">PayPal did not give us a page to approve this payment.</p>
        ) : approvalUrl.startsWith('/') ? (
          <ButtonLink to={approvalUrl} size="lg" className="w-full sm:w-auto">
            Pay with PayPal
          </ButtonLink>
        ) : (
          <a href={approvalUrl} className={`${buttonClasses('primary', 'lg')} w-full sm:w-auto`}>
            Pay with PayPal
          </a>
        )}
      </div>
    </div>
  );
}

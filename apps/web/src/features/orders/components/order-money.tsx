import type { OrderDetail } from '@tiketi/contract/orders';
import { PriceLines } from '@/components/price-lines';
import { cn } from '@/lib/cn';
import { formatMoney } from '@/lib/money';
import { figuresOfBreakdown, hasPriceAdjustments } from '@/lib/order-price';
import { METHOD_LABELS } from '../lib/order-filters';

/** What the provider's reference is called, per method: what the organizer quotes to it. */
const REFERENCE_LABELS = {
  card: 'Card payment',
  mpesa: 'M-Pesa receipt',
  paypal: 'PayPal capture',
  free: null,
} as const;

function Amount({
  label,
  amount,
  currency,
  isStrong = false,
}: {
  label: string;
  amount: number;
  currency: string;
  isStrong?: boolean;
}) {
  return (
    <div className="flex items-baseline justify-between gap-4 py-2">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd
        className={cn('tabular-nums text-slate-900', isStrong ? 'text-lg font-extrabold' : 'font-semibold')}
      >
        {formatMoney(amount, currency)}
      </dd>
    </div>
  );
}

/**
 * How the total was made (issue 15: the seats, the discount with its code, the fee, the tax), then
 * total, paid, refunded, refund due and refundable, with how it was paid and the provider's reference.
 */
export function OrderMoney({ order }: { order: OrderDetail }) {
  const referenceLabel = REFERENCE_LABELS[order.payment_method];
  const figures = figuresOfBreakdown(order, order.total);
  return (
    <section
      aria-labelledby="order-money"
      className="rounded-3xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="order-money" className="text-lg font-bold text-slate-950">
        Money
      </h2>
      {hasPriceAdjustments(figures) && (
        <PriceLines
          figures={figures}
          currency={order.currency}
          withSubtotal
          className="mt-3 rounded-2xl bg-slate-50 p-4"
        />
      )}
      <dl className="mt-2 divide-y divide-slate-100">
        {!hasPriceAdjustments(figures) && (
          <Amount label="Total" amount={order.total} currency={order.currency} isStrong />
        )}
        <Amount label="Paid" amount={order.paid} currency={order.currency} />
        <Amount label="Refunded" amount={order.refunded} currency={order.currency} />
        <Amount label="Refund due" amount={order.refund_due} currency={order.currency} />
        <Amount label="Refundable" amount={order.refundable} currency={order.currency} />
        <div className="flex items-baseline justify-between gap-4 py-2">
          <dt className="text-sm text-slate-600">Method</dt>
          <dd className="font-semibold text-slate-900">{METHOD_LABELS[order.payment_method]}</dd>
        </div>
        {referenceLabel && (
          <div className="flex items-baseline justify-between gap-4 py-2">
            <dt className="text-sm text-slate-600">{referenceLabel}</dt>
            <dd className="font-mono text-sm font-semibold break-all text-slate-900">
              {order.payment_reference ?? '—'}
            </dd>
          </div>
        )}
      </dl>
    </section>
  );
}

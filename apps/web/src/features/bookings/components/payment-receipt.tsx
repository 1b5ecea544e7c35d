import type { PaidBooking } from '@tiketi/contract/bookings';

/** What the payment's own reference is called, per method. */
const RECEIPT_LABELS: Partial<Record<PaidBooking['payment_method'], string>> = {
  mpesa: 'M-Pesa receipt',
  paypal: 'PayPal transaction',
  card: 'Card payment',
};

/** The provider's reference for the payment (M-Pesa receipt, PayPal capture id, card payment id), once there is one. */
export function PaymentReceipt({
  booking,
}: {
  booking: Pick<PaidBooking, 'payment_method' | 'payment_reference'>;
}) {
  const label = RECEIPT_LABELS[booking.payment_method];
  if (!label || !booking.payment_reference) return null;
  return (
    <dl className="flex flex-wrap items-baseline gap-x-2 text-slate-700">
      <dt>{label}:</dt>
      <dd className="font-semibold break-all text-slate-950 tabular-nums">{booking.payment_reference}</dd>
    </dl>
  );
}

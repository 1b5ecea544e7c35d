import type { PaidBooking } from '@tiketi/contract/bookings';
import { PAYMENT_REFERENCE_LABELS } from '@tiketi/contract/e-tickets';

/**
 * The provider's reference for the payment, under the name the e-ticket, PDF and mail also use
 * (M-Pesa receipt, PayPal transaction, Card payment), once there is one.
 */
export function PaymentReceipt({
  booking,
}: {
  booking: Pick<PaidBooking, 'payment_method' | 'payment_reference'>;
}) {
  const label = PAYMENT_REFERENCE_LABELS[booking.payment_method];
  const reference = booking.payment_reference?.trim();
  if (!label || !reference) return null;
  return (
    <dl className="flex flex-wrap items-baseline gap-x-2 text-slate-700">
      <dt>{label}:</dt>
      <dd className="font-semibold break-all text-slate-950 tabular-nums">{reference}</dd>
    </dl>
  );
}

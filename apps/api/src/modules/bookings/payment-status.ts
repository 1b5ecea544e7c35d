import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { PaymentStatusName } from '@tiketi/contract/payments';
import type { Payment } from '../../providers/payments/payment-provider';

/**
 * A booking's payment in the one vocabulary every method answers in (`payment_status`): the
 * booking's own end (paid, refunded) first, else what its provider says of the payment now.
 */
export function paymentStatusOf(
  booking: { status: number },
  payment: Pick<Payment, 'status' | 'hasFailed'> | null,
): PaymentStatusName {
  if (booking.status === BOOKING_STATUS.refunded) return 'refunded';
  if (booking.status === BOOKING_STATUS.paid) return 'paid';
  switch (payment?.status) {
    case 'succeeded':
      return 'paid';
    case 'processing':
      return 'processing';
    case 'canceled':
      return 'cancelled';
    case 'requires_payment_method':
      return payment.hasFailed ? 'failed' : 'pending';
    default:
      return booking.status === BOOKING_STATUS.pending ? 'pending' : 'cancelled';
  }
}

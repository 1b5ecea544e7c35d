import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { confirmPayment } from './confirm-payment';
import type { ClaimedBooking } from './reconcile-queries';
import { releaseBookingHold } from './release-booking-hold';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export type SettleOutcome = 'confirmed' | 'released' | 'pending' | 'kept';

/**
 * Settles one claimed pending booking from what its provider says: a payment that succeeded is
 * confirmed (whether or not the buyer ever comes back), and only a hold whose payment can no longer
 * succeed is released. The intent is cancelled first and asked about again, so a payment cannot
 * slip through between the check and the release. When the provider cannot be asked the hold is
 * kept and looked at again after the claim's lease.
 */
export async function settlePendingBooking(
  deps: Deps,
  booking: ClaimedBooking,
  context: { origin: string; log: Log },
): Promise<SettleOutcome> {
  // A booking whose provider this server no longer runs with is not asked about; its hold expires.
  const provider = deps.payments.byId(booking.provider);
  const { intentId } = booking;
  if (intentId !== null && provider) {
    try {
      const payment = await provider.retrievePayment(intentId);
      if (payment?.status === 'succeeded') {
        await confirmPayment(deps, provider, intentId, context, payment);
        return 'confirmed';
      }
      if (!booking.isExpired) return 'pending';
      // Money on its way (an M-Pesa prompt still open on the phone, a PayPal capture held for
      // review) keeps its seats past the hold until it ends; it is looked at again after the lease.
      if (payment?.status === 'processing' && !provider.methods.includes('card')) return 'kept';
      await provider.cancelPayment(intentId);
      // Stripe refuses to cancel a succeeded intent; the cancel call says nothing, so ask again.
      const afterCancel = await provider.retrievePayment(intentId);
      if (afterCancel?.status === 'succeeded') {
        await confirmPayment(deps, provider, intentId, context, afterCancel);
        return 'confirmed';
      }
    } catch (error) {
      context.log.warn({ err: error, intentId }, 'could not ask the provider about a pending booking');
      return 'kept';
    }
  }
  if (!booking.isExpired) return 'pending';
  return (await releaseBookingHold(deps, booking.id, BOOKING_STATUS.expired)) ? 'released' : 'pending';
}

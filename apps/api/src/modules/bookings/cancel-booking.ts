import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import type { Actor } from '../sessions';
import { confirmPayment } from './confirm-payment';
import { findOwnBookingByClientSecret } from './own-booking';
import { findPendingBookingsOf } from './queries';
import { releaseBookingHold } from './release-booking-hold';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

export const ALREADY_PAID = 'This booking is already paid, so it cannot be cancelled here.';

export type CancelOutcome = 'cancelled' | 'paid' | 'not-pending';

/**
 * Ends an unpaid booking's hold at once, giving its seats back. The provider's intent is cancelled
 * first and asked about again, so a payment that succeeded meanwhile is confirmed instead of being
 * lost with a released hold (Stripe refuses to cancel a succeeded intent). A provider that cannot be
 * reached fails the call: the hold then ends at its expiry, after the reconciler asked.
 */
export async function cancelPendingBooking(
  deps: Deps,
  booking: { id: number; provider: string | null; intentId: string | null },
  context: Context,
): Promise<CancelOutcome> {
  // A booking whose provider this server no longer runs with is not asked about: its hold just ends.
  const provider = deps.payments.byId(booking.provider);
  if (booking.intentId && provider) {
    await provider.cancelPayment(booking.intentId);
    const intent = await provider.retrievePayment(booking.intentId);
    if (intent?.status === 'succeeded') {
      await confirmPayment(deps, provider, booking.intentId, context, intent);
      return 'paid';
    }
  }
  const released = await releaseBookingHold(deps, booking.id, BOOKING_STATUS.cancelled);
  if (released) deps.publicCache.clear();
  return released ? 'cancelled' : 'not-pending';
}

/**
 * `POST v1/booking/cancel`: the buyer's Cancel on the payment screen. Only the booking's own buyer
 * session, holding its client secret, may cancel it, and only while it is unpaid. Cancelling one
 * that already ended changes nothing and says so.
 */
export async function cancelBooking(
  deps: Deps,
  actor: Actor,
  clientSecret: string,
  context: Context,
): Promise<{ booking_id: string; status: number }> {
  const { booking, intentId, reload } = await findOwnBookingByClientSecret(deps, actor, clientSecret);
  if (booking.status === BOOKING_STATUS.pending) {
    await cancelPendingBooking(deps, { id: booking.id, provider: booking.provider, intentId }, context);
  }
  const now = (await reload()) ?? booking;
  if (now.status === BOOKING_STATUS.paid) throw new AppError('CONFLICT', ALREADY_PAID);
  return { booking_id: now.reference, status: now.status };
}

/**
 * A buyer who books an event again while an earlier booking of theirs for it is still unpaid has
 * changed their mind: the earlier hold ends now, so that their own seats do not stand in their way.
 * A provider that cannot be reached does not stop the new booking: the old hold is released anyway,
 * and a payment for it that succeeds after all is re-checked on confirmation like any late payment.
 */
export async function replaceUnpaidBookings(deps: Deps, userId: number, eventId: number, context: Context) {
  const unpaid = await findPendingBookingsOf(deps.db, userId, eventId);
  for (const booking of unpaid) {
    await cancelPendingBooking(deps, booking, context).catch(async (error: unknown) => {
      context.log.warn({ err: error, bookingId: booking.id }, 'could not cancel a replaced payment');
      await releaseBookingHold(deps, booking.id, BOOKING_STATUS.cancelled);
    });
  }
}

import type { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import { releaseSeats } from './inventory';
import { findBookingItems } from './queries';
import { endBookingHold, lockPendingBooking } from './status-queries';

/**
 * Ends a pending booking's hold, giving its seats back, as expired or as cancelled.
 * A booking that is no longer pending is left alone, so racing callers release seats once; one
 * that another transaction has locked (a payment being confirmed) is skipped, not waited for.
 * A card payment has no ending of its own before this (a declined card may be followed by another
 * on the same payment): its hold ending unpaid is where it counts as failed (issue 19).
 */
export async function releaseBookingHold(
  deps: Pick<AppDeps, 'db' | 'metrics'>,
  bookingId: number,
  status: typeof BOOKING_STATUS.expired | typeof BOOKING_STATUS.cancelled,
) {
  const ended = await deps.db.transaction(async (tx) => {
    const booking = await lockPendingBooking(tx, bookingId);
    if (!booking) return null;
    const items = await findBookingItems(tx, bookingId);
    await releaseSeats(
      tx,
      items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity })),
    );
    await endBookingHold(tx, bookingId, status);
    return booking;
  });
  if (ended?.paymentMethod === 'card' && ended.provider && ended.providerIntentId)
    deps.metrics.payment(ended.provider, 'failed');
  return ended !== null;
}

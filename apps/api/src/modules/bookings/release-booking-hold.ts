import type { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import { releaseSeats } from './inventory';
import { findBookingItems } from './queries';
import { endBookingHold, lockPendingBooking } from './status-queries';

/**
 * Ends a pending booking's hold, giving its seats back, as expired or as cancelled.
 * A booking that is no longer pending is left alone, so racing callers release seats once; one
 * that another transaction has locked (a payment being confirmed) is skipped, not waited for.
 */
export async function releaseBookingHold(
  deps: Pick<AppDeps, 'db'>,
  bookingId: number,
  status: typeof BOOKING_STATUS.expired | typeof BOOKING_STATUS.cancelled,
) {
  return deps.db.transaction(async (tx) => {
    const booking = await lockPendingBooking(tx, bookingId);
    if (!booking) return false;
    const items = await findBookingItems(tx, bookingId);
    await releaseSeats(
      tx,
      items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity })),
    );
    await endBookingHold(tx, bookingId, status);
    return true;
  });
}

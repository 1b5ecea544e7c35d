import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { bookings } from '../../db/schema/index';
import { releaseSeats } from './inventory';
import { findBookingItems } from './queries';

/**
 * Ends a pending booking's hold, giving its seats back: 3 when it expired, 4 when it was cancelled.
 * A booking that is no longer pending is left alone, so racing callers release seats once; one
 * that another transaction has locked (a payment being confirmed) is skipped, not waited for.
 */
export async function releaseBookingHold(deps: Pick<AppDeps, 'db'>, bookingId: number, status: 3 | 4) {
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 1)))
      .for('update', { skipLocked: true });
    if (!booking) return false;
    const items = await findBookingItems(tx, bookingId);
    await releaseSeats(
      tx,
      items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity })),
    );
    await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
    return true;
  });
}

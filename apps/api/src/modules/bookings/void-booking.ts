import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, issuedTickets } from '../../db/schema/index';
import { releaseSeats, returnSoldSeats } from './inventory';
import { type BookingRow, findBookingItems } from './queries';

/**
 * Voids a locked booking for good, as refunded (all its money went back) or cancelled (by the
 * organizer): its tickets stop admitting, in this transaction, and its seats go back on sale, sold
 * ones if it was paid, held ones if it was pending. Only a paid or pending booking has seats left,
 * and the caller read its status under the lock, so racing voids move seats once. A late payment for
 * it afterwards goes back instead of selling seats again (fulfil-booking honours `voided_at`). The
 * caller clears the public cache after commit.
 */
export async function voidBooking(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'status'>,
  status: typeof BOOKING_STATUS.refunded | typeof BOOKING_STATUS.cancelled,
): Promise<void> {
  const items = await findBookingItems(tx, booking.id);
  const seats = items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity }));
  if (booking.status === BOOKING_STATUS.paid) await returnSoldSeats(tx, seats);
  if (booking.status === BOOKING_STATUS.pending) await releaseSeats(tx, seats);
  await tx
    .update(bookings)
    .set({
      status,
      voidedAt: sql`coalesce(${bookings.voidedAt}, now())`,
      ...(status === BOOKING_STATUS.refunded ? { refundedAt: sql`now()` } : {}),
    })
    .where(eq(bookings.id, booking.id));
  await tx
    .update(issuedTickets)
    .set({ voidedAt: sql`now()` })
    .where(and(eq(issuedTickets.bookingId, booking.id), isNull(issuedTickets.voidedAt)));
}

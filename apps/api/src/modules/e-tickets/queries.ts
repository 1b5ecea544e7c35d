import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, desc, eq, inArray, isNotNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, bookings, events, issuedTickets } from '../../db/schema/index';

/** Upper bound on one person's list; nobody holds more paid bookings than this in practice. */
const MAX_BOOKINGS = 500;

/**
 * A person's paid bookings with their events: events still to come first (soonest first), then
 * those that ended (latest first).
 */
export function findPaidBookingsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.userId, userId), eq(bookings.status, BOOKING_STATUS.paid)))
    .orderBy(
      sql`(${events.endTime} < now())`,
      sql`case when ${events.endTime} < now() then -extract(epoch from ${events.startTime}) else extract(epoch from ${events.startTime}) end`,
      asc(bookings.id),
    )
    .limit(MAX_BOOKINGS);
}

/**
 * A person's bookings paid and then refunded in full or cancelled by the organizer, latest event
 * first. A hold that ended unpaid never had tickets, so it is not among them.
 */
export function findClosedBookingsOfUser(db: DbOrTx, userId: number) {
  return db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.userId, userId),
        inArray(bookings.status, [BOOKING_STATUS.refunded, BOOKING_STATUS.cancelled]),
        isNotNull(bookings.paidAt),
      ),
    )
    .orderBy(desc(events.startTime), asc(bookings.id))
    .limit(MAX_BOOKINGS);
}

/** A paid booking and its event by the reference people see; null otherwise. */
export async function findPaidBooking(db: DbOrTx, reference: string) {
  const [row] = await db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.reference, reference), eq(bookings.status, BOOKING_STATUS.paid)));
  return row ?? null;
}

export function findItemsOfBookings(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select()
    .from(bookingItems)
    .where(inArray(bookingItems.bookingId, bookingIds))
    .orderBy(asc(bookingItems.bookingId), asc(bookingItems.ticketTypeId));
}

/** Issued tickets in the order they were issued: their position is the admission number. */
export function findTicketsOfBookings(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: issuedTickets.id,
      bookingId: issuedTickets.bookingId,
      bookingItemId: issuedTickets.bookingItemId,
      code: issuedTickets.code,
      checkedInAt: issuedTickets.checkedInAt,
    })
    .from(issuedTickets)
    .where(inArray(issuedTickets.bookingId, bookingIds))
    .orderBy(asc(issuedTickets.bookingId), asc(issuedTickets.id));
}

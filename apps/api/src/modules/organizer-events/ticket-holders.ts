import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, exists, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, bookings, events } from '../../db/schema/index';

/**
 * An order holds valid tickets (issue 14) while it is paid, free ones included, and was not voided:
 * never a pending hold, and never an expired, cancelled or refunded order. A partly refunded order
 * still holds its tickets.
 */
export const holdsTickets: SQL = and(
  eq(bookings.status, BOOKING_STATUS.paid),
  isNull(bookings.voidedAt),
) as SQL;

/** How many orders of the event in the outer query hold tickets: `ticket_holders` of its reads. */
export const ticketHoldersColumn = sql<number>`(select count(*) from ${bookings}
  where ${bookings.eventId} = ${events.id} and ${holdsTickets})::int`;

export interface TicketHolder {
  bookingId: number;
  reference: string;
  buyerName: string;
  buyerEmail: string;
}

/**
 * The orders of an event that hold tickets, one per order (a buyer with two orders gets two mails,
 * each about its own booking), or only those holding a ticket of one of `ticketTypeIds`.
 */
export function findTicketHolders(
  db: DbOrTx,
  eventId: number,
  ticketTypeIds: readonly number[] = [],
): Promise<TicketHolder[]> {
  const ofTypes = ticketTypeIds.length
    ? exists(
        db
          .select({ one: sql`1` })
          .from(bookingItems)
          .where(
            and(
              eq(bookingItems.bookingId, bookings.id),
              inArray(bookingItems.ticketTypeId, [...ticketTypeIds]),
            ),
          ),
      )
    : undefined;
  return db
    .select({
      bookingId: bookings.id,
      reference: bookings.reference,
      buyerName: bookings.buyerName,
      buyerEmail: bookings.buyerEmail,
    })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), holdsTickets, ofTypes))
    .orderBy(asc(bookings.id));
}

/** Whether any order of the event holds tickets: such an event cannot go back to drafts. */
export async function hasTicketHolders(db: DbOrTx, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), holdsTickets))
    .limit(1);
  return row !== undefined;
}

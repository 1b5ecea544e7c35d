import { BOOKING_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import type { TicketType } from '@tiketi/contract/events';
import { and, asc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketTypes } from '../../db/schema/index';

/** The pending status as a literal in the SQL text, so the partial index on it can serve. */
const pendingLiteral = sql.raw(String(BOOKING_STATUS.pending));

/** Seats reserved by pending bookings whose hold has not expired yet. */
const liveHeld = (ticketTypeId: SQL | typeof ticketTypes.id) => sql<number>`coalesce((
  select sum(bi.quantity) from booking_items bi join bookings b on b.id = bi.booking_id
  where bi.ticket_type_id = ${ticketTypeId} and b.status = ${pendingLiteral} and b.hold_expires_at > now()), 0)::int`;

/**
 * Where a type's sale window stands by the database's clock, the one book_seats judges a hold by, so
 * the page and the booking never disagree about an edge. No cached response carries it (the list's
 * cards have no ticket types; the details, tickets and organizer reads are never cached), so a
 * window opening or closing shows on the next read.
 */
const saleState = sql<TicketType['sale_state']>`case
  when ${ticketTypes.saleStart} > now() then 'not_started'
  when ${ticketTypes.saleEnd} <= now() then 'ended'
  else 'on_sale' end`;

/**
 * Which types a read lists (issue 15): buyers see the visible ones, a code shows the hidden ones it
 * unlocks, and the organizer sees them all.
 */
export type TicketVisibility = 'visible' | 'hidden' | 'all';

const visibilityCondition = (visibility: TicketVisibility) =>
  visibility === 'all' ? undefined : eq(ticketTypes.hidden, visibility === 'hidden');

/**
 * Ticket types on sale for an event in their page order, with what buyers can still take. A type
 * whose sale window is not open is listed too: the page says when it opens or that it ended.
 */
export function findOnSaleTicketTypes(db: DbOrTx, eventId: number, visibility: TicketVisibility) {
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      noOfPersons: ticketTypes.noOfPersons,
      status: ticketTypes.status,
      priceMinor: ticketTypes.priceMinor,
      maxTickets: ticketTypes.maxTickets,
      available: sql<number>`greatest(${ticketTypes.maxTickets} - ${ticketTypes.sold} - ${liveHeld(ticketTypes.id)}, 0)::int`,
      description: ticketTypes.description,
      saleStart: ticketTypes.saleStart,
      saleEnd: ticketTypes.saleEnd,
      saleState,
      minPerOrder: ticketTypes.minPerOrder,
      maxPerOrder: ticketTypes.maxPerOrder,
      position: ticketTypes.position,
      hidden: ticketTypes.hidden,
    })
    .from(ticketTypes)
    .where(
      and(
        eq(ticketTypes.eventId, eventId),
        eq(ticketTypes.status, TICKET_STATUS.onSale),
        visibilityCondition(visibility),
      ),
    )
    .orderBy(asc(ticketTypes.position), asc(ticketTypes.id));
}

export type TicketTypeRow = Awaited<ReturnType<typeof findOnSaleTicketTypes>>[number];

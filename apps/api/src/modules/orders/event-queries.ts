import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, count, desc, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookings,
  eventCancellations,
  eventMessages,
  events,
  ticketTypes,
  users,
} from '../../db/schema/index';

/** Of these ticket type ids, those that are not the event's own. */
export async function foreignTicketTypeIds(db: DbOrTx, eventId: number, ids: readonly number[]) {
  if (!ids.length) return [];
  const own = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, [...ids])));
  const owned = new Set(own.map((row) => row.id));
  return ids.filter((id) => !owned.has(id));
}

/** Messages (kind 'message') sent for the event in the last 24 hours, the span of the daily cap. */
export async function countMessagesToday(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(eventMessages)
    .where(
      and(
        eq(eventMessages.eventId, eventId),
        eq(eventMessages.kind, 'message'),
        gt(eventMessages.createdAt, sql`now() - interval '24 hours'`),
      ),
    );
  return row?.total ?? 0;
}

/** The event's messages to ticket holders, newest first, with the name of who sent each. */
export function findEventMessages(db: DbOrTx, eventId: number) {
  return db
    .select({
      message: eventMessages,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(eventMessages)
    .leftJoin(users, eq(users.id, eventMessages.sentBy))
    .where(and(eq(eventMessages.eventId, eventId), eq(eventMessages.kind, 'message')))
    // Newest first by id: messages are written one at a time under the event's lock, so ids follow
    // the order they were sent in, where now() (each transaction's start) need not.
    .orderBy(desc(eventMessages.id));
}

export type EventMessageRow = Awaited<ReturnType<typeof findEventMessages>>[number];

/**
 * Orders an event's cancellation must end: paid ones (refunded, or marked refund due) and pending
 * holds (their payment cancelled), not already voided by an organizer.
 */
export const ordersToEnd = and(
  inArray(bookings.status, [BOOKING_STATUS.paid, BOOKING_STATUS.pending]),
  isNull(bookings.voidedAt),
);

export async function countOrdersToEnd(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(bookings)
    .where(and(eq(bookings.eventId, eventId), ordersToEnd));
  return row?.total ?? 0;
}

export async function findCancellation(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({ cancellation: eventCancellations, cancelledAt: events.cancelledAt })
    .from(eventCancellations)
    .innerJoin(events, eq(events.id, eventCancellations.eventId))
    .where(eq(eventCancellations.eventId, eventId));
  return row ?? null;
}

export type CancellationRow = NonNullable<Awaited<ReturnType<typeof findCancellation>>>;

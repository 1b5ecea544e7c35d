import { BOOKING_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { and, asc, desc, eq, gte, inArray, isNotNull, lt, ne, or, type SQL, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings, categories, events, media, organizations, ticketTypes } from '../../db/schema/index';
import { eventColumns } from '../events';
import { ticketHoldersColumn } from './ticket-holders';

export interface OrganizerEventFilter {
  organizationId: number;
  status?: number;
  /** Bounds on the start day and on the creation day, read in the platform time zone. */
  startFrom?: string;
  startTo?: string;
  createdFrom?: string;
  createdTo?: string;
  timeZone: string;
}

const dayStart = (day: string, timeZone: string) => sql`(${day}::date)::timestamp at time zone ${timeZone}`;
const dayAfter = (day: string, timeZone: string) =>
  sql`(${day}::date + 1)::timestamp at time zone ${timeZone}`;

function organizerConditions(filter: OrganizerEventFilter): SQL {
  const conditions: SQL[] = [eq(events.organizationId, filter.organizationId)];
  if (filter.status) conditions.push(eq(events.status, filter.status));
  if (filter.startFrom) conditions.push(gte(events.startTime, dayStart(filter.startFrom, filter.timeZone)));
  if (filter.startTo) conditions.push(lt(events.startTime, dayAfter(filter.startTo, filter.timeZone)));
  if (filter.createdFrom)
    conditions.push(gte(events.createdAt, dayStart(filter.createdFrom, filter.timeZone)));
  if (filter.createdTo) conditions.push(lt(events.createdAt, dayAfter(filter.createdTo, filter.timeZone)));
  return and(...conditions) ?? sql`true`;
}

const organizerColumns = {
  ...eventColumns,
  fullDescription: events.fullDescription,
  createdAt: events.createdAt,
  ticketHolders: ticketHoldersColumn,
};

function selectOrganizerEvents(db: DbOrTx) {
  return db
    .select(organizerColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(media, eq(media.id, events.imageId));
}

export function findOrganizerEvents(
  db: DbOrTx,
  filter: OrganizerEventFilter,
  page: { limit: number; offset: number },
) {
  return selectOrganizerEvents(db)
    .where(organizerConditions(filter))
    .orderBy(desc(events.startTime), desc(events.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countOrganizerEvents(db: DbOrTx, filter: OrganizerEventFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(organizerConditions(filter));
  return row?.total ?? 0;
}

/** One event of an organisation (any status); null when it does not exist or belongs to another. */
export async function findOrganizerEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await selectOrganizerEvents(db).where(
    and(eq(events.id, eventId), eq(events.organizationId, organizationId)),
  );
  return row ?? null;
}

export type OrganizerEventRow = NonNullable<Awaited<ReturnType<typeof findOrganizerEvent>>>;

/** Whether the organisation owns the event: a cheap look before any costly work for the caller. */
export async function ownsEvent(db: DbOrTx, organizationId: number, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row !== undefined;
}

/** The event's stored zone (NULL: the platform's), when the organisation owns it; else null. */
export async function findOwnedEventZone(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ timeZone: events.timeZone })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row ?? null;
}

/** The event row itself, locked for the rest of the transaction, when the organisation owns it. */
export async function lockOwnedEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export function lockTicketTypes(db: DbOrTx, eventId: number) {
  return db
    .select()
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');
}

export async function countOnSaleTicketTypes(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.status, TICKET_STATUS.onSale)));
  return row?.total ?? 0;
}

/**
 * Dashboard figures: net sales per currency (never added across currencies), events, and tickets
 * sold, for one organisation. Net sales are the money kept: what paid bookings took, less what went
 * back or is owed back, counting bookings refunded or cancelled after they were paid too (a
 * cancelled complimentary order or a partial refund keeps some).
 */
export async function findOrganizerFigures(db: DbOrTx, organizationId: number) {
  const wasPaid = or(
    eq(bookings.status, BOOKING_STATUS.paid),
    and(
      inArray(bookings.status, [BOOKING_STATUS.refunded, BOOKING_STATUS.cancelled]),
      isNotNull(bookings.paidAt),
    ),
  );
  const sales = await db
    .select({
      currency: bookings.currency,
      netSalesMinor: sql<number>`coalesce(sum(${bookings.totalMinor} - ${bookings.refundedMinor} - ${bookings.refundDueMinor}), 0)::bigint`,
    })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(events.organizationId, organizationId), wasPaid))
    .groupBy(bookings.currency)
    .orderBy(asc(bookings.currency));
  const [counts] = await db
    .select({
      events: sql<number>`count(distinct ${events.id})::int`,
      ticketsSold: sql<number>`coalesce(sum(${ticketTypes.sold}), 0)::int`,
    })
    .from(events)
    .leftJoin(ticketTypes, eq(ticketTypes.eventId, events.id))
    .where(eq(events.organizationId, organizationId));
  return {
    sales: sales.map((row) => ({ currency: row.currency, netSalesMinor: Number(row.netSalesMinor) })),
    events: counts?.events ?? 0,
    ticketsSold: counts?.ticketsSold ?? 0,
  };
}

/** Whether any booking, in any status, was ever made for the event (its currency is then fixed). */
export async function hasBookings(db: DbOrTx, eventId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.eventId, eventId))
    .limit(1);
  return Boolean(row);
}

export async function categoryExists(db: DbOrTx, categoryId: number): Promise<boolean> {
  const [category] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(eq(categories.id, categoryId));
  return Boolean(category);
}

/** Stores a new event and answers its id. */
export async function insertEvent(db: DbOrTx, values: typeof events.$inferInsert): Promise<number> {
  const [event] = await db.insert(events).values(values).returning({ id: events.id });
  if (!event) throw new Error('insert into events returned no row');
  return event.id;
}

export async function updateEventRow(db: DbOrTx, eventId: number, values: PgUpdateSetSource<typeof events>) {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

/**
 * Whether another event than `eventId` shows the image (a copy shares its source's, issue 19). The
 * media row is locked first, so of two events replacing a shared image at once the second to
 * commit sees the first's change and removes it.
 */
export async function mediaUsedElsewhere(db: DbOrTx, mediaId: number, eventId: number) {
  await db.select({ id: media.id }).from(media).where(eq(media.id, mediaId)).for('update');
  const [other] = await db
    .select({ id: events.id })
    .from(events)
    .where(and(eq(events.imageId, mediaId), ne(events.id, eventId)))
    .limit(1);
  return other !== undefined;
}

/** Deletes a media row and answers it (its stored files are the caller's to remove), or null. */
export async function deleteMedia(db: DbOrTx, mediaId: number) {
  const [deleted] = await db.delete(media).where(eq(media.id, mediaId)).returning();
  return deleted ?? null;
}

export async function insertTicketTypes(db: DbOrTx, values: (typeof ticketTypes.$inferInsert)[]) {
  await db.insert(ticketTypes).values(values);
}

export async function updateTicketType(
  db: DbOrTx,
  ticketTypeId: number,
  values: PgUpdateSetSource<typeof ticketTypes>,
) {
  await db.update(ticketTypes).set(values).where(eq(ticketTypes.id, ticketTypeId));
}

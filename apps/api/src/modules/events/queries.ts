import { and, asc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, events, media, organizations, ticketTypes } from '../../db/schema/index';

export interface PublicEventFilter {
  categoryId?: number;
  organizerId?: number;
  /** Calendar days, read in the platform time zone. */
  startDay?: string;
  endDay?: string;
  timeZone: string;
  now: Date;
}

/** Seats reserved by pending bookings whose hold has not expired yet. */
const liveHeld = (ticketTypeId: SQL | typeof ticketTypes.id) => sql<number>`coalesce((
  select sum(bi.quantity) from booking_items bi join bookings b on b.id = bi.booking_id
  where bi.ticket_type_id = ${ticketTypeId} and b.status = 1 and b.hold_expires_at > now()), 0)::int`;

export const eventColumns = {
  id: events.id,
  title: events.title,
  shortDescription: events.shortDescription,
  organizer: organizations.displayName,
  organizerId: events.organizationId,
  category: categories.name,
  categoryId: events.categoryId,
  startTime: events.startTime,
  endTime: events.endTime,
  location: events.location,
  currency: events.currency,
  status: events.status,
  imageVariants: media.variants,
  ticketsBought: sql<number>`(select coalesce(sum(tt.sold), 0) from ticket_types tt
    where tt.event_id = ${events.id})::int`,
  maxTickets: sql<number>`(select coalesce(sum(case when tt.status = 1 then tt.max_tickets else tt.sold end), 0)
    from ticket_types tt where tt.event_id = ${events.id})::int`,
};

/**
 * No published event lasts longer than this, so an event that is still running (or running on the
 * range's first day) started at most this long before. The bound lets the start-time index skip
 * every long-finished event; it is answered from events_public_duration_idx.
 */
const longestEvent = sql`coalesce((select max(e.end_time - e.start_time) from events e where e.status = 1), interval '0')`;

function publicConditions(filter: PublicEventFilter): SQL {
  const from = filter.startDay
    ? sql`greatest((${filter.startDay}::date)::timestamp at time zone ${filter.timeZone}, ${filter.now}::timestamptz)`
    : sql`${filter.now}::timestamptz`;
  const conditions: SQL[] = [
    eq(events.status, 1),
    gte(events.endTime, filter.now),
    gte(events.startTime, sql`${from} - ${longestEvent}`),
  ];
  if (filter.categoryId) conditions.push(eq(events.categoryId, filter.categoryId));
  if (filter.organizerId) conditions.push(eq(events.organizationId, filter.organizerId));
  // An event is in a date range when it is happening at any moment of it.
  if (filter.startDay) {
    conditions.push(
      gte(events.endTime, sql`(${filter.startDay}::date)::timestamp at time zone ${filter.timeZone}`),
    );
  }
  if (filter.endDay) {
    conditions.push(
      lt(events.startTime, sql`(${filter.endDay}::date + 1)::timestamp at time zone ${filter.timeZone}`),
    );
  }
  return and(...conditions)!;
}

export function findPublicEvents(
  db: DbOrTx,
  filter: PublicEventFilter,
  page: { limit: number; offset: number },
) {
  return db
    .select(eventColumns)
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(media, eq(media.id, events.imageId))
    .where(publicConditions(filter))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(page.limit)
    .offset(page.offset);
}

export async function countPublicEvents(db: DbOrTx, filter: PublicEventFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(events)
    .where(publicConditions(filter));
  return row?.total ?? 0;
}

/** A published event by id, with the fields of the details page; null when absent or a draft. */
export async function findPublishedEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({ ...eventColumns, fullDescription: events.fullDescription, coordinates: events.coordinates })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(media, eq(media.id, events.imageId))
    .where(and(eq(events.id, id), eq(events.status, 1)));
  return row ?? null;
}

export type PublicEventRow = Awaited<ReturnType<typeof findPublicEvents>>[number];
export type PublishedEventRow = NonNullable<Awaited<ReturnType<typeof findPublishedEvent>>>;

/** Ticket types on sale for an event, with what buyers can still take. */
export function findOnSaleTicketTypes(db: DbOrTx, eventId: number) {
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      noOfPersons: ticketTypes.noOfPersons,
      status: ticketTypes.status,
      priceMinor: ticketTypes.priceMinor,
      maxTickets: ticketTypes.maxTickets,
      available: sql<number>`greatest(${ticketTypes.maxTickets} - ${ticketTypes.sold} - ${liveHeld(ticketTypes.id)}, 0)::int`,
    })
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), eq(ticketTypes.status, 1)))
    .orderBy(asc(ticketTypes.id));
}

export type TicketTypeRow = Awaited<ReturnType<typeof findOnSaleTicketTypes>>[number];

import { EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, gte, inArray, lt, type SQL, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { categories, events, media, organizations } from '../../db/schema/index';

export interface PublicEventFilter {
  categoryId?: number;
  organizerId?: number;
  /** Calendar days, read in the platform time zone. */
  startDay?: string;
  endDay?: string;
  timeZone: string;
  now: Date;
}

/**
 * Statuses the partial indexes (db/schema) are defined on, written into the SQL text as literals:
 * behind a bound parameter the planner cannot match an index's `status = 1` predicate in a generic
 * plan.
 */
const publishedLiteral = sql.raw(String(EVENT_STATUS.published));

export const eventColumns = {
  id: events.id,
  title: events.title,
  shortDescription: events.shortDescription,
  organizer: organizations.displayName,
  organizerId: events.organizationId,
  organizerSlug: organizations.slug,
  category: categories.name,
  categoryId: events.categoryId,
  startTime: events.startTime,
  endTime: events.endTime,
  /** NULL: the platform's zone (eventZone). */
  timeZone: events.timeZone,
  location: events.location,
  currency: events.currency,
  status: events.status,
  imageVariants: media.variants,
  ticketsBought: sql<number>`(select coalesce(sum(tt.sold), 0) from ticket_types tt
    where tt.event_id = ${events.id})::int`,
  maxTickets: sql<number>`(select coalesce(sum(case when tt.status = ${TICKET_STATUS.onSale} then tt.max_tickets else tt.sold end), 0)
    from ticket_types tt where tt.event_id = ${events.id})::int`,
};

/**
 * No published event lasts longer than this, so an event that is still running (or running on the
 * range's first day) started at most this long before. The bound lets the start-time index skip
 * every long-finished event; it is answered from events_public_duration_idx.
 */
const longestEvent = sql`coalesce((select max(e.end_time - e.start_time) from events e where e.status = ${publishedLiteral}), interval '0')`;

/** The moment of the request, one statement parameter (as ISO text, which both drivers pass as is). */
const now = sql`${sql.placeholder('now')}::timestamptz`;
/** Start of the range's first day (`start`) or end of its last day (`end`), in the platform time zone. */
const dayStart = (day: 'startDay' | 'endDay', plusDays: number) =>
  sql`(${sql.placeholder(day)}::date + ${sql.raw(String(plusDays))})::timestamp at time zone ${sql.placeholder('timeZone')}::text`;

/** The count runs on its own alias, so that its conditions cannot reach the page's `events` row. */
const counted = alias(events, 'counted');

type PublicFilterShape = Pick<PublicEventFilter, 'categoryId' | 'organizerId' | 'startDay' | 'endDay'>;

/**
 * The list's conditions for one filter shape, on `t` (the events table or an alias of it), with
 * every value a placeholder. `startBound` adds the duration-derived lower bound on start_time: the
 * page and the range count need it to use the start-time index, while the plain count is an
 * index-only scan of events_public_end_idx (or events_public_category_end_idx) without it, and with
 * it PostgreSQL, unable to estimate the bound, falls back to a sequential scan.
 */
function publicConditions(
  t: typeof events | typeof counted,
  shape: PublicFilterShape,
  startBound: boolean,
): SQL {
  const from = shape.startDay ? sql`greatest(${dayStart('startDay', 0)}, ${now})` : now;
  const conditions: SQL[] = [eq(t.status, EVENT_STATUS.published), gte(t.endTime, now)];
  if (startBound) conditions.push(gte(t.startTime, sql`${from} - ${longestEvent}`));
  if (shape.categoryId) conditions.push(eq(t.categoryId, sql.placeholder('categoryId')));
  if (shape.organizerId) conditions.push(eq(t.organizationId, sql.placeholder('organizerId')));
  // An event is in a date range when it is happening at any moment of it.
  if (shape.startDay) conditions.push(gte(t.endTime, dayStart('startDay', 0)));
  if (shape.endDay) conditions.push(lt(t.startTime, dayStart('endDay', 1)));
  return and(...conditions) ?? sql`true`;
}

/** How many events match (a scalar subquery; the page query reads it once, as an init plan). */
function countOf(shape: PublicFilterShape) {
  return sql<number>`(select count(*) from ${events} ${counted} where ${publicConditions(counted, shape, !!shape.startDay)})::int`;
}

/**
 * The page and the count in one statement, so one round trip and one connection per request. Its
 * `total` is null only on a page past the end (no rows to carry it); the caller counts apart then.
 */
function buildPublicPage(db: DbOrTx, shape: PublicFilterShape, name: string) {
  return db
    .select({ ...eventColumns, total: countOf(shape) })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(media, eq(media.id, events.imageId))
    .where(publicConditions(events, shape, true))
    .orderBy(asc(events.startTime), asc(events.id))
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(name);
}

function buildPublicCount(db: DbOrTx, shape: PublicFilterShape, name: string) {
  return db
    .select({ total: sql<number>`count(*)::int` })
    .from(counted)
    .where(publicConditions(counted, shape, !!shape.startDay))
    .prepare(name);
}

type PublicQueries = { page: ReturnType<typeof buildPublicPage>; count: ReturnType<typeof buildPublicCount> };

/**
 * Prepared statements, one pair per filter shape and database: on PostgreSQL each connection parses
 * and plans a named statement once instead of on every request, and drizzle builds its SQL once.
 */
const preparedByDb = new WeakMap<DbOrTx, Map<string, PublicQueries>>();

function publicQueriesFor(db: DbOrTx, filter: PublicEventFilter): PublicQueries {
  const { categoryId, organizerId, startDay, endDay } = filter;
  const shape: PublicFilterShape = { categoryId, organizerId, startDay, endDay };
  const key = [categoryId, organizerId, startDay, endDay].map((value) => (value ? '1' : '0')).join('');
  let prepared = preparedByDb.get(db);
  if (!prepared) {
    prepared = new Map();
    preparedByDb.set(db, prepared);
  }
  let queries = prepared.get(key);
  if (!queries) {
    queries = {
      page: buildPublicPage(db, shape, `public_events_page_${key}`),
      count: buildPublicCount(db, shape, `public_events_count_${key}`),
    };
    prepared.set(key, queries);
  }
  return queries;
}

function placeholderValues(filter: PublicEventFilter) {
  return {
    now: filter.now.toISOString(),
    timeZone: filter.timeZone,
    categoryId: filter.categoryId,
    organizerId: filter.organizerId,
    startDay: filter.startDay,
    endDay: filter.endDay,
  };
}

/** One page of the public list and the number of all events that match, in one round trip. */
export async function findPublicEventPage(
  db: DbOrTx,
  filter: PublicEventFilter,
  page: { limit: number; offset: number },
) {
  const queries = publicQueriesFor(db, filter);
  const values = placeholderValues(filter);
  const rows = await queries.page.execute({ ...values, limit: page.limit, offset: page.offset });
  const total =
    rows[0]?.total ?? (page.offset > 0 ? ((await queries.count.execute(values))[0]?.total ?? 0) : 0);
  return { rows, total };
}

/** An event's fees, taxes and shared capacity (issue 15), as stored. */
export const salesColumns = {
  capacity: events.capacity,
  capacityUsed: events.capacityUsed,
  taxName: events.taxName,
  taxRateBp: events.taxRateBp,
  taxMode: events.taxMode,
  feeFixedMinor: events.feeFixedMinor,
  feePercentBp: events.feePercentBp,
  feePayer: events.feePayer,
};

/**
 * A public event by id, with the fields of the details page: published, or cancelled (issue 14: its
 * page still answers, reading 'Cancelled'); null when absent or a draft.
 */
export async function findPublicEvent(db: DbOrTx, id: number) {
  const [row] = await db
    .select({
      ...eventColumns,
      ...salesColumns,
      fullDescription: events.fullDescription,
      coordinates: events.coordinates,
    })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .innerJoin(categories, eq(categories.id, events.categoryId))
    .leftJoin(media, eq(media.id, events.imageId))
    .where(and(eq(events.id, id), inArray(events.status, [EVENT_STATUS.published, EVENT_STATUS.cancelled])));
  return row ?? null;
}

export type PublicEventRow = Omit<Awaited<ReturnType<typeof findPublicEventPage>>['rows'][number], 'total'>;
export type PublicEventDetailRow = NonNullable<Awaited<ReturnType<typeof findPublicEvent>>>;

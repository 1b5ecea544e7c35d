// The on-sale rush's database side: its seed and its checks afterwards, as SQL run through the app's
// own database layer in a server process (`RunningTarget.query`), so that the same code serves
// PostgreSQL and the embedded PGlite, which no second process can open.
import { defined } from './defined';
import { sleep } from './pg-client';

/** SQL with `$1`… bound to `params`; resolves to the rows. */
export type Query = <T>(text: string, params?: unknown[]) => Promise<T[]>;

export interface OnSaleSeed {
  eventId: number;
  /** The type on sale: `seats` seats, priced so bookings go through the simulated card provider. */
  ticketTypeId: number;
  seats: number;
  priceMinor: number;
  /** Another event's type with ample stock, booked before the rush to warm the instances up. */
  warmup: { eventId: number; ticketTypeId: number };
}

async function insertEvent(query: Query, organizationId: number, categoryId: number, title: string) {
  const [event] = await query<{ id: number }>(
    `insert into events (organization_id, category_id, title, short_description, location, currency, status,
                         start_time, end_time)
     values ($1, $2, $3, 'The hot event of the on-sale benchmark.', 'Uhuru Gardens, Nairobi', 'USD', 1,
             date_trunc('hour', now()) + interval '30 days', date_trunc('hour', now()) + interval '30 days 4 hours')
     returning id`,
    [organizationId, categoryId, title],
  );
  return defined(event, 'the inserted event').id;
}

async function insertType(query: Query, eventId: number, seats: number, priceMinor: number) {
  const [type] = await query<{ id: number }>(
    `insert into ticket_types (event_id, name, price_minor, max_tickets, sold, held, status)
     values ($1, 'General admission', $2, $3, 0, 0, 1) returning id`,
    [eventId, priceMinor, seats],
  );
  return defined(type, 'the inserted ticket type').id;
}

/** One organizer, one category, the event on sale and a warm-up event, each with one paid type. */
export async function seedOnSale(query: Query, seats: number, priceMinor = 1500): Promise<OnSaleSeed> {
  const [category] = await query<{ id: number }>(
    `insert into categories (name) values ('Music') returning id`,
  );
  const [organization] = await query<{ id: number }>(
    `insert into organizations (name, display_name, slug, email, msisdn)
     values ('On Sale Ltd', 'On Sale', 'on-sale', 'onsale@example.com', '+254700000001') returning id`,
  );
  const organizationId = defined(organization, 'the inserted organization').id;
  const categoryId = defined(category, 'the inserted category').id;
  const eventId = await insertEvent(query, organizationId, categoryId, 'On Sale Live');
  const ticketTypeId = await insertType(query, eventId, seats, priceMinor);
  const warmupEventId = await insertEvent(query, organizationId, categoryId, 'On Sale Warm-up');
  const warmupTypeId = await insertType(query, warmupEventId, 10_000_000, priceMinor);
  return {
    eventId,
    ticketTypeId,
    seats,
    priceMinor,
    warmup: { eventId: warmupEventId, ticketTypeId: warmupTypeId },
  };
}

/**
 * Fresh statistics for the booking tables (after the warm-up, so that the caps checks are not
 * planned on empty tables; see the planner trap in bench/README.md).
 */
export async function analyse(query: Query) {
  await query('analyze events, ticket_types, users, sessions, bookings, booking_items');
}

/** Waits (at most 20 s) until the event's bookings stop changing: requests cut off by a timeout may still run. */
export async function settle(query: Query, eventId: number) {
  const deadline = Date.now() + 20_000;
  let last = '';
  for (;;) {
    const [row] = await query<{ total: number; unfinished: number }>(
      `select count(*)::int as total,
              count(*) filter (where status = 1 and provider_intent_id is null)::int as unfinished
         from bookings where event_id = $1`,
      [eventId],
    );
    const now = JSON.stringify(row);
    if ((now === last && row?.unfinished === 0) || Date.now() > deadline) return;
    last = now;
    await sleep(500);
  }
}

export interface OnSaleCheck {
  maxTickets: number;
  sold: number;
  held: number;
  /** Sum of booking_items of the type over bookings holding or having sold seats. */
  booked: number;
  /** Bookings of the event holding or having sold seats. */
  bookings: number;
  /** sold + held − max_tickets, if positive. */
  oversold: number;
  /** booked − (sold + held): non-zero means the counters and the bookings disagree. */
  drift: number;
  /** 201s received. */
  answered: number;
  /** 201s whose reference is not a booking holding or having sold seats. */
  missing: number;
  /** References received in more than one 201. */
  duplicated: number;
  /** Bookings whose 201 never arrived: possible only for requests that timed out or failed. */
  unanswered: number;
  /** Seats of the type neither held nor sold at the end. */
  unsold: number;
}

export async function checkOnSale(
  query: Query,
  seed: OnSaleSeed,
  references: string[],
): Promise<OnSaleCheck> {
  const [row] = await query<{ max_tickets: number; sold: number; held: number; booked: number }>(
    `select t.max_tickets, t.sold, t.held,
            (select coalesce(sum(i.quantity), 0)::int from booking_items i
               join bookings b on b.id = i.booking_id
              where i.ticket_type_id = t.id and b.status in (1, 2)) as booked
       from ticket_types t where t.id = $1`,
    [seed.ticketTypeId],
  );
  const counters = defined(row, 'the ticket type');
  // Compared here rather than with an array parameter, which the two drivers bind differently.
  const stored = new Set(
    (
      await query<{ reference: string }>(
        'select reference from bookings where event_id = $1 and status in (1, 2)',
        [seed.eventId],
      )
    ).map((booking) => booking.reference),
  );
  const received = new Set(references);
  const missing = [...received].filter((reference) => !stored.has(reference)).length;
  const unanswered = [...stored].filter((reference) => !received.has(reference)).length;
  return {
    maxTickets: counters.max_tickets,
    sold: counters.sold,
    held: counters.held,
    booked: counters.booked,
    bookings: stored.size,
    oversold: Math.max(0, counters.sold + counters.held - counters.max_tickets),
    drift: counters.booked - (counters.sold + counters.held),
    answered: references.length,
    missing,
    duplicated: references.length - received.size,
    unanswered,
    unsold: Math.max(0, counters.max_tickets - counters.sold - counters.held),
  };
}

// What the database says after a booking rush: the hot row's counters, waiting for cut-off bookings
// to finish, and the check that nothing was oversold or lost.

import { defined } from './defined';
import type { HotTicketType } from './hot-ticket-type';
import { sleep, withClient } from './pg-client';
import { checkRules, type RulesCheck } from './rules-ticket-type';

export async function hotCounters(url: string, ticketTypeId: number) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ held: number; sold: number; max_tickets: number }>(
      'select held, sold, max_tickets from ticket_types where id = $1',
      [ticketTypeId],
    );
    return defined(rows[0], 'the row of the query');
  });
}

/** Waits until bookings whose responses were cut off at the end of a run have finished in the app. */
export async function settle(url: string, hot: HotTicketType) {
  const deadline = Date.now() + 20_000;
  let last = -1;
  return withClient(url, async (client) => {
    for (;;) {
      const { rows } = await client.query<{ total: number; unfinished: number; active: number }>(
        `select count(*)::int as total,
                count(*) filter (where status = 1 and provider_intent_id is null)::int as unfinished,
                (select count(*)::int from pg_stat_activity
                  where datname = current_database() and pid <> pg_backend_pid()
                    and backend_type = 'client backend' and state <> 'idle') as active
         from bookings where event_id = $1`,
        [hot.eventId],
      );
      const row = defined(rows[0], 'the row of the query');
      if (row.total === last && row.unfinished === 0 && row.active === 0) return;
      if (Date.now() > deadline) return;
      last = row.total;
      await sleep(300);
    }
  });
}

export interface Check {
  /** Which hot type: `plain`, or `code + capacity` for the event with issue 15's rules. */
  label: string;
  maxTickets: number;
  sold: number;
  held: number;
  /** Sum of booking_items quantities of the hot type, over bookings holding or having sold seats. */
  booked: number;
  bookings: number;
  /** Bookings of the hot event no longer holding seats (expired, cancelled): none are expected. */
  released: number;
  /** Pending bookings without a payment intent once the app was idle: none are expected. */
  withoutIntent: number;
  /** 201 responses received (smoke test, warm-up and measured run). */
  answered: number;
  /** 201s whose booking is not in the database. */
  missing: number;
  /** Bookings in the database whose 201 never reached the client: cut off when a run ended. */
  unanswered: number;
  /** At most one request per connection is in flight when a run ends. */
  unansweredAllowance: number;
  oversold: number;
  /** booked − (sold + held): non-zero means the counters and the bookings disagree. */
  drift: number;
  /** Only for the event with a code and a shared capacity: their counters against the bookings. */
  rules?: RulesCheck;
  /**
   * Everything that must be zero: oversold + |drift| + missing + unanswered beyond the allowance,
   * plus the rules' own differences (code uses, capacity used).
   */
  problems: number;
}

/** `loads` autocannon runs of `connections` each may leave one unanswered booking per connection. */
export async function checkInventory(
  url: string,
  hot: HotTicketType,
  references: string[],
  loads: number,
  connections: number,
) {
  return withClient(url, async (client): Promise<Check> => {
    const { rows } = await client.query<{
      max_tickets: number;
      sold: number;
      held: number;
      booked: number;
      bookings: number;
      released: number;
      without_intent: number;
    }>(
      `select t.max_tickets, t.sold, t.held,
              (select coalesce(sum(i.quantity), 0)::int from booking_items i
                 join bookings b on b.id = i.booking_id
                where i.ticket_type_id = t.id and b.status in (1, 2)) as booked,
              (select count(*)::int from bookings b where b.event_id = t.event_id and b.status in (1, 2)) as bookings,
              (select count(*)::int from bookings b where b.event_id = t.event_id and b.status not in (1, 2))
                as released,
              (select count(*)::int from bookings b
                where b.event_id = t.event_id and b.status = 1 and b.provider_intent_id is null) as without_intent
       from ticket_types t where t.id = $1`,
      [hot.ticketTypeId],
    );
    const row = defined(rows[0], 'the row of the query');
    const { rows: missingRows } = await client.query<{ missing: number }>(
      `select count(*)::int as missing from unnest($1::text[]) r(reference)
        where not exists (select 1 from bookings b where b.reference = r.reference and b.status in (1, 2))`,
      [references],
    );
    const missing = defined(missingRows[0], 'the count of missing bookings').missing;
    const answered = references.length;
    const unanswered = row.bookings - (answered - missing);
    const unansweredAllowance = loads * connections;
    const oversold = Math.max(0, row.sold + row.held - row.max_tickets);
    const drift = row.booked - (row.sold + row.held);
    const rules = hot.rules ? await checkRules(url, hot, hot.rules) : undefined;
    return {
      label: hot.rules ? 'code + capacity' : 'plain',
      maxTickets: row.max_tickets,
      sold: row.sold,
      held: row.held,
      booked: row.booked,
      bookings: row.bookings,
      released: row.released,
      withoutIntent: row.without_intent,
      answered,
      missing,
      unanswered,
      unansweredAllowance,
      oversold,
      drift,
      ...(rules ? { rules } : {}),
      problems:
        (rules?.problems ?? 0) +
        oversold +
        Math.abs(drift) +
        missing +
        Math.max(0, unanswered - unansweredAllowance) +
        Math.max(0, -unanswered),
    };
  });
}

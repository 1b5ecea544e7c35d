// The second hot event of the booking rush (issue 15): the same hot ticket type, but its event has a
// shared capacity, an added VAT and a booking fee, and every booking sends a 20% code. Measured
// beside the plain hot type, it shows what codes and capacity cost a rush.
import pg from 'pg';
import { defined } from './defined';
import type { HotTicketType, RulesSettings } from './hot-ticket-type';
import { withClient } from './pg-client';

/** The code every booking of the rules variant sends; 20% off (2000 basis points). */
export const RUSH_CODE = 'RUSH20';

/**
 * A published event a month ahead (after the plain one) with the same two ticket types as
 * `seedHotTicketType`, a shared capacity of `stock` seats (capacity_used 0), 16% VAT added, a fee
 * of 0.50 plus 2.5% paid by the buyer, and the code `RUSH20`: 20% off every type, `stock` uses.
 * Ends with VACUUM (ANALYZE) of the tables a booking reads or writes.
 */
export async function seedRulesTicketType(
  url: string,
  options: { stock: number; priceMinor?: number },
): Promise<HotTicketType> {
  const priceMinor = options.priceMinor ?? 1500;
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query('begin');
    const { rows: events } = await client.query<{ id: number; currency: string }>(
      `insert into events (organization_id, category_id, title, short_description, location, currency, status,
                           start_time, end_time, capacity, capacity_used, tax_name, tax_rate_bp, tax_mode,
                           fee_fixed_minor, fee_percent_bp, fee_payer)
       select (select min(id) from organizations), (select min(id) from categories), 'Booking Rush Live, with codes',
              'The hot event of the booking-rush benchmark, with a code, a shared capacity, VAT and a fee.',
              'Uhuru Gardens, Nairobi', 'USD', 1,
              date_trunc('hour', now()) + interval '31 days', date_trunc('hour', now()) + interval '31 days 4 hours',
              $1, 0, 'VAT', 1600, 'added', 50, 250, 'buyer'
       returning id, currency`,
      [options.stock],
    );
    const event = defined(events[0], 'the inserted event');
    const { rows: types } = await client.query<{ id: number }>(
      `insert into ticket_types (event_id, name, price_minor, max_tickets, sold, held, status)
       values ($1, 'General admission', $2, $3, 0, 0, 1), ($1, 'VIP', $4, 500, 0, 0, 1)
       returning id`,
      [event.id, priceMinor, options.stock, priceMinor * 4],
    );
    const { rows: codes } = await client.query<{ id: number }>(
      `insert into promo_codes (event_id, code, discount_type, discount_value, max_uses, uses)
       values ($1, $2, 'percentage', 2000, $3, 0)
       returning id`,
      [event.id, RUSH_CODE, options.stock],
    );
    await client.query('commit');
    await client.query(
      'vacuum (analyze) events, ticket_types, promo_codes, users, sessions, bookings, booking_items, simulated_payment_intents',
    );
    return {
      eventId: event.id,
      ticketTypeId: defined(types[0], 'the inserted ticket type').id,
      maxTickets: options.stock,
      priceMinor,
      currency: event.currency,
      rules: {
        capacity: options.stock,
        promoCodeId: defined(codes[0], 'the inserted code').id,
        promoCode: RUSH_CODE,
      },
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

/** The code's and the shared capacity's counters against the bookings that hold them. */
export interface RulesCheck {
  /** promo_codes.uses, and the pending or paid bookings carrying that code: they must be equal. */
  codeUses: number;
  codeBookings: number;
  maxUses: number;
  /** events.capacity_used, and the sold + held of the event's types: they must be equal. */
  capacity: number;
  capacityUsed: number;
  typesSoldHeld: number;
  /** |codeUses − codeBookings| + |capacityUsed − typesSoldHeld| + over-use of either. */
  problems: number;
}

export async function checkRules(url: string, hot: HotTicketType, rules: RulesSettings): Promise<RulesCheck> {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{
      uses: number;
      max_uses: number;
      code_bookings: number;
      capacity: number;
      capacity_used: number;
      types_sold_held: number;
    }>(
      `select c.uses, c.max_uses,
              (select count(*)::int from bookings b where b.promo_code_id = c.id and b.status in (1, 2))
                as code_bookings,
              e.capacity, e.capacity_used,
              (select coalesce(sum(t.sold + t.held), 0)::int from ticket_types t where t.event_id = e.id)
                as types_sold_held
       from promo_codes c join events e on e.id = c.event_id
       where c.id = $1 and e.id = $2`,
      [rules.promoCodeId, hot.eventId],
    );
    const row = defined(rows[0], 'the code and its event');
    return {
      codeUses: row.uses,
      codeBookings: row.code_bookings,
      maxUses: row.max_uses,
      capacity: row.capacity,
      capacityUsed: row.capacity_used,
      typesSoldHeld: row.types_sold_held,
      problems:
        Math.abs(row.uses - row.code_bookings) +
        Math.abs(row.capacity_used - row.types_sold_held) +
        Math.max(0, row.uses - row.max_uses) +
        Math.max(0, row.capacity_used - row.capacity),
    };
  });
}

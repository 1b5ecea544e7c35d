import pg from 'pg';
import { defined } from './defined';

export interface HotTicketType {
  eventId: number;
  ticketTypeId: number;
  maxTickets: number;
  priceMinor: number;
  currency: string;
  /** Only for the event of `seedRulesTicketType`: its shared capacity and the code every booking sends. */
  rules?: RulesSettings;
}

/** Issue 15's rules on a hot event: a shared capacity and a percentage code, both far from running out. */
export interface RulesSettings {
  /** events.capacity, and the code's max_uses: far more than a run can book, like the type's stock. */
  capacity: number;
  promoCodeId: number;
  promoCode: string;
}

/**
 * One published event a month ahead with one on-sale ticket type of `stock` seats (far more than a
 * run can book), for the booking rush. Seed the rest with `seedBenchData` first: the hot event goes
 * to its first organization and category. Ends with VACUUM (ANALYZE) of the tables a booking reads.
 */
export async function seedHotTicketType(
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
                           start_time, end_time)
       select (select min(id) from organizations), (select min(id) from categories), 'Booking Rush Live',
              'The hot event of the booking-rush benchmark.', 'Uhuru Gardens, Nairobi', 'USD', 1,
              date_trunc('hour', now()) + interval '30 days', date_trunc('hour', now()) + interval '30 days 4 hours'
       returning id, currency`,
    );
    const event = defined(events[0], 'the inserted event');
    const { rows: types } = await client.query<{ id: number }>(
      `insert into ticket_types (event_id, name, price_minor, max_tickets, sold, held, status)
       values ($1, 'General admission', $2, $3, 0, 0, 1), ($1, 'VIP', $4, 500, 0, 0, 1)
       returning id`,
      [event.id, priceMinor, options.stock, priceMinor * 4],
    );
    await client.query('commit');
    await client.query(
      'vacuum (analyze) events, ticket_types, users, sessions, bookings, booking_items, simulated_payment_intents',
    );
    return {
      eventId: event.id,
      ticketTypeId: defined(types[0], 'the inserted ticket type').id,
      maxTickets: options.stock,
      priceMinor,
      currency: event.currency,
    };
  } catch (error) {
    await client.query('rollback').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}

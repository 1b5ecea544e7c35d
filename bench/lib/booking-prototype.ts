/**
 * A benchmark-only prototype of the booking call with fewer round trips, to measure what the
 * recommendations in bench/README.md would buy before anyone changes `apps/api`. It is mounted on
 * the real app (same Fastify instance, body schema, response schema and serializer) at
 * `POST /bench/prototype/book` when a target is started with `prototype: true`, and books with
 * three statements on a pool of its own, all named (prepared once per connection):
 *
 * 1. one read of the event and the requested ticket types (a join);
 * 2. one statement, committed on its own, that takes the hot row first and then writes the guest,
 *    session, booking and items from the update's RETURNING: the row lock is held only inside
 *    PostgreSQL (the rest of the statement and its commit), never across a round trip to Node;
 * 3. the simulated payment intent and the booking's intent id in one statement.
 *
 * It handles one ticket type per booking (the rush's case; several types need a function or a
 * check that aborts the statement) and only the simulated provider. It is not the application.
 */
import { randomBytes, randomInt } from 'node:crypto';
import { AUTH_HEADER } from '@tiketi/contract/accounts';
import { bookingCreated, createBookingInput } from '@tiketi/contract/bookings';
import { envelopeOf } from '@tiketi/contract/envelope';
import { fromMinor } from '@tiketi/contract/money';
import pg from 'pg';
import { z } from 'zod';
import type { AppInstance } from '../../apps/api/src/app-types';
import type { Config } from '../../apps/api/src/config';
import { AppError, badRequest, notFound } from '../../apps/api/src/lib/app-error';
import { envelope } from '../../apps/api/src/lib/envelope';
import { createToken, sha256 } from '../../apps/api/src/lib/secrets';

export const PROTOTYPE_PATH = '/bench/prototype/book';

const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
const BASE62 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** As the app's own `createReference` (not exported there). */
function createReference(): string {
  return `TK-${Array.from(randomBytes(10), (byte) => ALPHABET[byte % ALPHABET.length]).join('')}`;
}

function randomBase62(length = 24): string {
  let text = '';
  for (let index = 0; index < length; index += 1) text += BASE62[randomInt(BASE62.length)];
  return text;
}

const LOOKUP = `
  select e.status, e.currency, e.end_time, t.id as type_id, t.name, t.price_minor, t.no_of_persons,
         t.status as type_status
  from events e left join ticket_types t on t.event_id = e.id and t.id = $2
  where e.id = $1`;

const BOOK = `
  with hold as (
    update ticket_types set held = held + $1::int
    where id = $2::int and event_id = $3::int and status = 1 and price_minor = $4::int
      and sold + held + $1::int <= max_tickets
    returning id
  ), guest as (
    insert into users (kind, first_name, last_name, email, msisdn)
    select 'guest', $5::text, $6::text, $7::text, $8::text from hold
    returning id
  ), guest_session as (
    insert into sessions (token_hash, user_id, expires_at) select $9::text, id, $10::timestamptz from guest
  ), booking as (
    insert into bookings (reference, event_id, user_id, payment_method, currency, total_minor, buyer_name,
                          buyer_email, buyer_msisdn, hold_expires_at)
    select $11::text, $3::int, id, 'card', $12::text, $13::int, $14::text, $7::text, $8::text, $15::timestamptz
    from guest
    returning id
  ), items as (
    insert into booking_items (booking_id, ticket_type_id, name, no_of_persons, quantity, unit_price_minor)
    select id, $2::int, $16::text, $17::int, $1::int, $4::int from booking
  )
  select id from booking`;

const INTENT = `
  with intent as (
    insert into simulated_payment_intents (id, client_secret, idempotency_key, amount_minor, currency, reference)
    values ($1, $2, $3, $4, $5, $6)
    on conflict (idempotency_key) do nothing
    returning id
  )
  update bookings set provider = 'simulated', provider_intent_id = (select id from intent)
  where id = $7 and exists (select 1 from intent)`;

const email = z.email();

export function registerBookingPrototype(
  app: AppInstance,
  config: Config,
  databaseUrl: string,
  poolSize: number,
) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolSize });
  pool.on('error', (error) => console.error(`prototype pool: ${error.message}`));
  app.addHook('onClose', async () => {
    await pool.end();
  });

  app.post(
    PROTOTYPE_PATH,
    { schema: { hide: true, body: createBookingInput, response: { 201: envelopeOf(bookingCreated) } } },
    async (request, reply) => {
      const input = request.body;
      if (input.payment_method !== 'card') throw badRequest('Please pay by card.');
      if (input.tickets.length !== 1) throw badRequest('The prototype books one ticket type.');
      const row = input.tickets[0]!;
      if (row.qty > config.booking.maxTicketsPerBooking) throw badRequest('Too many tickets');
      const details = input.details;
      if (!details?.full_name || !details.email_address || !details.msisdn)
        throw badRequest('Personal details are required');
      if (!email.safeParse(details.email_address).success) throw badRequest('Enter a valid email address');

      const { rows } = await pool.query<{
        status: number;
        currency: string;
        end_time: Date;
        type_id: number | null;
        name: string;
        price_minor: number;
        no_of_persons: number;
        type_status: number;
      }>({ name: 'proto_lookup', text: LOOKUP, values: [input.event_id, row.id] });
      const found = rows[0];
      if (found?.status !== 1) throw notFound('Event not found');
      if (found.end_time.getTime() <= Date.now()) throw badRequest('This event has ended');
      if (found.type_id === null || found.type_status !== 1)
        throw badRequest(`Ticket ${row.id} is not on sale for this event`);

      const totalMinor = row.qty * found.price_minor;
      const reference = createReference();
      const token = createToken();
      const holdExpiresAt = new Date(Date.now() + config.booking.holdMinutes * 60_000);
      const [firstName, ...rest] = details.full_name.split(/\s+/);
      const booked = await pool.query<{ id: number }>({
        name: 'proto_book',
        text: BOOK,
        values: [
          row.qty,
          row.id,
          input.event_id,
          found.price_minor,
          firstName ?? '',
          rest.join(' '),
          details.email_address,
          details.msisdn,
          sha256(token),
          new Date(Date.now() + config.session.maxHours * 3_600_000),
          reference,
          found.currency,
          totalMinor,
          details.full_name,
          holdExpiresAt,
          found.name,
          found.no_of_persons,
        ],
      });
      const bookingId = booked.rows[0]?.id;
      if (bookingId === undefined) throw new AppError('CONFLICT', `${found.name} is sold out`);

      const intentId = `sim_pi_${randomBase62()}`;
      const clientSecret = `${intentId}_secret_${randomBase62()}`;
      await pool.query({
        name: 'proto_intent',
        text: INTENT,
        values: [
          intentId,
          clientSecret,
          `booking-${reference}`,
          totalMinor,
          found.currency.toLowerCase(),
          reference,
          bookingId,
        ],
      });

      reply.header(AUTH_HEADER, token).header('access-control-expose-headers', AUTH_HEADER);
      return reply.code(201).send(
        envelope(
          201,
          {
            data: {
              booking_id: reference,
              client_secret: clientSecret,
              status: 1,
              currency: found.currency,
              total_price: fromMinor(totalMinor),
              expires_at: holdExpiresAt.toISOString(),
              provider: 'simulated' as const,
              publishable_key: null,
            },
          },
          'Seats held. Complete the payment to confirm them.',
        ),
      );
    },
  );
}

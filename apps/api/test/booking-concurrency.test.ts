import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookingItems, bookings, ticketTypes } from '../src/db/schema/index';
import { bookingBatchSizes } from '../src/modules/bookings';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { rush, startServer, takenOfTypes } from './support/rush';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * pretix-style proof that nothing is oversold: real simultaneous HTTP requests against the real
 * server on real PostgreSQL, with a watcher reading the counters the whole time. The control test
 * removes the guards and shows that the same harness does catch an oversell.
 */

async function heldSeats(t: TestApp, ticketTypeId: number) {
  const [row] = await t.db
    .select({ total: sql<number>`coalesce(sum(${bookingItems.quantity}), 0)::int` })
    .from(bookingItems)
    .innerJoin(bookings, eq(bookings.id, bookingItems.bookingId))
    .where(eq(bookingItems.ticketTypeId, ticketTypeId));
  const [counters] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, ticketTypeId));
  assert(counters, 'counters');
  return {
    booked: defined(row, 'row').total,
    sold: counters.sold,
    held: counters.held,
    max: counters.maxTickets,
  };
}

async function seedEvent(t: TestApp, types: { name: string; max: number }[]) {
  const category = await createCategory(t.db);
  const org = await createOrganization(t.db);
  const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
  const created = [];
  for (const type of types) {
    created.push(
      await createTicketType(t.db, {
        eventId: event.id,
        name: type.name,
        maxTickets: type.max,
        priceMinor: 1500,
      }),
    );
  }
  return { eventId: event.id, types: created };
}

// Issue 18: as deployed (batches of what queues behind a statement in flight), and with batching
// forced to its maximum (every statement waits until its queue stops growing).
describe.runIf(testDatabaseUrl).each(['on', 'max'])(
  'no overselling under simultaneous buyers (PostgreSQL, batching %s)',
  (batching) => {
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      t = await createTestApp('postgres', { BOOKING_BATCH: batching }, { poolSize: 20 });
      base = await startServer(t);
    });
    afterAll(() => t.close());
    beforeEach(() => bookingBatchSizes.reset());
    afterEach(() => {
      // Forced to its maximum, bookings really went together.
      if (batching === 'max') expect(bookingBatchSizes.summary().max).toBeGreaterThan(1);
    });

    it('200 simultaneous bookings for 50 seats: exactly 50 held, 150 clear 409s, no 5xx', async () => {
      const { eventId, types } = await seedEvent(t, [{ name: 'General', max: 50 }]);
      const ticket = defined(types[0], 'ticket');
      const bodies = Array.from({ length: 200 }, () => ({
        event_id: eventId,
        tickets: [{ id: ticket.id, qty: 1 }],
      }));
      const result = await rush(t, base, bodies, takenOfTypes([ticket.id]));
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 50, 409: 150 });
      expect(result.peak).toBeLessThanOrEqual(50);
      expect(await heldSeats(t, ticket.id)).toEqual({ booked: 50, sold: 0, held: 50, max: 50 });
    });

    it('multi-type bookings racing in opposite orders neither deadlock nor oversell', async () => {
      const { eventId, types } = await seedEvent(t, [
        { name: 'Day pass', max: 60 },
        { name: 'Workshop', max: 60 },
      ]);
      const a = defined(types[0], 'a');
      const b = defined(types[1], 'b');
      const bodies = Array.from({ length: 200 }, (_, index) => ({
        event_id: eventId,
        tickets:
          index % 2 === 0
            ? [
                { id: a.id, qty: 1 },
                { id: b.id, qty: 1 },
              ]
            : [
                { id: b.id, qty: 1 },
                { id: a.id, qty: 1 },
              ],
      }));
      const result = await rush(t, base, bodies, takenOfTypes([a.id, b.id]));
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 60, 409: 140 });
      expect(result.peak).toBeLessThanOrEqual(60);
      expect(await heldSeats(t, a.id)).toMatchObject({ booked: 60, held: 60 });
      expect(await heldSeats(t, b.id)).toMatchObject({ booked: 60, held: 60 });
    });

    it('two instances batching on one database: 200 buyers for 50 seats give exactly 50', async () => {
      const second = await createTestApp('postgres', { BOOKING_BATCH: batching }, { sameDatabaseAs: t });
      try {
        const { eventId, types } = await seedEvent(t, [{ name: 'General', max: 50 }]);
        const ticket = defined(types[0], 'ticket');
        const bodies = Array.from({ length: 200 }, () => ({
          event_id: eventId,
          tickets: [{ id: ticket.id, qty: 1 }],
        }));
        const result = await rush(t, [base, await startServer(second)], bodies, takenOfTypes([ticket.id]));
        expect(Object.fromEntries(result.statuses)).toEqual({ 201: 50, 409: 150 });
        expect(result.peak).toBeLessThanOrEqual(50);
        expect(await heldSeats(t, ticket.id)).toEqual({ booked: 50, sold: 0, held: 50, max: 50 });
      } finally {
        await second.close();
      }
    });
  },
);

/** hold_seats without its guard: a plain read, then a write of what was read plus the quantity. */
const NAIVE_HOLD_SEATS = `
  create or replace function hold_seats(
    p_ticket_type_id integer, p_event_id integer, p_price_minor integer, p_quantity integer,
    p_unlocks_hidden boolean
  ) returns boolean language plpgsql as $$
  declare
    v_type record;
  begin
    select sold, held, max_tickets into v_type from ticket_types where id = p_ticket_type_id;
    if v_type.sold + v_type.held + p_quantity > v_type.max_tickets then
      return false;
    end if;
    update ticket_types set held = v_type.held + p_quantity where id = p_ticket_type_id;
    return true;
  end
  $$`;

// Without batching, so requests race in the database (one instance's lane would queue them).
describe.runIf(testDatabaseUrl)(
  'control: the same harness catches an oversell when the guards are removed',
  () => {
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      t = await createTestApp('postgres', { BOOKING_BATCH: 'off' }, { poolSize: 20 });
      // Both guards go: the table's own check, and the conditional update, replaced in this test
      // database only by the naive read-then-write (read the counters, then write them back).
      await t.db.execute(sql`alter table ticket_types drop constraint ticket_types_not_oversold`);
      await t.db.execute(sql.raw(NAIVE_HOLD_SEATS));
      base = await startServer(t);
    });
    afterAll(() => t.close());

    it('oversells without the conditional update and the check constraint', async () => {
      const { eventId, types } = await seedEvent(t, [{ name: 'General', max: 50 }]);
      const ticket = defined(types[0], 'ticket');
      const bodies = Array.from({ length: 200 }, () => ({
        event_id: eventId,
        tickets: [{ id: ticket.id, qty: 1 }],
      }));
      const result = await rush(t, base, bodies, takenOfTypes([ticket.id]));
      const seats = await heldSeats(t, ticket.id);
      // Lost updates let more bookings through than there are seats: the harness sees it.
      expect(result.statuses.get(201) ?? 0).toBeGreaterThan(50);
      expect(seats.booked).toBeGreaterThan(seats.max);
    });
  },
);

// With batching at its maximum, one instance's lane queues its bookings; two instances' batches
// still race in the database, which the naive guards cannot survive.
describe.runIf(testDatabaseUrl)('control: two batching instances oversell without the guards', () => {
  let t: TestApp;
  let second: TestApp;

  beforeAll(async () => {
    t = await createTestApp('postgres', { BOOKING_BATCH: 'max' }, { poolSize: 20 });
    await t.db.execute(sql`alter table ticket_types drop constraint ticket_types_not_oversold`);
    await t.db.execute(sql.raw(NAIVE_HOLD_SEATS));
    second = await createTestApp('postgres', { BOOKING_BATCH: 'max' }, { sameDatabaseAs: t });
  });
  afterAll(async () => {
    await second.close();
    await t.close();
  });

  it('oversells across instances without the conditional update and the check constraint', async () => {
    const { eventId, types } = await seedEvent(t, [{ name: 'General', max: 50 }]);
    const ticket = defined(types[0], 'ticket');
    const bodies = Array.from({ length: 200 }, () => ({
      event_id: eventId,
      tickets: [{ id: ticket.id, qty: 1 }],
    }));
    const bases = [await startServer(t), await startServer(second)];
    // The row is locked until both instances' statements wait for it, so both have read it: the
    // race is made to happen, not hoped for.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from ticket_types where id = $1 for update', [ticket.id]);
    const rushed = rush(t, bases, bodies, takenOfTypes([ticket.id]));
    // Asked on a connection of its own: a transaction sees pg_stat_activity as it first read it.
    const observer = new pg.Client({ connectionString: t.database.url });
    await observer.connect();
    await waitFor(async () => {
      const { rows } = await observer.query<{ waiting: number }>(
        `select count(*)::int as waiting from pg_stat_activity
         where wait_event_type = 'Lock' and query like '%book_seats%'`,
      );
      return (rows[0]?.waiting ?? 0) >= 2;
    });
    await observer.end();
    await locker.query('commit');
    await locker.end();
    const result = await rushed;
    const seats = await heldSeats(t, ticket.id);
    expect(result.statuses.get(201) ?? 0).toBeGreaterThan(50);
    expect(seats.booked).toBeGreaterThan(seats.max);
  });
});

async function waitFor(condition: () => Promise<boolean>) {
  for (let tries = 0; !(await condition()); tries++) {
    if (tries > 600) throw new Error('the condition was not met within a minute');
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

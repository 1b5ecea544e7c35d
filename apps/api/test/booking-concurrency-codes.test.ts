import { CODE_REFUSALS } from '@tiketi/contract/promo-codes';
import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, promoCodes, ticketTypes } from '../src/db/schema/index';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { rush, startServer } from './support/rush';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 15: a promo code's uses and an event's shared capacity are scarce like seats, and taken the
 * same way (inside book_seats, by a conditional update after the types' rows). Real simultaneous
 * bookings on real PostgreSQL; the controls put a naive read-then-write in place of each guard and
 * show that the same harness catches the over-use and the oversell.
 */

async function seed(t: TestApp, types: number, maxEach: number) {
  const category = await createCategory(t.db);
  const org = await createOrganization(t.db);
  const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
  const created = [];
  for (let index = 0; index < types; index += 1) {
    created.push(
      await createTicketType(t.db, {
        eventId: event.id,
        name: `Type ${index}`,
        maxTickets: maxEach,
        priceMinor: 2000,
      }),
    );
  }
  return { eventId: event.id, typeIds: created.map((type) => type.id) };
}

async function seedCode(t: TestApp, eventId: number, maxUses: number) {
  const [code] = await t.db
    .insert(promoCodes)
    .values({ eventId, code: 'RUSH10', discountType: 'percentage', discountValue: 2000, maxUses })
    .returning();
  return defined(code, 'code');
}

/** 200 buyers of one seat each, spread over the types (so only the code or the capacity is shared by all). */
const buyers = (eventId: number, typeIds: number[], extra: object = {}) =>
  Array.from({ length: 200 }, (_, index) => ({
    event_id: eventId,
    tickets: [{ id: typeIds[index % typeIds.length], qty: 1 }],
    ...extra,
  }));

const usesOf = (codeId: number) => ({
  text: 'select uses as taken from promo_codes where id = $1',
  values: [codeId],
});
const capacityUsedOf = (eventId: number) => ({
  text: 'select capacity_used as taken from events where id = $1',
  values: [eventId],
});

async function heldWithCode(t: TestApp, codeId: number) {
  const rows = await t.db
    .select({ discount: bookings.discountMinor, total: bookings.totalMinor })
    .from(bookings)
    .where(eq(bookings.promoCodeId, codeId));
  return rows;
}

async function seatsTaken(t: TestApp, typeIds: number[]) {
  const [row] = await t.db
    .select({ taken: sql<number>`sum(${ticketTypes.sold} + ${ticketTypes.held})::int` })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, typeIds));
  return defined(row, 'row').taken;
}

describe.runIf(testDatabaseUrl).each(['on', 'max'])(
  'codes and shared capacity are never over-used (PostgreSQL, batching %s)',
  (batching) => {
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      t = await createTestApp('postgres', { BOOKING_BATCH: batching }, { poolSize: 20 });
      base = await startServer(t);
    });
    afterAll(() => t.close());

    it('200 simultaneous bookings with a code limited to 10 uses: exactly 10 discounted, 190 clear 409s', async () => {
      const { eventId, typeIds } = await seed(t, 20, 100);
      const code = await seedCode(t, eventId, 10);
      const result = await rush(t, base, buyers(eventId, typeIds, { promo_code: 'rush10' }), usesOf(code.id));
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 10, 409: 190 });
      expect([...(result.refusals.get(409) ?? [])]).toEqual([CODE_REFUSALS.usedUp]);
      expect(result.peak).toBeLessThanOrEqual(10);
      const held = await heldWithCode(t, code.id);
      expect(held).toHaveLength(10);
      // 20% off 20.00 is 4.00 on each, and the provider is asked for 16.00.
      expect(held.every((row) => row.discount === 400 && row.total === 1600)).toBe(true);
      const [after] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
      expect(after?.uses).toBe(10);
      // The seats of the refused bookings went back: only the 10 are held.
      expect(await seatsTaken(t, typeIds)).toBe(10);
    });

    it('200 buyers across three types sharing 50 seats: exactly 50 held', async () => {
      const { eventId, typeIds } = await seed(t, 3, 40);
      await t.db.update(events).set({ capacity: 50, capacityUsed: 0 }).where(eq(events.id, eventId));
      const result = await rush(t, base, buyers(eventId, typeIds), capacityUsedOf(eventId));
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 50, 409: 150 });
      expect(result.peak).toBeLessThanOrEqual(50);
      expect(await seatsTaken(t, typeIds)).toBe(50);
      const [event] = await t.db.select().from(events).where(eq(events.id, eventId));
      expect(event?.capacityUsed).toBe(50);
    });
  },
);

/**
 * The guarded statements of book_seats (migration 0014), and naive stand-ins that read the counter,
 * pause a moment (as a busy server would between two statements) and write back what they read.
 */
const GUARDED_CODE_USE =
  /UPDATE promo_codes SET uses = uses \+ 1[\s\S]*?AND \(max_uses IS NULL OR uses < max_uses\);/;
const NAIVE_CODE_USE = `SELECT uses, max_uses INTO v_code FROM promo_codes WHERE id = p_promo_id;
    PERFORM pg_sleep(0.005);
    IF v_code.max_uses IS NOT NULL AND v_code.uses >= v_code.max_uses THEN
      RAISE EXCEPTION 'used up' USING ERRCODE = 'TK412', DETAIL = 'used_up';
    END IF;
    UPDATE promo_codes SET uses = v_code.uses + 1 WHERE id = p_promo_id;`;
const GUARDED_CAPACITY =
  /UPDATE events SET capacity_used = capacity_used \+ v_wanted\s+WHERE id = p_event_id AND capacity IS NOT NULL AND capacity_used \+ v_wanted <= capacity;/;
const NAIVE_CAPACITY = `SELECT capacity_used, capacity INTO v_code FROM events WHERE id = p_event_id;
    PERFORM pg_sleep(0.005);
    IF v_code.capacity_used + v_wanted > v_code.capacity THEN
      RAISE EXCEPTION 'no room' USING ERRCODE = 'TK411', DETAIL = '0';
    END IF;
    UPDATE events SET capacity_used = v_code.capacity_used + v_wanted WHERE id = p_event_id;`;

describe.runIf(testDatabaseUrl)(
  'control: the same harness catches over-use when the guards are removed',
  () => {
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      // Without batching, so requests race in the database (one instance's lane would queue them).
      t = await createTestApp('postgres', { BOOKING_BATCH: 'off' }, { poolSize: 20 });
      // Both guards go, in this test database only: the tables' own checks, and the conditional
      // updates inside book_seats, replaced by the naive read-then-write.
      await t.db.execute(sql`alter table promo_codes drop constraint promo_codes_not_over_used`);
      await t.db.execute(sql`alter table events drop constraint events_capacity_not_exceeded`);
      const client = new pg.Client({ connectionString: t.database.url });
      await client.connect();
      try {
        const { rows } = await client.query<{ source: string }>(
          `select pg_get_functiondef('book_seats(jsonb)'::regprocedure) as source`,
        );
        const source = defined(rows[0], 'source').source;
        expect(source).toMatch(GUARDED_CODE_USE);
        expect(source).toMatch(GUARDED_CAPACITY);
        await client.query(
          source.replace(GUARDED_CODE_USE, NAIVE_CODE_USE).replace(GUARDED_CAPACITY, NAIVE_CAPACITY),
        );
      } finally {
        await client.end();
      }
      base = await startServer(t);
    });
    afterAll(() => t.close());

    it('over-uses a code without the conditional update and the check', async () => {
      const { eventId, typeIds } = await seed(t, 20, 100);
      const code = await seedCode(t, eventId, 10);
      const result = await rush(t, base, buyers(eventId, typeIds, { promo_code: 'RUSH10' }), usesOf(code.id));
      expect(result.statuses.get(201) ?? 0).toBeGreaterThan(10);
      expect((await heldWithCode(t, code.id)).length).toBeGreaterThan(10);
    });

    it('oversells a shared capacity without the conditional update and the check', async () => {
      const { eventId, typeIds } = await seed(t, 3, 40);
      await t.db.update(events).set({ capacity: 50, capacityUsed: 0 }).where(eq(events.id, eventId));
      const result = await rush(t, base, buyers(eventId, typeIds), capacityUsedOf(eventId));
      expect(result.statuses.get(201) ?? 0).toBeGreaterThan(50);
      expect(await seatsTaken(t, typeIds)).toBeGreaterThan(50);
    });
  },
);

import { CODE_REFUSALS } from '@tiketi/contract/promo-codes';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { events, promoCodes, ticketTypes } from '../src/db/schema/index';
import { bookingBatchSizes } from '../src/modules/bookings';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { rush, startServer } from './support/rush';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Migration 0024: a batch takes a code's uses and a shared capacity once per statement, judging each
 * booking against the rows it holds plus what its earlier bookings took. Here every buyer books the
 * same single type, so one lane carries them all and the batches are as large as they get; on real
 * PostgreSQL, one instance and two on one database. The control removes that count (and the checks)
 * and the same harness sees the over-use.
 */

async function seed(t: TestApp, options: { capacity: number | null; maxUses: number | null }) {
  const category = await createCategory(t.db);
  const org = await createOrganization(t.db);
  const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
  await t.db
    .update(events)
    .set({ capacity: options.capacity, capacityUsed: 0 })
    .where(eq(events.id, event.id));
  const type = await createTicketType(t.db, {
    eventId: event.id,
    name: 'General',
    maxTickets: 300,
    priceMinor: 2000,
  });
  const [code] = await t.db
    .insert(promoCodes)
    .values({
      eventId: event.id,
      code: 'RUSH10',
      discountType: 'percentage',
      discountValue: 2000,
      maxUses: options.maxUses,
    })
    .returning();
  return { eventId: event.id, typeId: type.id, codeId: defined(code, 'code').id };
}

const buyers = (eventId: number, typeId: number) =>
  Array.from({ length: 200 }, () => ({
    event_id: eventId,
    tickets: [{ id: typeId, qty: 1 }],
    promo_code: 'RUSH10',
  }));

/** The watcher reads the larger of the code's uses and the event's capacity_used. */
const counterOf = (codeId: number, eventId: number) => ({
  text: `select greatest((select uses from promo_codes where id = $1),
                         (select capacity_used from events where id = $2)) as taken`,
  values: [codeId, eventId],
});

async function countersOf(t: TestApp, seeded: Awaited<ReturnType<typeof seed>>) {
  const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, seeded.codeId));
  const [event] = await t.db.select().from(events).where(eq(events.id, seeded.eventId));
  const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seeded.typeId));
  return { uses: code?.uses, capacityUsed: event?.capacityUsed, held: type?.held };
}

describe.runIf(testDatabaseUrl)(
  'codes and shared capacity in large batches (PostgreSQL, batching max)',
  () => {
    let t: TestApp;
    let base: string;

    beforeAll(async () => {
      t = await createTestApp('postgres', { BOOKING_BATCH: 'max' }, { poolSize: 20 });
      base = await startServer(t);
    });
    afterAll(() => t.close());
    beforeEach(() => bookingBatchSizes.reset());

    it('200 buyers of one type with a code of 10 uses: exactly 10, in batches', async () => {
      const seeded = await seed(t, { capacity: null, maxUses: 10 });
      const result = await rush(
        t,
        base,
        buyers(seeded.eventId, seeded.typeId),
        counterOf(seeded.codeId, seeded.eventId),
      );
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 10, 409: 190 });
      expect([...(result.refusals.get(409) ?? [])]).toEqual([CODE_REFUSALS.usedUp]);
      expect(result.peak).toBeLessThanOrEqual(10);
      expect(await countersOf(t, seeded)).toEqual({ uses: 10, capacityUsed: 0, held: 10 });
      expect(bookingBatchSizes.summary().max).toBeGreaterThan(1);
    });

    // Smaller than a batch (BOOKING_BATCH_SIZE, 50): one statement must refuse some of its own bookings.
    it('200 buyers of one type with a code and a capacity of 30: exactly 30, in batches', async () => {
      const seeded = await seed(t, { capacity: 30, maxUses: 1000 });
      const result = await rush(
        t,
        base,
        buyers(seeded.eventId, seeded.typeId),
        counterOf(seeded.codeId, seeded.eventId),
      );
      expect(Object.fromEntries(result.statuses)).toEqual({ 201: 30, 409: 170 });
      expect(result.peak).toBeLessThanOrEqual(30);
      expect(await countersOf(t, seeded)).toEqual({ uses: 30, capacityUsed: 30, held: 30 });
      expect(bookingBatchSizes.summary().max).toBeGreaterThan(1);
    });

    it('two instances batching on one database: a code of 10 uses and a capacity of 30 hold exactly', async () => {
      const second = await createTestApp('postgres', { BOOKING_BATCH: 'max' }, { sameDatabaseAs: t });
      try {
        const bases = [base, await startServer(second)];
        const code = await seed(t, { capacity: 1000, maxUses: 10 });
        const byCode = await rush(
          t,
          bases,
          buyers(code.eventId, code.typeId),
          counterOf(code.codeId, code.eventId),
        );
        expect(Object.fromEntries(byCode.statuses)).toEqual({ 201: 10, 409: 190 });
        expect(await countersOf(t, code)).toEqual({ uses: 10, capacityUsed: 10, held: 10 });
        const capacity = await seed(t, { capacity: 30, maxUses: null });
        const byCapacity = await rush(
          t,
          bases,
          buyers(capacity.eventId, capacity.typeId),
          counterOf(capacity.codeId, capacity.eventId),
        );
        expect(Object.fromEntries(byCapacity.statuses)).toEqual({ 201: 30, 409: 170 });
        expect(await countersOf(t, capacity)).toEqual({ uses: 30, capacityUsed: 30, held: 30 });
      } finally {
        await second.close();
      }
    });
  },
);

/** book_seats' judgements in a batch (migration 0024), and stand-ins that forget the batch's own takings. */
const BATCH_CODE_USE = 'AND (max_uses IS NULL OR uses + p_batch_uses < max_uses);';
const FORGETFUL_CODE_USE = 'AND (max_uses IS NULL OR uses < max_uses);';
const BATCH_CAPACITY = 'v_used + p_batch_capacity + v_wanted > v_capacity THEN';
const FORGETFUL_CAPACITY = 'v_used + v_wanted > v_capacity THEN';

describe.runIf(testDatabaseUrl)('control: large batches over-use without counting their own takings', () => {
  let t: TestApp;
  let base: string;

  beforeAll(async () => {
    t = await createTestApp('postgres', { BOOKING_BATCH: 'max' }, { poolSize: 20 });
    await t.db.execute(sql`alter table promo_codes drop constraint promo_codes_not_over_used`);
    await t.db.execute(sql`alter table events drop constraint events_capacity_not_exceeded`);
    const client = new pg.Client({ connectionString: t.database.url });
    await client.connect();
    try {
      const { rows } = await client.query<{ source: string }>(
        `select pg_get_functiondef('book_seats(jsonb)'::regprocedure) as source`,
      );
      const source = defined(rows[0], 'source').source;
      expect(source).toContain(BATCH_CODE_USE);
      expect(source).toContain(BATCH_CAPACITY);
      await client.query(
        source.replace(BATCH_CODE_USE, FORGETFUL_CODE_USE).replace(BATCH_CAPACITY, FORGETFUL_CAPACITY),
      );
    } finally {
      await client.end();
    }
    base = await startServer(t);
  });
  afterAll(() => t.close());
  beforeEach(() => bookingBatchSizes.reset());

  it('over-uses a code', async () => {
    const seeded = await seed(t, { capacity: null, maxUses: 10 });
    const result = await rush(
      t,
      base,
      buyers(seeded.eventId, seeded.typeId),
      counterOf(seeded.codeId, seeded.eventId),
    );
    expect(bookingBatchSizes.summary().max).toBeGreaterThan(1);
    expect(result.statuses.get(201) ?? 0).toBeGreaterThan(10);
    expect((await countersOf(t, seeded)).uses).toBeGreaterThan(10);
  });

  it('oversells a shared capacity', async () => {
    const seeded = await seed(t, { capacity: 30, maxUses: null });
    const result = await rush(
      t,
      base,
      buyers(seeded.eventId, seeded.typeId),
      counterOf(seeded.codeId, seeded.eventId),
    );
    expect(bookingBatchSizes.summary().max).toBeGreaterThan(1);
    expect(result.statuses.get(201) ?? 0).toBeGreaterThan(30);
    expect((await countersOf(t, seeded)).capacityUsed).toBeGreaterThan(30);
  });
});

import { eq } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { book } from './support/bookings';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 18 on PostgreSQL: a sold-out refusal never waits for the hot row, and a seat given back on
// one instance clears the mark of another. Marks are trusted for ten minutes here, so only a
// notification can clear one.
const ENV = { SOLD_OUT_MARK_MS: '600000' };
const WAIT = { timeout: 15_000, interval: 20 };

describe.runIf(testDatabaseUrl)('sold out without touching the hot row (PostgreSQL)', () => {
  let a: TestApp;
  let b: TestApp;
  let locker: pg.Client;
  /** Not inside the locker's transaction, which would keep seeing one snapshot of pg_stat_activity. */
  let watcher: pg.Client;
  let eventId: number;
  let typeId: number;
  beforeAll(async () => {
    a = await createTestApp('postgres', ENV);
    b = await createTestApp('postgres', ENV, { sameDatabaseAs: a });
    const category = await createCategory(a.db);
    const org = await createOrganization(a.db);
    eventId = (await createEvent(a.db, { organizationId: org.id, categoryId: category.id })).id;
    typeId = (await createTicketType(a.db, { eventId, name: 'Front Row', priceMinor: 1000, maxTickets: 1 }))
      .id;
    const url = defined(a.database.url, 'the database url');
    locker = new pg.Client({ connectionString: url });
    await locker.connect();
    watcher = new pg.Client({ connectionString: url });
    await watcher.connect();
  });
  afterAll(async () => {
    await locker?.end();
    await watcher?.end();
    await b?.close();
    await a?.close();
  });

  const bookOne = (app: TestApp) => book(app, { event_id: eventId, tickets: [{ id: typeId, qty: 1 }] });
  /** Another transaction holds the ticket type's row lock, as a long booking statement would. */
  const lockRow = async () => {
    await locker.query('begin');
    await locker.query('select id from ticket_types where id = $1 for update', [typeId]);
  };
  const waitingForLocks = async () =>
    Number(
      defined(
        (
          await watcher.query<{ n: string }>(
            `select count(*) as n from pg_stat_activity
             where datname = current_database() and wait_event_type = 'Lock'`,
          )
        ).rows[0],
        'the count',
      ).n,
    );

  it('listens from start until the app closes', async () => {
    const listeners = async () =>
      Number(
        defined(
          (
            await watcher.query<{ n: string }>(
              `select count(*) as n from pg_stat_activity
               where datname = current_database() and query like 'listen %'`,
            )
          ).rows[0],
          'the count',
        ).n,
      );
    const before = await listeners();
    const c = await createTestApp('postgres', ENV, { sameDatabaseAs: a });
    expect(await listeners()).toBe(before + 1);
    await c.close();
    await vi.waitFor(async () => expect(await listeners()).toBe(before), WAIT);
  });

  it('answers a marked type while its row is locked; unmarked, the booking waits for the lock', async () => {
    const holder = await bookOne(a);
    expect(holder.status).toBe(201);

    // Control: instance B has not seen the type sold out, so its booking waits for the row.
    await lockRow();
    let settled = false;
    const first = bookOne(b).finally(() => {
      settled = true;
    });
    await vi.waitFor(async () => expect(await waitingForLocks()).toBe(1), WAIT);
    expect(settled).toBe(false);
    await locker.query('commit');
    expect((await first).body).toMatchObject({ status: 409, status_description: 'Front Row is sold out' });

    // Marked now: with the row locked again, B answers at once, the same way, and nobody waits.
    await lockRow();
    try {
      const marked = await bookOne(b);
      expect(marked.body).toEqual((await first).body);
      expect(await waitingForLocks()).toBe(0);
    } finally {
      await locker.query('commit');
    }

    // The seat comes back on instance A (its sweeper ends the hold): B books it.
    await a.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, holder.body.message.data.booking_id));
    const sweeper = startHoldSweeper({ deps: a.app.deps, log: silentLog, intervalMs: 3_600_000 });
    expect(await sweeper.runOnce()).toBe(1);
    await sweeper.stop();
    await vi.waitFor(async () => expect((await bookOne(b)).status).toBe(201), WAIT);
  });
});

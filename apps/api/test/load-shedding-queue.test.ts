import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SHED_MESSAGE } from '../src/lib/shed-load';
import { testDatabaseUrl } from './support/config';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Issue 18: with group commit a rush waits in the booking lanes, not for the pool, so shedding
 * also watches how long the oldest queued booking has waited (SHED_QUEUE_WAIT_MS).
 */
describe.runIf(testDatabaseUrl)("shedding on the booking lanes' wait (PostgreSQL)", () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('postgres', { SHED_QUEUE_WAIT_MS: '200' }, { poolSize: 5 });
  });
  afterAll(() => t.close());

  async function waitFor(check: () => boolean, what: string) {
    const started = Date.now();
    while (!check()) {
      if (Date.now() - started > 30_000) throw new Error(`timed out waiting for ${what}`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  it('sheds once a queued booking has waited too long, and books the queue when it moves', async () => {
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    const type = await createTicketType(t.db, { eventId: event.id, maxTickets: 100, priceMinor: 1500 });
    const book = (index: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/event/book',
        payload: {
          event_id: event.id,
          payment_method: 'card',
          tickets: [{ id: type.id, qty: 1 }],
          details: {
            full_name: `Queued Buyer ${index}`,
            msisdn: `+25470011${String(index).padStart(4, '0')}`,
            email_address: `queued${index}@example.com`,
          },
        },
      });

    // The hot row is locked elsewhere, so the lane's first statement waits and the rest queue.
    const locker = new pg.Client({ connectionString: t.database.url });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select 1 from ticket_types where id = $1 for update', [type.id]);
    const queued = [1, 2, 3, 4, 5].map((index) => book(index));
    await waitFor(() => t.app.isUnderPressure(), 'the lane wait to pass 200 ms');

    const shed = await book(6);
    expect(shed.statusCode).toBe(503);
    expect(Number(shed.headers['retry-after'])).toBeGreaterThanOrEqual(2);
    expect(shed.json()).toMatchObject({ status: 503, status_description: SHED_MESSAGE });

    await locker.query('commit');
    await locker.end();
    expect((await Promise.all(queued)).map((answer) => answer.statusCode)).toEqual([201, 201, 201, 201, 201]);
    await waitFor(() => !t.app.isUnderPressure(), 'the lane to drain');
    expect((await book(7)).statusCode).toBe(201);
  }, 60_000);
});

import { eq, inArray, sql } from 'drizzle-orm';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { issuedTickets } from '../src/db/schema/index';
import { codesOf, createOrganizer, type Organizer } from './check-in-kit';
import { buyAndPay } from './e-tickets-kit';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/**
 * Two devices at the door scan the same ticket at the same moment: real simultaneous HTTP requests
 * against the real server on PostgreSQL. The control test runs a naive read-then-write check-in
 * with the same simultaneity and shows the harness does catch a double admission.
 */
describe.runIf(testDatabaseUrl)('simultaneous scans of one ticket (PostgreSQL)', () => {
  let t: TestApp;
  let base: string;
  let owner: Organizer;
  let eventId: number;
  let ticketTypeId: number;

  beforeAll(async () => {
    t = await createTestApp('postgres', { MAX_TICKETS_PER_BOOKING: '20' }, { poolSize: 20 });
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
    owner = await createOrganizer(t);
    const category = await createCategory(t.db);
    eventId = (await createEvent(t.db, { organizationId: owner.organizationId, categoryId: category.id })).id;
    ticketTypeId = (await createTicketType(t.db, { eventId, maxTickets: 100 })).id;
  });
  afterAll(() => t.close());

  async function twentyCodes() {
    const purchase = await buyAndPay(t, eventId, [{ id: ticketTypeId, qty: 20 }]);
    return codesOf(t, purchase.token, purchase.reference);
  }

  const scanOverHttp = async (code: string) => {
    const response = await fetch(`${base}/api/v1/event/${eventId}/checkin`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', auth: owner.token },
      body: JSON.stringify({ code }),
    });
    const body = (await response.json()) as { message?: { outcome?: string } };
    return { code, status: response.status, outcome: body.message?.outcome ?? '' };
  };

  it('gives exactly one valid and one already checked in for two devices, for each of 20 tickets', async () => {
    const codes = await twentyCodes();
    const results = await Promise.all(codes.flatMap((code) => [scanOverHttp(code), scanOverHttp(code)]));
    expect(results.every((result) => result.status === 200)).toBe(true);
    for (const code of codes) {
      const outcomes = results.filter((result) => result.code === code).map((result) => result.outcome);
      expect(outcomes.sort()).toEqual(['already_checked_in', 'valid']);
    }
    const rows = await t.db.select().from(issuedTickets).where(inArray(issuedTickets.code, codes));
    expect(rows.every((row) => row.checkedInAt !== null)).toBe(true);
  });

  it('gives one valid among ten devices scanning one ticket at once', async () => {
    const [code] = await twentyCodes();
    const results = await Promise.all(Array.from({ length: 10 }, () => scanOverHttp(defined(code, 'code'))));
    const valid = results.filter((result) => result.outcome === 'valid');
    expect(valid).toHaveLength(1);
    expect(results.filter((result) => result.outcome === 'already_checked_in')).toHaveLength(9);
  });

  it('control: a naive read-then-write check-in admits some tickets twice under the same rush', async () => {
    const codes = await twentyCodes();
    const pool = new pg.Pool({ connectionString: t.database.url, max: 20 });
    try {
      const naive = async (code: string) => {
        const { rows } = await pool.query<{ checked_in_at: Date | null }>(
          'select checked_in_at from issued_tickets where code = $1',
          [code],
        );
        if (rows[0]?.checked_in_at) return 'already_checked_in';
        await pool.query('update issued_tickets set checked_in_at = now() where code = $1', [code]);
        return 'valid';
      };
      const outcomes = await Promise.all(
        codes.flatMap((code) => Array.from({ length: 5 }, () => naive(code))),
      );
      const valid = outcomes.filter((outcome) => outcome === 'valid').length;
      // More valid answers than tickets: the same admission was let in twice.
      expect(valid).toBeGreaterThan(codes.length);
    } finally {
      await pool.end();
    }
    const [row] = await t.db
      .select({ total: sql<number>`count(*)::int` })
      .from(issuedTickets)
      .where(eq(issuedTickets.eventId, eventId));
    expect(defined(row, 'row').total).toBe(60);
  });
});

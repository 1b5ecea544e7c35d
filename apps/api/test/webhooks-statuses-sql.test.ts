import { BOOKING_STATUS, EVENT_STATUS } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

/**
 * The webhook triggers of migration 0021 compare statuses with literals (ADR-026); these checks
 * fail when one of them and the constant in @tiketi/contract disagree.
 */
describe.each(databaseKinds)('status numbers in the webhook triggers on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.destroy();
  });

  async function functionSource(name: string) {
    const rows = await queryRows<{ src: string }>(
      database.db,
      sql`select prosrc as src from pg_proc where proname = ${name}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]?.src ?? '';
  }
  const comparisons = (source: string) =>
    [...source.matchAll(/\b(\w+\.)?status\s*(=|<>)\s*(\d+)/g)].map(
      (match) => [`${match[1] ?? ''}status`, Number(match[3])] as const,
    );
  const cases = (source: string) => [...source.matchAll(/WHEN (\d+) THEN/g)].map((match) => Number(match[1]));

  it('tells paid, cancelled and refunded bookings by the contract’s numbers', async () => {
    const source = await functionSource('webhook_booking_changed');
    expect(comparisons(source)).toEqual([
      ['NEW.status', BOOKING_STATUS.paid],
      ['OLD.status', BOOKING_STATUS.paid],
      ['NEW.status', BOOKING_STATUS.cancelled],
      ['OLD.status', BOOKING_STATUS.cancelled],
    ]);
    expect(cases(source)).toEqual([BOOKING_STATUS.paid, BOOKING_STATUS.cancelled, BOOKING_STATUS.refunded]);
  });

  it('tells published and cancelled events by the contract’s numbers', async () => {
    expect(comparisons(await functionSource('webhook_event_changed'))).toEqual([
      ['NEW.status', EVENT_STATUS.published],
      ['NEW.status', EVENT_STATUS.cancelled],
    ]);
  });
});

import { BOOKING_STATUS, EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

/**
 * The migrations write status numbers as literals (the partial indexes and the cap checks of
 * `book_seats` need the value itself). These checks read the migrated database and fail when a
 * literal there and the constant in @tiketi/contract disagree, or when a status is added to the
 * contract and not to the check constraint: the new migration such a change needs is then due.
 */
describe.each(databaseKinds)('status numbers in SQL agree with the contract on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(async () => {
    await database.destroy();
  });

  const sorted = (statuses: Record<string, number>) => Object.values(statuses).sort((a, b) => a - b);
  const numbersIn = (text: string) => [...text.matchAll(/\d+/g)].map((match) => Number(match[0]));

  async function functionSource(name: string) {
    const rows = await queryRows<{ src: string }>(
      database.db,
      sql`select prosrc as src from pg_proc where proname = ${name}`,
    );
    expect(rows).toHaveLength(1);
    return rows[0]?.src ?? '';
  }

  /** Every comparison of a status column with a number in a function's source, as [column, number]. */
  function statusComparisons(source: string) {
    return [...source.matchAll(/\b(\w+\.)?status\s*(=|<>)\s*(\d+)/g)].map(
      (match) => [`${match[1] ?? ''}status`, Number(match[3])] as const,
    );
  }

  it('lists every status of the contract in the check constraints', async () => {
    const rows = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`select conname as name, pg_get_constraintdef(oid) as definition from pg_constraint
          where conname in ('bookings_status_valid', 'events_status_valid', 'ticket_types_status_valid')`,
    );
    const definitionOf = (name: string) => rows.find((row) => row.name === name)?.definition ?? '';
    expect(numbersIn(definitionOf('bookings_status_valid')).sort((a, b) => a - b)).toEqual(
      sorted(BOOKING_STATUS),
    );
    expect(numbersIn(definitionOf('events_status_valid')).sort((a, b) => a - b)).toEqual(
      sorted(EVENT_STATUS),
    );
    expect(numbersIn(definitionOf('ticket_types_status_valid')).sort((a, b) => a - b)).toEqual(
      sorted(TICKET_STATUS),
    );
  });

  it('covers pending bookings and published events in the partial indexes', async () => {
    const rows = await queryRows<{ name: string; definition: string }>(
      database.db,
      sql`select indexname as name, indexdef as definition from pg_indexes
          where indexname like 'bookings_pending_%' or indexname like 'events_public_%'`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(8);
    for (const row of rows) {
      const where = row.definition.slice(row.definition.indexOf(' WHERE '));
      const expected = row.name.startsWith('bookings_') ? BOOKING_STATUS.pending : EVENT_STATUS.published;
      expect(numbersIn(where), row.name).toEqual([expected]);
    }
  });

  it('has book_seats hold for published events and count pending bookings only', async () => {
    const comparisons = statusComparisons(await functionSource('book_seats'));
    expect(comparisons).toEqual([
      ['status', EVENT_STATUS.published],
      ['b.status', BOOKING_STATUS.pending],
      ['b.status', BOOKING_STATUS.pending],
      ['b.status', BOOKING_STATUS.pending],
    ]);
  });

  it('has hold_seats hold seats only of ticket types on sale', async () => {
    const comparisons = statusComparisons(await functionSource('hold_seats'));
    expect(comparisons).toEqual([
      ['status', TICKET_STATUS.onSale],
      ['v_type.status', TICKET_STATUS.onSale],
    ]);
  });

  it('writes new rows with the default statuses the contract names', async () => {
    const rows = await queryRows<{ table: string; fallback: string }>(
      database.db,
      sql`select table_name as table, column_default as fallback from information_schema.columns
          where column_name = 'status' and table_name in ('bookings', 'events', 'ticket_types')`,
    );
    const fallbackOf = (table: string) => numbersIn(rows.find((row) => row.table === table)?.fallback ?? '');
    expect(fallbackOf('bookings')).toEqual([BOOKING_STATUS.pending]);
    expect(fallbackOf('events')).toEqual([EVENT_STATUS.draft]);
    expect(fallbackOf('ticket_types')).toEqual([TICKET_STATUS.onSale]);
  });
});

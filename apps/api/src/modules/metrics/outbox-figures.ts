import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { outbox } from '../../db/schema/index';

/**
 * How many outbox rows wait to be sent and how old (seconds) the oldest of them is, in one query on
 * the partial index of pending rows (outbox_due_idx), read at each scrape.
 */
export async function outboxFigures(db: DbOrTx): Promise<{ pending: number; oldestAgeSeconds: number }> {
  const [row] = await queryRows<{ pending: number | string; oldest: number | string | null }>(
    db,
    sql`select count(*)::int as pending,
               coalesce(extract(epoch from now() - min(${outbox.createdAt})), 0)::float8 as oldest
        from ${outbox} where ${outbox.status} = 'pending'`,
  );
  return { pending: Number(row?.pending ?? 0), oldestAgeSeconds: Math.max(0, Number(row?.oldest ?? 0)) };
}

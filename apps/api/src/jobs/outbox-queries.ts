import { and, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';
import { outbox } from '../db/schema/index';

export interface ClaimedRow {
  id: number;
  payload: unknown;
  /** Failed attempts before this one. */
  attempts: number;
  idempotency_key: string | null;
}

/** Longest error text kept on a row: enough to diagnose, bounded against a chatty server. */
const MAX_ERROR_LENGTH = 1000;

/**
 * Takes up to `limit` due pending rows of a topic by moving their next attempt one lease into the
 * future, in one short statement. SKIP LOCKED lets every instance claim at once without waiting on
 * or taking each other's rows, and no lock is held while the caller sends. Should the caller die,
 * the lease runs out and another instance retries the row.
 */
export async function claimDueRows(
  db: DbOrTx,
  options: { topic: string; limit: number; leaseMs: number },
): Promise<ClaimedRow[]> {
  const rows = await queryRows<ClaimedRow>(
    db,
    sql`with due as (
          select id from ${outbox}
          where topic = ${options.topic} and status = 'pending' and next_attempt_at <= now()
          order by next_attempt_at, id
          limit ${options.limit}
          for update skip locked
        )
        update ${outbox} set next_attempt_at = now() + ${options.leaseMs}::integer * interval '1 millisecond'
        from due where ${outbox}.id = due.id
        returning ${outbox}.id, ${outbox}.payload, ${outbox}.attempts, ${outbox}.idempotency_key`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

/** Extends a claimed row's lease while it is still being sent, so no other instance takes it. */
export async function renewLease(db: DbOrTx, id: number, leaseMs: number): Promise<void> {
  await db
    .update(outbox)
    .set({ nextAttemptAt: sql`now() + ${leaseMs}::integer * interval '1 millisecond'` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

export async function markRowSent(db: DbOrTx, id: number): Promise<void> {
  await db
    .update(outbox)
    .set({ status: 'sent', sentAt: sql`now()` })
    .where(and(eq(outbox.id, id), eq(outbox.status, 'pending')));
}

/** Records a failed attempt: the row waits `retryDelayMs`, or becomes dead when `isDead`. */
export async function markRowFailed(
  db: DbOrTx,
  failure: { id: number; attempts: number; error: string; retryDelayMs: number; isDead: boolean },
): Promise<void> {
  await db
    .update(outbox)
    .set({
      attempts: failure.attempts,
      lastError: failure.error.slice(0, MAX_ERROR_LENGTH),
      status: failure.isDead ? 'dead' : 'pending',
      nextAttemptAt: sql`now() + ${failure.retryDelayMs}::integer * interval '1 millisecond'`,
    })
    .where(and(eq(outbox.id, failure.id), eq(outbox.status, 'pending')));
}

import { eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { users, webhookDeliveries, webhookEndpoints } from '../../db/schema/index';

export interface ClaimedDelivery {
  id: number;
  endpoint_id: number;
  organization_id: number;
  message_id: string;
  payload: unknown;
  attempts: number;
  retry_from: string | Date;
  url: string;
  secret: string;
  previous_secret: string | null;
  previous_secret_expires_at: string | Date | null;
}

/** Longest error and answer text kept on a delivery. */
const TEXT_KEPT = 2000;

/**
 * Takes up to `limit` due deliveries of active endpoints by moving their next attempt one lease
 * ahead, in one statement: SKIP LOCKED lets every instance claim at once, no lock is held while
 * sending, and a crashed sender's deliveries come back when the lease runs out (as the mail outbox).
 */
export async function claimDueDeliveries(
  db: DbOrTx,
  options: { now: Date; limit: number; leaseMs: number },
): Promise<ClaimedDelivery[]> {
  const now = options.now.toISOString();
  const rows = await queryRows<ClaimedDelivery>(
    db,
    sql`with due as (
          select d.id from ${webhookDeliveries} d
          join ${webhookEndpoints} e on e.id = d.endpoint_id
          where d.status = 'pending' and d.next_attempt_at <= ${now}::timestamptz and e.status = 'active'
          order by d.next_attempt_at, d.id
          limit ${options.limit}
          for update of d skip locked
        ), claimed as (
          update ${webhookDeliveries} d
          set next_attempt_at = ${now}::timestamptz + ${options.leaseMs}::integer * interval '1 millisecond'
          from due where d.id = due.id
          returning d.id, d.endpoint_id, d.message_id, d.payload, d.attempts, d.retry_from
        )
        select c.*, e.organization_id, e.url, e.secret, e.previous_secret, e.previous_secret_expires_at
        from claimed c join ${webhookEndpoints} e on e.id = c.endpoint_id`,
  );
  return rows.sort((a, b) => a.id - b.id);
}

export interface AttemptOutcome {
  deliveryId: number;
  endpointId: number;
  attempts: number;
  now: Date;
  responseStatus: number | null;
  responseBody: string | null;
  durationMs: number;
  error: string | null;
}

/** A delivered message: the delivery succeeds and its endpoint's run of failures ends. */
export async function recordSuccess(db: DbOrTx, outcome: AttemptOutcome): Promise<void> {
  await db.transaction(async (tx) => {
    await tx
      .update(webhookDeliveries)
      .set({ status: 'succeeded', ...attemptColumns(outcome) })
      .where(eq(webhookDeliveries.id, outcome.deliveryId));
    await tx
      .update(webhookEndpoints)
      .set({ consecutiveFailures: 0, failingSince: null })
      .where(eq(webhookEndpoints.id, outcome.endpointId));
  });
}

/** The failed attempt: the delivery waits (`retryAt`) or has failed for good (null). */
export async function recordFailedAttempt(
  tx: DbOrTx,
  outcome: AttemptOutcome & { retryAt: Date | null },
): Promise<void> {
  await tx
    .update(webhookDeliveries)
    .set({
      ...attemptColumns(outcome),
      status: outcome.retryAt ? 'pending' : 'failed',
      ...(outcome.retryAt ? { nextAttemptAt: outcome.retryAt } : {}),
    })
    .where(eq(webhookDeliveries.id, outcome.deliveryId));
}

/** The endpoint, locked, with one more failure in its run. */
export async function countEndpointFailure(tx: DbOrTx, endpointId: number, now: Date) {
  const [row] = await tx
    .update(webhookEndpoints)
    .set({
      consecutiveFailures: sql`${webhookEndpoints.consecutiveFailures} + 1`,
      failingSince: sql`coalesce(${webhookEndpoints.failingSince}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(webhookEndpoints.id, endpointId))
    .returning();
  return row ?? null;
}

export async function disableEndpoint(tx: DbOrTx, endpointId: number, now: Date): Promise<void> {
  await tx
    .update(webhookEndpoints)
    .set({ status: 'disabled', disabledAt: now })
    .where(eq(webhookEndpoints.id, endpointId));
}

/** The organisation owner's address, for the mail that says an endpoint was turned off. */
export async function findOwnerEmail(db: DbOrTx, organizationId: number): Promise<string | null> {
  const [row] = await db
    .select({ email: users.email })
    .from(users)
    .where(sql`${users.organizationId} = ${organizationId} and ${users.role} = 'owner'`);
  return row?.email ?? null;
}

function attemptColumns(outcome: AttemptOutcome) {
  return {
    attempts: outcome.attempts,
    lastAttemptAt: outcome.now,
    responseStatus: outcome.responseStatus,
    responseBody: outcome.responseBody === null ? null : outcome.responseBody.slice(0, TEXT_KEPT),
    durationMs: outcome.durationMs,
    error: outcome.error === null ? null : outcome.error.slice(0, TEXT_KEPT),
  };
}

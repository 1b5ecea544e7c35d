import { and, desc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { webhookDeliveries, webhookEndpoints } from '../../db/schema/index';

export type EndpointRow = typeof webhookEndpoints.$inferSelect;
export type DeliveryRow = typeof webhookDeliveries.$inferSelect;

/** How long the previous secret still signs after a rotation. */
export const SECRET_OVERLAP_HOURS = 24;

export function findEndpoints(db: DbOrTx, organizationId: number) {
  return db
    .select()
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId))
    .orderBy(webhookEndpoints.id);
}

/** An endpoint of the organisation, or null (another organisation's is not found either). */
export async function findEndpoint(db: DbOrTx, organizationId: number, id: number) {
  const [row] = await db
    .select()
    .from(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)));
  return row ?? null;
}

export async function countEndpoints(db: DbOrTx, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(webhookEndpoints)
    .where(eq(webhookEndpoints.organizationId, organizationId));
  return Number(row?.n ?? 0);
}

export async function insertEndpoint(
  db: DbOrTx,
  values: { organizationId: number; url: string; events: string[]; secret: string },
) {
  const [row] = await db.insert(webhookEndpoints).values(values).returning();
  if (!row) throw new Error('insert into webhook_endpoints returned no row');
  return row;
}

export async function deleteEndpoint(db: DbOrTx, organizationId: number, id: number): Promise<boolean> {
  const rows = await db
    .delete(webhookEndpoints)
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** The new secret signs from now on; the one it replaces also signs for the overlap. */
export async function replaceSecret(db: DbOrTx, organizationId: number, id: number, secret: string) {
  const rows = await db
    .update(webhookEndpoints)
    .set({
      previousSecret: sql`${webhookEndpoints.secret}`,
      previousSecretExpiresAt: sql`now() + ${SECRET_OVERLAP_HOURS}::integer * interval '1 hour'`,
      secret,
    })
    .where(and(eq(webhookEndpoints.id, id), eq(webhookEndpoints.organizationId, organizationId)))
    .returning({ id: webhookEndpoints.id });
  return rows.length > 0;
}

/** An endpoint's latest deliveries, newest first. */
export function findDeliveries(db: DbOrTx, endpointId: number, limit: number) {
  return db
    .select()
    .from(webhookDeliveries)
    .where(eq(webhookDeliveries.endpointId, endpointId))
    .orderBy(desc(webhookDeliveries.createdAt), desc(webhookDeliveries.id))
    .limit(limit);
}

/**
 * A delivery goes again now, with the same webhook-id and body, and a new day of retries. A
 * disabled endpoint is turned back on: the owner asking for a resend says the receiver is fixed.
 */
export async function requeueDelivery(db: DbOrTx, endpointId: number, deliveryId: number) {
  return db.transaction(async (tx) => {
    const rows = await tx
      .update(webhookDeliveries)
      .set({ status: 'pending', nextAttemptAt: sql`now()`, retryFrom: sql`now()` })
      .where(and(eq(webhookDeliveries.id, deliveryId), eq(webhookDeliveries.endpointId, endpointId)))
      .returning();
    if (rows.length === 0) return null;
    await tx
      .update(webhookEndpoints)
      .set({ status: 'active', disabledAt: null, consecutiveFailures: 0, failingSince: null })
      .where(and(eq(webhookEndpoints.id, endpointId), eq(webhookEndpoints.status, 'disabled')));
    return rows[0] ?? null;
  });
}

import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { oidcFlows } from '../../db/schema/index';

export type OidcFlow = typeof oidcFlows.$inferSelect;
export type NewOidcFlow = typeof oidcFlows.$inferInsert;

/** Stores a flow, sweeping the expired ones on the way (cheap: an index on expires_at). */
export async function insertFlow(db: DbOrTx, flow: NewOidcFlow): Promise<void> {
  await db.delete(oidcFlows).where(lt(oidcFlows.expiresAt, sql`now()`));
  await db.insert(oidcFlows).values(flow);
}

/** Takes a live flow out of the table: the one use it gets, whatever happens next. */
export async function takeFlow(db: DbOrTx, stateHash: string): Promise<OidcFlow | null> {
  const [flow] = await db
    .delete(oidcFlows)
    .where(and(eq(oidcFlows.stateHash, stateHash), gt(oidcFlows.expiresAt, sql`now()`)))
    .returning();
  return flow ?? null;
}

import { inArray, sql } from 'drizzle-orm';
import { refunds } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import type { OrdersApp } from './orders-money-kit';
import { silentLog } from './support/logs';

// What the pending-refund suites share (ADR-019): time passing for ledger rows, and one sweeper pass.

/** As if `minutes` went by for these ledger rows: when they were made and when they were last asked. */
export async function backdateRefunds(app: OrdersApp, ids: number[], minutes: number) {
  const by = sql`make_interval(mins => ${minutes})`;
  await app.t.db
    .update(refunds)
    .set({ createdAt: sql`${refunds.createdAt} - ${by}`, checkedAt: sql`${refunds.checkedAt} - ${by}` })
    .where(inArray(refunds.id, ids));
}

/** One pass of the hold sweeper, as one instance of the server runs it. */
export async function sweepOnce(app: OrdersApp) {
  const sweeper = startHoldSweeper({ deps: app.t.app.deps, log: silentLog, intervalMs: 3_600_000 });
  try {
    return await sweeper.runOnce();
  } finally {
    await sweeper.stop();
  }
}

import { and, asc, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, refunds } from '../../db/schema/index';
import type { RefundStatus } from '../../db/schema/orders';

export type RefundRow = typeof refunds.$inferSelect;
export type NewRefund = typeof refunds.$inferInsert;

/**
 * One row of an order's refund ledger (issue 14). Written under the booking's lock, so a second
 * refund racing it sees the money already spoken for.
 */
export async function insertRefund(db: DbOrTx, values: NewRefund): Promise<RefundRow> {
  const [row] = await db.insert(refunds).values(values).returning();
  if (!row) throw new Error('refund row vanished right after it was written');
  return row;
}

/** A ledger row, locked (the caller holds its booking's lock first). */
export async function lockRefund(db: DbOrTx, refundId: number): Promise<RefundRow | null> {
  const [row] = await db.select().from(refunds).where(eq(refunds.id, refundId)).for('update');
  return row ?? null;
}

/** Money of a booking asked of its provider and not answered yet: it cannot be refunded again. */
export async function pendingRefundMinor(db: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int` })
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, 'pending')));
  return Number(row?.total ?? 0);
}

/** A booking's ledger rows in one state, oldest first. */
export function findRefundsIn(db: DbOrTx, bookingId: number, status: RefundStatus) {
  return db
    .select()
    .from(refunds)
    .where(and(eq(refunds.bookingId, bookingId), eq(refunds.status, status)))
    .orderBy(asc(refunds.createdAt), asc(refunds.id));
}

/** Ends a ledger row: succeeded, failed (with why), or paid out (with the receipt). */
export async function settleRefund(
  db: DbOrTx,
  refundId: number,
  outcome: { status: RefundStatus; providerRefundId?: string | null; failure?: string },
): Promise<void> {
  await db
    .update(refunds)
    .set({
      status: outcome.status,
      ...(outcome.providerRefundId ? { providerRefundId: outcome.providerRefundId } : {}),
      ...(outcome.failure ? { failure: outcome.failure } : {}),
      settledAt: sql`now()`,
    })
    .where(eq(refunds.id, refundId));
}

/** The provider's id of a refund it confirms later, so its notice finds the row. */
export async function setProviderRefundId(db: DbOrTx, refundId: number, providerRefundId: string) {
  await db.update(refunds).set({ providerRefundId }).where(eq(refunds.id, refundId));
}

/**
 * Moves a booking's money counters: `refunded` went back, `due` is owed by hand (M-Pesa), and a
 * payout moves money from owed to refunded. The table's check keeps their sum within the total.
 */
export async function addRefundMoney(
  db: DbOrTx,
  bookingId: number,
  change: { refunded?: number; due?: number },
): Promise<void> {
  const refunded = change.refunded ?? 0;
  const due = change.due ?? 0;
  await db
    .update(bookings)
    .set({
      refundedMinor: sql`${bookings.refundedMinor} + ${refunded}`,
      refundDueMinor: sql`${bookings.refundDueMinor} + ${due}`,
      ...(refunded > 0 ? { refundedAt: sql`now()` } : {}),
      ...(due > 0 ? { refundDueAt: sql`coalesce(${bookings.refundDueAt}, now())` } : {}),
      // Paid out in full: nothing waits for the organizer any more.
      ...(due < 0
        ? {
            refundDueAt: sql`case when ${bookings.refundDueMinor} + ${due} = 0 then null else ${bookings.refundDueAt} end`,
          }
        : {}),
    })
    .where(eq(bookings.id, bookingId));
}

import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { simulatedPaymentIntents } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { RefundInput, RefundResult, RefundState } from './payment-provider';
import { randomBase62 } from './random-base62';

const table = simulatedPaymentIntents;
const REFUND_PREFIX = 'sim_re_';

/**
 * A refund by one of the simulators (card and PayPal share their table): in full (what is left) or in
 * part, adding up in `refunded_minor` and never beyond the amount paid, as Stripe and PayPal do. One
 * conditional update, so two refunds racing each other cannot give back more than was paid. Asked
 * for the rest when nothing is left, it answers as done: the goal is met.
 */
export async function refundSimulated(
  db: Db,
  paymentId: string,
  refund: RefundInput,
  notFoundMessage: string,
): Promise<RefundResult> {
  const part = refund.amountMinor;
  if (part !== undefined && (!Number.isInteger(part) || part < 1)) {
    throw badRequest('A refund must be a positive whole number of minor units');
  }
  const amount = part === undefined ? sql`${table.amountMinor} - ${table.refundedMinor}` : sql`${part}`;
  const [refunded] = await db
    .update(table)
    .set({
      refundedMinor: sql`${table.refundedMinor} + ${amount}`,
      refundedAt: sql`now()`,
      updatedAt: sql`now()`,
    })
    .where(
      and(
        eq(table.id, paymentId),
        eq(table.status, 'succeeded'),
        sql`${table.refundedMinor} < ${table.amountMinor}`,
        sql`${table.refundedMinor} + ${amount} <= ${table.amountMinor}`,
      ),
    )
    .returning({ id: table.id });
  const id = `${REFUND_PREFIX}${randomBase62()}`;
  if (refunded) return { id, status: 'succeeded' };
  const [row] = await db.select().from(table).where(eq(table.id, paymentId));
  if (!row) throw notFound(notFoundMessage);
  if (row.status !== 'succeeded') throw new AppError('CONFLICT', 'Only a succeeded payment can be refunded');
  const left = row.amountMinor - row.refundedMinor;
  if (part === undefined && left === 0) return { id, status: 'succeeded' };
  throw new AppError('CONFLICT', `Only ${left} (minor units) of this payment can still be refunded`);
}

/** How much of a simulated payment has gone back so far. */
export async function refundedSimulated(db: Db, paymentId: string): Promise<number> {
  const [row] = await db
    .select({ refundedMinor: table.refundedMinor })
    .from(table)
    .where(eq(table.id, paymentId));
  return row?.refundedMinor ?? 0;
}

/**
 * A simulated refund as it stands: it never pends (it is done in the call that makes it), so one of
 * the simulators' own ids has succeeded; an id of any other form is none of theirs.
 */
export function simulatedRefundStatus(refundId: string): RefundState | null {
  return refundId.startsWith(REFUND_PREFIX) && /^[A-Za-z0-9]+$/.test(refundId.slice(REFUND_PREFIX.length))
    ? 'succeeded'
    : null;
}

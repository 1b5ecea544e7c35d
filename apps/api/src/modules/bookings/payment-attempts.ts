import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { PaymentStatusName } from '@tiketi/contract/payments';
import { and, desc, eq, inArray, isNull, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { bookings, paymentAttempts } from '../../db/schema/index';

// Every payment an M-Pesa or PayPal booking opened (one per M-Pesa prompt), with how it ended. A
// card booking has one payment, its provider's intent, and keeps no rows here.

export type PaymentAttempt = typeof paymentAttempts.$inferSelect;

/** The methods whose payments are kept here. */
export function hasAttempts(booking: { paymentMethod: string }): boolean {
  return booking.paymentMethod === 'mpesa' || booking.paymentMethod === 'paypal';
}

/** A new payment for a booking (a repeated call for the same payment changes nothing). */
export async function insertAttempt(
  db: DbOrTx,
  attempt: { provider: string; paymentId: string; bookingId: number; msisdn?: string | null },
) {
  await db
    .insert(paymentAttempts)
    .values({ ...attempt, msisdn: attempt.msisdn ?? null })
    .onConflictDoNothing();
}

export async function findAttempt(db: DbOrTx, provider: string, paymentId: string) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.paymentId, paymentId)));
  return attempt ?? null;
}

/** A booking's newest payment. */
export async function findLatestAttempt(db: DbOrTx, bookingId: number) {
  const [attempt] = await db
    .select()
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId))
    .orderBy(desc(paymentAttempts.createdAt))
    .limit(1);
  return attempt ?? null;
}

/**
 * How a payment ended, as its provider said. The first ending stands: a repeated or late answer
 * changes nothing (only `processing`, money on its way, may still end). Returns the attempt when
 * this call moved it. An unpaid ending other than `processing` counts once as a failed payment.
 */
export async function endAttempt(
  deps: Pick<AppDeps, 'db' | 'metrics'>,
  provider: string,
  paymentId: string,
  outcome: Exclude<PaymentStatusName, 'pending'>,
) {
  const [moved] = await deps.db
    .update(paymentAttempts)
    .set({ outcome, updatedAt: sql`now()` })
    .where(
      and(
        eq(paymentAttempts.provider, provider),
        eq(paymentAttempts.paymentId, paymentId),
        inArray(paymentAttempts.outcome, ['pending', 'processing']),
      ),
    )
    .returning();
  if (moved && outcome !== 'processing') deps.metrics.payment(provider, 'failed');
  return moved ?? null;
}

/** The provider was asked about this payment now (Daraja's status query is rate-limited). */
export async function markAttemptChecked(db: DbOrTx, provider: string, paymentId: string) {
  await db
    .update(paymentAttempts)
    .set({ checkedAt: sql`now()` })
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.paymentId, paymentId)));
}

/**
 * A payment that succeeded, with its receipt: the attempt is paid, and a booking already paid by it
 * without a reference (confirmed by a status query before the callback came) gets it now.
 */
export async function recordAttemptReference(
  tx: DbOrTx,
  provider: string,
  paymentId: string,
  reference: string,
  booking: { id: number; status: number },
) {
  await tx
    .update(paymentAttempts)
    .set({
      outcome: 'paid',
      reference: sql`coalesce(${paymentAttempts.reference}, ${reference})`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(paymentAttempts.provider, provider), eq(paymentAttempts.paymentId, paymentId)));
  if (booking.status !== BOOKING_STATUS.paid && booking.status !== BOOKING_STATUS.refunded) return;
  await tx
    .update(bookings)
    .set({ paymentReference: reference })
    .where(and(eq(bookings.id, booking.id), isNull(bookings.paymentReference)));
}

/** How many payments a booking has opened so far (its M-Pesa prompts), to name the next one. */
export async function countAttempts(db: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(paymentAttempts)
    .where(eq(paymentAttempts.bookingId, bookingId));
  return Number(row?.count ?? 0);
}

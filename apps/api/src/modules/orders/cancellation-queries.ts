import { and, eq, inArray, isNull, lt, notExists, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, eventCancellations, outbox } from '../../db/schema/index';
import { ordersToEnd } from './event-queries';

/**
 * The orders the cancellation job has still to handle: those to end, and those ended since the
 * event was cancelled (by this job before a crash, or by an organizer) whose buyer has not had the
 * cancellation mail yet. The mail, keyed per order, is the job's record that an order is through.
 */
export function findOrdersLeft(db: DbOrTx, eventId: number, cancelledAt: Date) {
  return db
    .select({
      id: bookings.id,
      reference: bookings.reference,
      status: bookings.status,
      voidedAt: bookings.voidedAt,
      totalMinor: bookings.totalMinor,
      refundedMinor: bookings.refundedMinor,
      refundDueMinor: bookings.refundDueMinor,
      buyerName: bookings.buyerName,
      buyerEmail: bookings.buyerEmail,
    })
    .from(bookings)
    .where(
      and(
        eq(bookings.eventId, eventId),
        or(ordersToEnd, sql`${bookings.voidedAt} >= ${cancelledAt.toISOString()}::timestamptz`),
        notExists(
          db
            .select({ one: sql`1` })
            .from(outbox)
            .where(
              eq(outbox.idempotencyKey, sql`${cancellationMailKeyPrefix(eventId)} || ${bookings.id}::text`),
            ),
        ),
      ),
    )
    .orderBy(bookings.id);
}

export type OrderLeft = Awaited<ReturnType<typeof findOrdersLeft>>[number];
export type CancellationClaim = Awaited<ReturnType<typeof claimCancellations>>[number];

/** `event-cancelled:<event>:<booking>`: one cancellation mail per order, whatever runs twice. */
export const cancellationMailKeyPrefix = (eventId: number) => `event-cancelled:${eventId}:`;

/**
 * Claims up to `limit` unfinished cancellations no other instance holds: their lease is set
 * `leaseSeconds` ahead, so a crashed instance's work is taken up again once it runs out.
 */
export async function claimCancellations(db: DbOrTx, options: { limit: number; leaseSeconds: number }) {
  const due = db
    .select({ eventId: eventCancellations.eventId })
    .from(eventCancellations)
    .where(
      and(
        isNull(eventCancellations.finishedAt),
        or(isNull(eventCancellations.leaseUntil), lt(eventCancellations.leaseUntil, sql`now()`)),
      ),
    )
    .orderBy(eventCancellations.createdAt)
    .limit(options.limit)
    .for('update', { skipLocked: true });
  return db
    .update(eventCancellations)
    .set({ leaseUntil: sql`now() + make_interval(secs => ${options.leaseSeconds})` })
    .where(inArray(eventCancellations.eventId, due))
    .returning();
}

/** The cancellation row, locked: progress counts move one order at a time under it. */
export async function lockCancellation(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select()
    .from(eventCancellations)
    .where(eq(eventCancellations.eventId, eventId))
    .for('update');
  return row ?? null;
}

/** Whether the order's cancellation mail is already in the outbox (the order is through). */
export async function isOrderThrough(db: DbOrTx, eventId: number, bookingId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: outbox.id })
    .from(outbox)
    .where(eq(outbox.idempotencyKey, `${cancellationMailKeyPrefix(eventId)}${bookingId}`));
  return row !== undefined;
}

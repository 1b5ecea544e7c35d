import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, issuedTickets, paymentAttempts } from '../../db/schema/index';

/**
 * A booking by its provider's payment, locked: confirmation and expiry take this lock first. The
 * payment is the booking's open one, or an earlier M-Pesa prompt (payment_attempts), whose late
 * answer still belongs to it.
 */
export async function lockBookingByIntent(db: DbOrTx, provider: string, intentId: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.provider, provider), eq(bookings.providerIntentId, intentId)))
    .for('update');
  if (booking) return booking;
  const [earlier] = await db
    .select()
    .from(bookings)
    .where(
      sql`${bookings.id} = (select ${paymentAttempts.bookingId} from ${paymentAttempts}
        where ${paymentAttempts.provider} = ${provider} and ${paymentAttempts.paymentId} = ${intentId})`,
    )
    .for('update');
  return earlier ?? null;
}

/** A booking by id, locked; null when there is none. */
export async function lockBooking(db: DbOrTx, bookingId: number) {
  const [booking] = await db.select().from(bookings).where(eq(bookings.id, bookingId)).for('update');
  return booking ?? null;
}

/**
 * A pending booking by id, locked; null when it is no longer pending or another transaction holds
 * its lock (a payment being confirmed): SKIP LOCKED, so a releaser never waits for a payment.
 */
export async function lockPendingBooking(db: DbOrTx, bookingId: number) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.id, bookingId), eq(bookings.status, BOOKING_STATUS.pending)))
    .for('update', { skipLocked: true });
  return booking ?? null;
}

/** Ends a pending booking's hold as expired or cancelled (its seats are given back by the caller). */
export async function endBookingHold(
  db: DbOrTx,
  bookingId: number,
  status: typeof BOOKING_STATUS.expired | typeof BOOKING_STATUS.cancelled,
) {
  await db.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
}

/** A booking paid now, by the payment its reference names (null for a free booking). */
export async function markBookingPaid(db: DbOrTx, bookingId: number, paymentReference: string | null) {
  await db
    .update(bookings)
    .set({ status: BOOKING_STATUS.paid, paidAt: sql`now()`, paymentReference })
    .where(eq(bookings.id, bookingId));
}

/**
 * A booking whose money goes (or went) back in full. `paid` tells when the money came in (and by
 * which payment), for a payment that arrived after its seats were sold to others, and whether it
 * goes back by hand (M-Pesa: owed, `refund_due_minor`) or through the provider; `refunded` when it
 * went back. Either way the whole total is accounted for, as refunded or as owed.
 */
export async function markBookingRefunded(
  db: DbOrTx,
  bookingId: number,
  at: { paid: string | null; byHand?: boolean } | 'refunded',
) {
  const when =
    at === 'refunded'
      ? { refundedAt: sql`now()` }
      : { paidAt: sql`now()`, ...(at.paid ? { paymentReference: at.paid } : {}) };
  const owed = at !== 'refunded' && at.byHand === true;
  await db
    .update(bookings)
    .set({
      status: BOOKING_STATUS.refunded,
      ...when,
      refundedMinor: owed ? 0 : sql`${bookings.totalMinor}`,
      refundDueMinor: owed ? sql`${bookings.totalMinor}` : 0,
    })
    .where(eq(bookings.id, bookingId));
}

/**
 * The payment a booking was opened with, for providers that name it only once it exists, and the
 * secret an M-Pesa or PayPal booking keeps for its buyer's browser.
 */
export async function setBookingPayment(
  db: DbOrTx,
  bookingId: number,
  payment: { provider: string; intentId: string; clientSecret?: string },
) {
  await db
    .update(bookings)
    .set({
      provider: payment.provider,
      providerIntentId: payment.intentId,
      ...(payment.clientSecret ? { clientSecret: payment.clientSecret } : {}),
    })
    .where(eq(bookings.id, bookingId));
}

type NewIssuedTicket = typeof issuedTickets.$inferInsert;

/** One ticket per seat of a booking just paid. */
export async function insertIssuedTickets(db: DbOrTx, tickets: NewIssuedTicket[]) {
  if (tickets.length > 0) await db.insert(issuedTickets).values(tickets);
}

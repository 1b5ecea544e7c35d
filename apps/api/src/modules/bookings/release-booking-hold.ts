import { and, eq } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { bookings } from '../../db/schema/index';
import { releaseSeats } from './inventory';
import { findBookingItems } from './queries';

/**
 * Ends a pending booking's hold, giving its seats back: 3 when it expired, 4 when it was cancelled.
 * A booking that is no longer pending is left alone, so racing callers release seats once; one
 * that another transaction has locked (a payment being confirmed) is skipped, not waited for.
 */
export async function releaseBookingHold(deps: Pick<AppDeps, 'db'>, bookingId: number, status: 3 | 4) {
  return deps.db.transaction(async (tx) => {
    const [booking] = await tx
      .select()
      .from(bookings)
      .where(and(eq(bookings.id, bookingId), eq(bookings.status, 1)))
      .for('update', { skipLocked: true });
    if (!booking) return false;
    const items = await findBookingItems(tx, bookingId);
    await releaseSeats(
      tx,
      items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity })),
    );
    await tx.update(bookings).set({ status }).where(eq(bookings.id, bookingId));
    return true;
  });
}

/**
 * A buyer who books an event again while an earlier booking of theirs for it is still unpaid has
 * changed their mind: the earlier hold is released and its payment cancelled, so that their own
 * seats do not stand in their way. A payment for it that succeeds anyway is re-checked on
 * confirmation like any late payment.
 */
export async function replaceUnpaidBookings(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  userId: number,
  eventId: number,
  log: Pick<FastifyBaseLogger, 'warn'>,
) {
  const unpaid = await deps.db
    .select({ id: bookings.id, provider: bookings.provider, intentId: bookings.providerIntentId })
    .from(bookings)
    .where(and(eq(bookings.userId, userId), eq(bookings.eventId, eventId), eq(bookings.status, 1)));
  for (const booking of unpaid) await endHoldAndPayment(deps, booking, 4, log);
}

/**
 * Releases a pending booking's hold and then cancels its payment at the provider (a failure to
 * cancel is logged: a payment that succeeds anyway is re-checked on confirmation). False when the
 * booking was no longer pending, or another transaction held it.
 */
export async function endHoldAndPayment(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  booking: { id: number; provider: string | null; intentId: string | null },
  status: 3 | 4,
  log: Pick<FastifyBaseLogger, 'warn'>,
): Promise<boolean> {
  if (!(await releaseBookingHold(deps, booking.id, status))) return false;
  if (booking.intentId && booking.provider === deps.payments.kind) {
    await deps.payments.cancelIntent(booking.intentId).catch((error: unknown) => {
      log.warn({ err: error, intentId: booking.intentId }, 'could not cancel the payment of a released hold');
    });
  }
  return true;
}

import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { bookings, events } from '../../db/schema/index';
import { enqueueMail } from '../mail/enqueue-mail';
import { buildBookingRefundedEmail, refundNoticeOf } from './booking-email';
import { returnSoldSeats } from './inventory';
import { findBookingItems, lockBookingByIntent } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

export type RefundOutcome = 'refunded' | 'partial' | 'not-refunded' | 'unknown' | 'not-paid';

/**
 * A refund made at the provider (an organizer refunding from Stripe's dashboard) after it says so
 * itself: a paid booking refunded in full becomes refunded (status 5), its tickets stop admitting
 * anyone at the door, its seats go back on sale and the buyer is told. A partial refund changes
 * nothing here but is logged. Repeated notices change nothing twice.
 */
export async function recordRefund(
  deps: Deps,
  intentId: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<RefundOutcome> {
  const refunded = await deps.payments.refundedAmount(intentId);
  if (refunded === 0) return 'not-refunded';
  const outcome = await deps.db.transaction(async (tx): Promise<RefundOutcome> => {
    const booking = await lockBookingByIntent(tx, deps.payments.kind, intentId);
    if (!booking) return 'unknown';
    if (booking.status !== 2) return 'not-paid';
    if (refunded < booking.totalMinor) return 'partial';
    const items = await findBookingItems(tx, booking.id);
    await returnSoldSeats(
      tx,
      items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity })),
    );
    await tx.update(bookings).set({ status: 5, refundedAt: sql`now()` }).where(eq(bookings.id, booking.id));
    const [event] = await tx.select().from(events).where(eq(events.id, booking.eventId));
    await enqueueMail(
      tx,
      buildBookingRefundedEmail(refundNoticeOf(deps.config.platformName, booking, event!)),
    );
    return 'refunded';
  });
  if (outcome === 'refunded') deps.publicCache.clear();
  if (outcome === 'partial') log.warn({ intentId, refunded }, 'a paid booking was partly refunded');
  return outcome;
}

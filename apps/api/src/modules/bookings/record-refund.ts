import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { enqueueMail } from '../mail';
import { buildBookingRefundedEmail, refundNoticeOf } from './booking-email';
import { releaseSeats, returnSoldSeats } from './inventory';
import { type BookingRow, findBookingEvent, findBookingItems } from './queries';
import { lockBookingByIntent, markBookingRefunded } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache'>;

export type RefundOutcome = 'refunded' | 'already-refunded' | 'partial' | 'not-refunded' | 'unknown';

/**
 * A refund made at the provider (an organizer refunding from Stripe's dashboard) after it says so
 * itself: a booking refunded in full becomes refunded, whatever it was before. Its
 * tickets stop admitting anyone, its seats go back on sale and the buyer is told. Stripe does not
 * promise order, so the refund may arrive before the success: a pending booking is settled as
 * refunded too, and the success that follows finds it so. A partial refund changes nothing here
 * but is logged. Repeated notices change nothing twice.
 */
export async function recordRefund(
  deps: Deps,
  provider: PaymentProvider,
  intentId: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<RefundOutcome> {
  const refunded = await provider.refundedAmount(intentId);
  if (refunded === 0) return 'not-refunded';
  const outcome = await deps.db.transaction(async (tx): Promise<RefundOutcome> => {
    const booking = await lockBookingByIntent(tx, provider.id, intentId);
    if (!booking) return 'unknown';
    if (booking.status === BOOKING_STATUS.refunded) return 'already-refunded';
    if (refunded < booking.totalMinor) return 'partial';
    await settleAsRefunded(deps, tx, booking);
    return 'refunded';
  });
  if (outcome === 'refunded') deps.publicCache.clear();
  if (outcome === 'partial') log.warn({ intentId, refunded }, 'a booking was partly refunded');
  return outcome;
}

/**
 * Marks a locked booking whose money went back in full as refunded: seats it holds or sold go back
 * on sale (an expired or cancelled one has none left), and the buyer is told once.
 */
export async function settleAsRefunded(
  deps: Pick<AppDeps, 'config'>,
  tx: DbOrTx,
  booking: BookingRow,
): Promise<void> {
  if (booking.status === BOOKING_STATUS.refunded) return;
  const items = await findBookingItems(tx, booking.id);
  const seats = items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity }));
  if (booking.status === BOOKING_STATUS.paid) await returnSoldSeats(tx, seats);
  if (booking.status === BOOKING_STATUS.pending) await releaseSeats(tx, seats);
  await markBookingRefunded(tx, booking.id, 'refunded');
  const event = await findBookingEvent(tx, booking);
  await enqueueMail(tx, buildBookingRefundedEmail(refundNoticeOf(deps.config.platformName, booking, event)), {
    idempotencyKey: `booking-refunded:${booking.id}`,
  });
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { enqueueMail } from '../mail';
import { buildBookingRefundedEmail, refundNoticeOf } from './booking-email';
import { completeRefund } from './complete-refund';
import { releaseSeats, returnSoldSeats } from './inventory';
import { askRefundStatuses, findAskableRefundsOfPayment, settleAnsweredRefunds } from './pending-refunds';
import { type BookingRow, findBookingEvent, findBookingItems } from './queries';
import { findRefundsIn, insertRefund, pendingRefundMinor, type RefundRow } from './refund-ledger';
import { lockBookingByIntent, markBookingRefunded } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache'>;

/** `settled`: a pending refund ended (succeeded or failed) and nothing else of the payment went back. */
export type RefundOutcome =
  | 'refunded'
  | 'already-refunded'
  | 'partial'
  | 'settled'
  | 'not-refunded'
  | 'unknown';

export const REFUNDED_AT_PROVIDER = 'Refunded at the provider';

/**
 * A provider says money of a payment went back or did not (Stripe's charge.refunded and
 * charge.refund.updated, PayPal's PAYMENT.CAPTURE.REFUNDED). Our refunds it accepted as pending are
 * asked about one by one: one that succeeded settles, one that failed or was cancelled frees its
 * money (ADR-019). Then what it has refunded in all is compared with the ledger, under the booking's
 * lock: our own refunds still pending whose state is not known (their notice may beat our own
 * answer) are settled first; what is left was refunded outside the product (Stripe's dashboard) and
 * is written as a 'provider' refund, on the timeline too. A refund of everything voids a paid
 * booking (tickets, seats) and mails the buyer. Stripe does not promise order, so the refund may
 * come before the success: a pending booking refunded in full is settled as refunded, and the
 * success that follows finds it so. Repeated notices find the ledger adding up already and change
 * nothing. The total is read before the states, so a refund that succeeds in between is counted once.
 */
export async function recordRefund(
  deps: Deps,
  provider: PaymentProvider,
  intentId: string,
  log: Pick<FastifyBaseLogger, 'info' | 'warn'>,
): Promise<RefundOutcome> {
  const refunded = await provider.refundedAmount(intentId);
  const answers = await askRefundStatuses(
    provider,
    await findAskableRefundsOfPayment(deps.db, provider.id, intentId),
  );
  const isAnswered = [...answers.values()].some((state) => state === 'succeeded' || state === 'failed');
  if (refunded === 0 && !isAnswered) return 'not-refunded';
  let isVoided = false;
  const outcome = await deps.db.transaction(async (tx): Promise<RefundOutcome> => {
    const booking = await lockBookingByIntent(tx, provider.id, intentId);
    if (!booking) return 'unknown';
    if (booking.status === BOOKING_STATUS.pending || booking.status === BOOKING_STATUS.expired) {
      if (refunded < booking.totalMinor) return 'partial';
      await settleAsRefunded(deps, tx, booking, 'provider');
      isVoided = true;
      return 'refunded';
    }
    const answered = await settleAnsweredRefunds(deps, tx, booking, answers);
    isVoided = answered.isVoided;
    let current = answered.booking;
    const settledNow = answered.ended > 0 ? 'settled' : 'not-refunded';
    const succeeded = await findRefundsIn(tx, booking.id, 'succeeded');
    let unaccounted = refunded - succeeded.reduce((sum, row) => sum + row.amountMinor, 0);
    if (unaccounted <= 0) {
      if (refunded === 0) return settledNow;
      return current.status === BOOKING_STATUS.paid ? 'partial' : 'already-refunded';
    }
    const settle = async (row: RefundRow, detail?: string) => {
      const voided = await completeRefund(deps, tx, current, row, {
        providerRefundId: null,
        actor: 'System',
        detail,
      });
      current = {
        ...current,
        refundedMinor: current.refundedMinor + row.amountMinor,
        ...(voided ? { status: BOOKING_STATUS.refunded } : {}),
      };
      isVoided ||= voided;
    };
    for (const row of await findRefundsIn(tx, booking.id, 'pending')) {
      // The provider said this one is still pending: the money counted is another refund's.
      if (answers.get(row.id) === 'pending') continue;
      if (row.amountMinor > unaccounted) break;
      await settle(row);
      unaccounted -= row.amountMinor;
    }
    const pending = await pendingRefundMinor(tx, booking.id);
    const left = current.totalMinor - current.refundedMinor - current.refundDueMinor - pending;
    const outside = Math.min(unaccounted, left);
    if (outside > 0) {
      const row = await insertRefund(tx, {
        bookingId: booking.id,
        amountMinor: outside,
        status: 'pending',
        isFull: outside === left,
        origin: 'provider',
        reason: REFUNDED_AT_PROVIDER,
      });
      await settle(row, REFUNDED_AT_PROVIDER);
    }
    return current.refundedMinor >= current.totalMinor ? 'refunded' : 'partial';
  });
  if (isVoided) deps.publicCache.clear();
  if (outcome === 'partial') log.info({ intentId, refunded }, 'a booking was partly refunded');
  return outcome;
}

/**
 * Marks a locked booking whose money went back in full, before or without its tickets (a payment
 * that succeeded after it was refunded, or one of the wrong amount), as refunded: seats it holds or
 * sold go back on sale, the ledger records the refund (`origin`: the provider's own, or the
 * system's), and the buyer is told once.
 */
export async function settleAsRefunded(
  deps: Pick<AppDeps, 'config'>,
  tx: DbOrTx,
  booking: BookingRow,
  origin: 'provider' | 'system',
): Promise<void> {
  if (booking.status === BOOKING_STATUS.refunded) return;
  const items = await findBookingItems(tx, booking.id);
  const seats = items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity }));
  if (booking.status === BOOKING_STATUS.paid) await returnSoldSeats(tx, seats);
  if (booking.status === BOOKING_STATUS.pending) await releaseSeats(tx, seats);
  await markBookingRefunded(tx, booking.id, 'refunded');
  await recordSystemRefund(tx, booking, { status: 'succeeded', origin });
  const event = await findBookingEvent(tx, booking);
  await enqueueMail(tx, buildBookingRefundedEmail(refundNoticeOf(deps.config.platformName, booking, event)), {
    idempotencyKey: `booking-refunded:${booking.id}`,
  });
}

/**
 * The ledger row of money that goes back in full without an organizer asking (a late payment for
 * seats sold since, a payment of the wrong amount, a refund made at the provider before its
 * payment was seen): refunded, or owed by hand (M-Pesa), so the ledger adds up to the booking's
 * counters as `markBookingRefunded` sets them.
 */
export async function recordSystemRefund(
  tx: DbOrTx,
  booking: Pick<BookingRow, 'id' | 'totalMinor' | 'refundedMinor' | 'refundDueMinor'>,
  row: { status: 'succeeded' | 'due'; origin: 'provider' | 'system' },
): Promise<void> {
  const amount = booking.totalMinor - booking.refundedMinor - booking.refundDueMinor;
  if (amount <= 0) return;
  await insertRefund(tx, {
    bookingId: booking.id,
    amountMinor: amount,
    status: row.status,
    isFull: true,
    origin: row.origin,
    reason: row.origin === 'provider' ? REFUNDED_AT_PROVIDER : 'The payment could not be honoured',
    settledAt: row.status === 'succeeded' ? new Date() : null,
  });
}

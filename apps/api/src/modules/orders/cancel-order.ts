import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  type BookingRow,
  buildOrderCancelledEmail,
  completeRefund,
  findBookingEvent,
  lockBooking,
  moneyOf,
  type OrderActor,
  pendingRefundMinor,
  recordOrderEvent,
  voidBooking,
} from '../bookings';
import { enqueueMail } from '../mail';
import { ORDER_NOT_FOUND } from './owned-order';
import {
  askProvider,
  type OrderDeps,
  REFUND_UNDER_WAY,
  type StartedRefund,
  startRefund,
} from './refund-order';

export interface CancelOrderInput {
  bookingId: number;
  /** A paid order's money goes back in full unless false (complimentary tickets). */
  refund: boolean;
  reason: string;
  actor: OrderActor;
  /** Where a provider's refusal to cancel a pending payment is logged (it is not fatal). */
  log?: Pick<FastifyBaseLogger, 'warn'>;
  /**
   * False when the caller tells the buyer itself: an event's cancellation sends one mail, the
   * organizer's message with what happens to the money, not a second one per order.
   */
  notifyBuyer?: boolean;
}

export type CancelOutcome = 'done' | 'pending' | 'due' | 'unchanged';

type Decision =
  | { kind: 'unchanged' | 'done' }
  | { kind: 'hold'; booking: BookingRow }
  | { kind: 'due'; isVoided: boolean }
  | { kind: 'refund'; started: StartedRefund };

/**
 * Cancels an order for good (rights are the caller's). It waits for the booking's lock (a payment
 * being confirmed finishes first) and decides on the status read under it, so a cancel racing
 * anything moves seats and money once. A pending hold ends as cancelled and voided: its seats go
 * back, its payment is cancelled at the provider after commit, and a late payment for it goes back
 * (fulfil-booking refuses to sell a voided booking). A paid order is refunded in full, as a refund
 * of everything left, then voided as cancelled, unless `refund` is false (no money moves). An order
 * already cancelled, refunded or expired is left as it is: cancelling twice changes nothing.
 */
export async function cancelOrder(
  deps: OrderDeps,
  input: CancelOrderInput,
): Promise<{ outcome: CancelOutcome }> {
  const decision = await deps.db.transaction(async (tx): Promise<Decision> => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (booking.status === BOOKING_STATUS.pending) {
      await cancelNow(deps, tx, booking, input, { refundedMinor: 0, byHand: false });
      return { kind: 'hold', booking };
    }
    if (booking.status !== BOOKING_STATUS.paid) return { kind: 'unchanged' };
    const left = booking.totalMinor - booking.refundedMinor - booking.refundDueMinor;
    if (!input.refund || left === 0) {
      await cancelNow(deps, tx, booking, input, { refundedMinor: 0, byHand: false });
      return { kind: 'done' };
    }
    if ((await pendingRefundMinor(tx, booking.id)) > 0) throw new AppError('CONFLICT', REFUND_UNDER_WAY);
    const started = await startRefund(
      deps,
      tx,
      booking,
      { bookingId: booking.id, reason: input.reason, actor: input.actor },
      BOOKING_STATUS.cancelled,
    );
    if ('due' in started) {
      await cancelNow(deps, tx, { ...booking, status: BOOKING_STATUS.cancelled }, input, {
        refundedMinor: started.due.amountMinor,
        byHand: true,
      });
      return { kind: 'due', isVoided: started.isVoided };
    }
    return { kind: 'refund', started };
  });

  if (decision.kind === 'hold') {
    deps.publicCache.clear();
    await cancelHeldPayment(deps, decision.booking, input.log);
    return { outcome: 'done' };
  }
  if (decision.kind === 'due') {
    deps.publicCache.clear();
    return { outcome: 'due' };
  }
  if (decision.kind !== 'refund') {
    if (decision.kind === 'done') deps.publicCache.clear();
    return { outcome: decision.kind };
  }
  const { started } = decision;
  const amountMinor = started.row.amountMinor;
  // The provider took the refund (now or for later): the order is cancelled either way.
  const cancel = async (tx: DbOrTx, booking: BookingRow) => {
    if (booking.status !== BOOKING_STATUS.paid) return false;
    await cancelNow(deps, tx, booking, input, { refundedMinor: amountMinor, byHand: false });
    return true;
  };
  return askProvider(
    deps,
    started,
    input.actor,
    async (tx, booking, row, result) => {
      const isVoided = await cancel(tx, booking);
      const now = isVoided ? { ...booking, status: BOOKING_STATUS.cancelled } : booking;
      await completeRefund(deps, tx, now, row, { providerRefundId: result.id, actor: input.actor });
      return isVoided;
    },
    cancel,
  );
}

/**
 * Voids a locked booking as cancelled (seats, tickets), writes the timeline and tells the buyer once.
 * A cancelled booking whose refund is owed by hand was voided with it already.
 */
async function cancelNow(
  deps: OrderDeps,
  tx: DbOrTx,
  booking: BookingRow,
  input: CancelOrderInput,
  money: { refundedMinor: number; byHand: boolean },
): Promise<void> {
  if (booking.status !== BOOKING_STATUS.cancelled) await voidBooking(tx, booking, BOOKING_STATUS.cancelled);
  const what =
    booking.status === BOOKING_STATUS.pending
      ? 'Hold cancelled'
      : money.refundedMinor > 0
        ? `Cancelled with a refund of ${moneyOf(money.refundedMinor, booking.currency)}`
        : booking.totalMinor > 0
          ? 'Cancelled without a refund'
          : 'Cancelled';
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'cancelled',
    actor: input.actor,
    detail: input.reason ? `${what}: ${input.reason}` : what,
  });
  if (input.notifyBuyer === false) return;
  const event = await findBookingEvent(tx, booking);
  await enqueueMail(tx, buildOrderCancelledEmail(deps.config.platformName, booking, event, money), {
    idempotencyKey: `booking-cancelled:${booking.id}`,
  });
}

/** The payment a cancelled hold opened is cancelled too; a provider that refuses is only logged. */
async function cancelHeldPayment(deps: OrderDeps, booking: BookingRow, log: CancelOrderInput['log']) {
  const provider = deps.payments.byId(booking.provider);
  if (!provider || !booking.providerIntentId) return;
  await provider.cancelPayment(booking.providerIntentId).catch((error: unknown) => {
    log?.warn({ err: error, booking: booking.reference }, 'could not cancel the payment of a cancelled hold');
  });
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import type { PaymentProvider, RefundResult } from '../../providers/payments/payment-provider';
import {
  addRefundMoney,
  type BookingRow,
  buildRefundComingEmail,
  completeRefund,
  findBookingEvent,
  insertRefund,
  lockBooking,
  lockRefund,
  moneyOf,
  type OrderActor,
  pendingRefundMinor,
  type RefundRow,
  recordOrderEvent,
  setProviderRefundId,
  settleRefund,
  voidBooking,
} from '../bookings';
import { enqueueMail } from '../mail';
import { ORDER_NOT_FOUND } from './owned-order';

export type OrderDeps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

export interface RefundOrderInput {
  bookingId: number;
  /** Minor units; everything still refundable when left out. */
  amountMinor?: number;
  reason: string;
  actor: OrderActor;
  origin?: 'organizer' | 'system';
}

export type RefundOutcome = 'done' | 'pending' | 'due';

/** What a refund under way is, between its two transactions. */
export interface StartedRefund {
  row: RefundRow;
  booking: BookingRow;
  provider: PaymentProvider;
}

export const NOT_PAID = 'This order is not paid';
export const REFUND_UNDER_WAY = 'A refund of this order is already under way; wait for it to finish';

/**
 * Refunds an order, in full or in part (rights are the caller's). Under the booking's lock the
 * amount is checked against what is left (paid, less refunded, owed by hand and refunds still
 * under way) and written to the ledger first, so two refunds racing each other cannot give back
 * more than was paid. M-Pesa cannot refund by itself: the refund is owed by hand (`due`) at once.
 * Otherwise the provider is asked after that commit (never while a lock is held), and its answer
 * settles the row in a second transaction; a refund it confirms later stays `pending` until its
 * notice. A provider's refusal fails the row, which frees the money for another try, and is
 * answered with its reason.
 */
export async function refundOrder(
  deps: OrderDeps,
  input: RefundOrderInput,
): Promise<{ outcome: RefundOutcome }> {
  const started = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, input.bookingId);
    if (!booking) throw new AppError('NOT_FOUND', ORDER_NOT_FOUND);
    if (booking.status !== BOOKING_STATUS.paid) throw new AppError('CONFLICT', NOT_PAID);
    return startRefund(deps, tx, booking, input, BOOKING_STATUS.refunded);
  });
  if ('due' in started) {
    if (started.isVoided) deps.publicCache.clear();
    return { outcome: 'due' };
  }
  return askProvider(deps, started, input.actor, (tx, booking, row, result) =>
    completeRefund(deps, tx, booking, row, { providerRefundId: result.id, actor: input.actor }),
  );
}

/**
 * The first half of a refund, in the caller's transaction under the booking's lock (the booking
 * read under it, paid): checks the amount, writes the ledger row and the timeline. A refund by hand
 * (M-Pesa) ends here, owed: a refund of everything left voids the booking as `voidAs` at once
 * (the caller clears the public cache after commit).
 */
export async function startRefund(
  deps: OrderDeps,
  tx: DbOrTx,
  booking: BookingRow,
  input: RefundOrderInput,
  voidAs: typeof BOOKING_STATUS.refunded | typeof BOOKING_STATUS.cancelled,
): Promise<StartedRefund | { due: RefundRow; isVoided: boolean }> {
  const pending = await pendingRefundMinor(tx, booking.id);
  const refundable = booking.totalMinor - booking.refundedMinor - booking.refundDueMinor - pending;
  const { amountMinor } = input;
  if (amountMinor !== undefined && (!Number.isInteger(amountMinor) || amountMinor < 1)) {
    throw badRequest('Amount must be more than 0');
  }
  if (refundable <= 0) {
    throw new AppError(
      'CONFLICT',
      pending > 0 ? REFUND_UNDER_WAY : 'Nothing is left to refund on this order',
    );
  }
  const amount = amountMinor ?? refundable;
  if (amount > refundable) {
    const left = `Only ${moneyOf(refundable, booking.currency)} can still be refunded`;
    throw new AppError('CONFLICT', pending > 0 ? `${left}: another refund is under way` : left);
  }
  const provider = deps.payments.byId(booking.provider);
  if (!provider || !booking.providerIntentId) {
    throw new AppError('CONFLICT', 'The payment provider of this order is not configured on this server');
  }
  const isFull = amount === refundable;
  const byHand = provider.refundsByHand === true;
  const row = await insertRefund(tx, {
    bookingId: booking.id,
    amountMinor: amount,
    status: byHand ? 'due' : 'pending',
    isFull,
    origin: input.origin ?? 'organizer',
    reason: input.reason,
    createdBy: typeof input.actor === 'string' ? null : input.actor.userId,
  });
  const money = moneyOf(amount, booking.currency);
  const why = input.reason ? ` (${input.reason})` : '';
  if (!byHand) {
    await recordOrderEvent(tx, {
      bookingId: booking.id,
      kind: 'refund_requested',
      actor: input.actor,
      detail: `${money}${why}`,
    });
    return { row, booking, provider };
  }
  await addRefundMoney(tx, booking.id, { due: amount });
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'refund_due',
    actor: input.actor,
    detail: `${money} to ${booking.buyerMsisdn || 'the buyer'}${why}; send it from the M-Pesa portal and record its receipt`,
  });
  if (isFull) await voidBooking(tx, booking, voidAs);
  // A cancellation tells the buyer in its own mail.
  if (voidAs === BOOKING_STATUS.refunded) {
    const event = await findBookingEvent(tx, booking);
    await enqueueMail(tx, buildRefundComingEmail(deps.config.platformName, booking, event, amount, isFull), {
      idempotencyKey: `refund:${row.id}`,
    });
  }
  return { due: row, isVoided: isFull };
}

/**
 * The second half: the provider is asked, outside any transaction, with the ledger row's own key
 * (a repeated call refunds once). Its answer is written under the booking's lock again: accepted
 * and done → `onDone` settles it; accepted for later → the row waits for the notice; refused → the
 * row fails with the reason (the money it held is free again) and the refusal is answered.
 */
export async function askProvider(
  deps: OrderDeps,
  started: StartedRefund,
  actor: OrderActor,
  onDone: (tx: DbOrTx, booking: BookingRow, row: RefundRow, result: RefundResult) => Promise<boolean>,
  onPending?: (tx: DbOrTx, booking: BookingRow) => Promise<boolean>,
): Promise<{ outcome: 'done' | 'pending' }> {
  const { row, provider } = started;
  const paymentId = started.booking.providerIntentId ?? '';
  let result: RefundResult;
  try {
    result = await provider.refundPayment(paymentId, {
      idempotencyKey: `order-refund-${row.id}`,
      amountMinor: row.amountMinor,
    });
  } catch (error) {
    const refusal = refusalOf(error);
    await deps.db.transaction(async (tx) => {
      const booking = await lockBooking(tx, row.bookingId);
      const current = await lockRefund(tx, row.id);
      if (!booking || current?.status !== 'pending') return;
      await settleRefund(tx, row.id, { status: 'failed', failure: refusal.message });
      await recordOrderEvent(tx, {
        bookingId: booking.id,
        kind: 'refund_failed',
        actor,
        detail: `${moneyOf(row.amountMinor, booking.currency)}: ${refusal.message}`,
      });
    });
    throw refusal;
  }
  const isVoided = await deps.db.transaction(async (tx) => {
    const booking = await lockBooking(tx, row.bookingId);
    const current = await lockRefund(tx, row.id);
    if (!booking || !current) return false;
    if (result.status === 'pending') {
      await setProviderRefundId(tx, row.id, result.id);
      return onPending ? onPending(tx, booking) : false;
    }
    return onDone(tx, booking, current, result);
  });
  if (isVoided) deps.publicCache.clear();
  return { outcome: result.status === 'pending' ? 'pending' : 'done' };
}

/**
 * A provider's refusal as the organizer's answer: its own 4xx and 503 pass through; its "payment not
 * found" is not this order's 404 but a conflict; anything else (a bug, an answer not understood) is
 * told as the provider being unable to refund now, never as a 500.
 */
function refusalOf(error: unknown): AppError {
  if (error instanceof AppError) {
    if (error.code === 'NOT_FOUND') {
      return new AppError('CONFLICT', `The payment provider does not know this payment: ${error.message}`);
    }
    if (error.status < 500 || error.code === 'UNAVAILABLE') return error;
  }
  return new AppError(
    'UNAVAILABLE',
    'The payment provider could not refund this order now. Please try again.',
  );
}

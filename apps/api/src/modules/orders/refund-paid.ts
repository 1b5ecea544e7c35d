import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { DbOrTx } from '../../db/client';
import { AppError } from '../../lib/app-error';
import {
  addRefundMoney,
  type BookingRow,
  buildRefundPaidOutEmail,
  findBookingEvent,
  findRefundsIn,
  insertRefund,
  moneyOf,
  type OrderActor,
  recordOrderEvent,
  settleRefund,
} from '../bookings';
import { enqueueMail } from '../mail';
import type { OrderDeps } from './refund-order';

export const NOTHING_DUE = 'Nothing is owed back by hand on this order';

/**
 * The organizer sent money owed by hand (M-Pesa, or a card or PayPal refund its provider failed on
 * a cancelled order) and records its receipt, under the booking's lock (the caller's): every `due`
 * row of the ledger becomes `paid_out` with it, the money moves from owed to refunded, the timeline says who recorded it and the buyer is told. Money owed from before
 * the ledger (a late M-Pesa payment) is written as a 'system' row paid out, so the ledger adds up.
 * Nothing owed → 409, so a payout recorded twice counts once.
 */
export async function recordRefundPaidOut(
  deps: Pick<OrderDeps, 'config'>,
  tx: DbOrTx,
  booking: BookingRow,
  input: { receipt: string; actor: OrderActor },
): Promise<void> {
  if (booking.refundDueMinor === 0) throw new AppError('CONFLICT', NOTHING_DUE);
  const due = await findRefundsIn(tx, booking.id, 'due');
  let settledMinor = 0;
  for (const row of due) {
    await settleRefund(tx, row.id, { status: 'paid_out', providerRefundId: input.receipt });
    settledMinor += row.amountMinor;
  }
  const unrecorded = booking.refundDueMinor - settledMinor;
  if (unrecorded > 0) {
    await insertRefund(tx, {
      bookingId: booking.id,
      amountMinor: unrecorded,
      status: 'paid_out',
      isFull: booking.status === BOOKING_STATUS.refunded,
      origin: 'system',
      providerRefundId: input.receipt,
      createdBy: typeof input.actor === 'string' ? null : input.actor.userId,
      settledAt: new Date(),
    });
  }
  const paidOut = booking.refundDueMinor;
  await addRefundMoney(tx, booking.id, { refunded: paidOut, due: -paidOut });
  const amount = moneyOf(paidOut, booking.currency);
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'refund_paid_out',
    actor: input.actor,
    detail: `${amount} sent back by ${booking.paymentMethod === 'mpesa' ? 'M-Pesa' : 'hand'} (reference ${input.receipt})`,
  });
  const event = await findBookingEvent(tx, booking);
  await enqueueMail(
    tx,
    buildRefundPaidOutEmail(deps.config.platformName, booking, event, paidOut, input.receipt),
    {
      idempotencyKey: `refund-paid:${booking.id}:${input.receipt}`,
    },
  );
}

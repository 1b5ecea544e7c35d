import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import { buildBookingRefundedEmail, refundNoticeOf } from './booking-email';
import { type OrderActor, recordOrderEvent } from './order-events';
import type { BookingRow } from './queries';
import { findBookingEvent } from './queries';
import { addRefundMoney, type RefundRow, settleRefund } from './refund-ledger';
import { buildPartialRefundEmail, moneyOf } from './refund-mails';
import { voidBooking } from './void-booking';

/**
 * A pending refund its provider confirmed, under the booking's lock (the caller's): the ledger row
 * succeeds, the money counts as refunded and the timeline says so. A refund of everything left
 * voids a booking still paid (tickets, seats) and mails the buyer the full refund; a part mails
 * what went back. A row already settled (the provider's notice came first) changes nothing.
 * Returns whether the booking was voided, so the caller clears the public cache after commit.
 */
export async function completeRefund(
  deps: Pick<AppDeps, 'config'>,
  tx: DbOrTx,
  booking: BookingRow,
  row: RefundRow,
  settled: { providerRefundId: string | null; actor: OrderActor; detail?: string },
): Promise<boolean> {
  if (row.status !== 'pending') return false;
  await settleRefund(tx, row.id, { status: 'succeeded', providerRefundId: settled.providerRefundId });
  await addRefundMoney(tx, booking.id, { refunded: row.amountMinor });
  const amount = moneyOf(row.amountMinor, booking.currency);
  await recordOrderEvent(tx, {
    bookingId: booking.id,
    kind: 'refunded',
    actor: settled.actor,
    detail: settled.detail ?? `${amount} refunded${row.reason ? `: ${row.reason}` : ''}`,
  });
  const { platformName } = deps.config;
  const event = await findBookingEvent(tx, booking);
  if (row.isFull && booking.status === BOOKING_STATUS.paid) {
    await voidBooking(tx, booking, BOOKING_STATUS.refunded);
    await enqueueMail(tx, buildBookingRefundedEmail(refundNoticeOf(platformName, booking, event)), {
      idempotencyKey: `booking-refunded:${booking.id}`,
    });
    return true;
  }
  // A refund of everything left on an order already cancelled: its cancellation mail said so.
  if (!row.isFull) {
    await enqueueMail(tx, buildPartialRefundEmail(platformName, booking, event, row.amountMinor), {
      idempotencyKey: `refund:${row.id}`,
    });
  }
  return false;
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { fromMinor } from '@tiketi/contract/money';
import type { Order } from '@tiketi/contract/orders';
import type { DbOrTx } from '../../db/client';
import type { bookings } from '../../db/schema/index';
import { bookingBreakdown } from '../bookings';
import { findItemsOfBookings } from '../e-tickets';
import { orderStatusOf } from './order-status';
import { findPendingRefunds } from './queries';

type BookingRow = typeof bookings.$inferSelect;

/**
 * The money of an order, in minor units. Paid is the total once the money came in (paid_at), even
 * if it went back since. Refundable is what a refund may still take: only from a paid order, less
 * what went back, what is owed back by hand and refunds still waiting on their provider.
 */
export function moneyOf(booking: BookingRow, pendingRefundMinor: number) {
  const paidMinor = booking.paidAt ? booking.totalMinor : 0;
  const left = paidMinor - booking.refundedMinor - booking.refundDueMinor - pendingRefundMinor;
  const refundableMinor = booking.status === BOOKING_STATUS.paid ? Math.max(0, left) : 0;
  return { paidMinor, refundableMinor };
}

/** Bookings as an organizer's orders: state in words, decimal money, seat lines. */
export async function toOrders(db: DbOrTx, rows: readonly BookingRow[]): Promise<Order[]> {
  const ids = rows.map((row) => row.id);
  const [items, pendingRefunds] = await Promise.all([
    findItemsOfBookings(db, ids),
    findPendingRefunds(db, ids),
  ]);
  return rows.map((row) => {
    const money = (minor: number) => fromMinor(minor, row.currency);
    const { paidMinor, refundableMinor } = moneyOf(row, pendingRefunds.get(row.id) ?? 0);
    return {
      booking_id: row.reference,
      status: orderStatusOf(row),
      buyer_name: row.buyerName,
      buyer_email: row.buyerEmail,
      buyer_msisdn: row.buyerMsisdn,
      currency: row.currency,
      total: money(row.totalMinor),
      paid: money(paidMinor),
      refunded: money(row.refundedMinor),
      refundable: money(refundableMinor),
      refund_due: money(row.refundDueMinor),
      payment_method: row.paymentMethod,
      // A free booking has no payment to refer to, whatever the row holds.
      payment_reference: row.paymentMethod === 'free' ? null : row.paymentReference,
      created_at: row.createdAt.toISOString(),
      paid_at: row.paidAt?.toISOString() ?? null,
      hold_expires_at: row.status === BOOKING_STATUS.pending ? row.holdExpiresAt.toISOString() : null,
      tickets: items
        .filter((item) => item.bookingId === row.id)
        .map((item) => ({
          name: item.name,
          quantity: item.quantity,
          price_per_ticket: money(item.unitPriceMinor),
        })),
      ...bookingBreakdown(row),
    };
  });
}

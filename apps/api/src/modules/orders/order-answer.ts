import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { fromMinor } from '@tiketi/contract/money';
import type { OrderDetail } from '@tiketi/contract/orders';
import { asc, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, type bookings, type events, issuedTickets, orderEvents } from '../../db/schema/index';
import { findBookingItems, pendingRefundMinor } from '../bookings';
import type { OrganizerActor } from '../sessions';
import { canRefund } from './order-rights';
import { orderStatusOf } from './order-status';

/**
 * The order as a refund, payout or cancellation answers it: its money and state as they are now,
 * its admissions and the timeline its actions wrote. (The order detail read, built beside this,
 * adds the events it synthesizes: creation, payment, mails and check-ins.)
 */
export async function orderAnswerOf(
  db: DbOrTx,
  actor: OrganizerActor,
  row: { booking: typeof bookings.$inferSelect; event: typeof events.$inferSelect },
): Promise<OrderDetail> {
  const { booking, event } = row;
  const money = (minor: number) => fromMinor(minor, booking.currency);
  const [items, admissions, timeline, pending, mayRefund] = await Promise.all([
    findBookingItems(db, booking.id),
    db
      .select({
        name: bookingItems.name,
        checkedInAt: issuedTickets.checkedInAt,
        voidedAt: issuedTickets.voidedAt,
      })
      .from(issuedTickets)
      .innerJoin(bookingItems, eq(bookingItems.id, issuedTickets.bookingItemId))
      .where(eq(issuedTickets.bookingId, booking.id))
      .orderBy(asc(issuedTickets.id)),
    db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.bookingId, booking.id))
      .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id)),
    pendingRefundMinor(db, booking.id),
    canRefund(db, actor),
  ]);
  const isPaid = booking.status === BOOKING_STATUS.paid;
  const paidMinor = booking.paidAt && booking.paymentMethod !== 'free' ? booking.totalMinor : 0;
  const refundable = isPaid
    ? Math.max(booking.totalMinor - booking.refundedMinor - booking.refundDueMinor - pending, 0)
    : 0;
  return {
    booking_id: booking.reference,
    status: orderStatusOf(booking),
    buyer_name: booking.buyerName,
    buyer_email: booking.buyerEmail,
    buyer_msisdn: booking.buyerMsisdn,
    currency: booking.currency,
    total: money(booking.totalMinor),
    paid: money(paidMinor),
    refunded: money(booking.refundedMinor),
    refundable: money(refundable),
    refund_due: money(booking.refundDueMinor),
    payment_method: booking.paymentMethod,
    payment_reference: booking.paymentReference,
    created_at: booking.createdAt.toISOString(),
    paid_at: booking.paidAt?.toISOString() ?? null,
    hold_expires_at: booking.status === BOOKING_STATUS.pending ? booking.holdExpiresAt.toISOString() : null,
    tickets: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      price_per_ticket: money(item.unitPriceMinor),
    })),
    event: { id: event.id, title: event.title },
    admissions: admissions.map((admission, index) => ({
      number: index + 1,
      name: admission.name,
      checked_in_at: admission.checkedInAt?.toISOString() ?? null,
      valid: isPaid && admission.voidedAt === null,
    })),
    timeline: timeline.map((entry) => ({
      at: entry.createdAt.toISOString(),
      kind: entry.kind as OrderDetail['timeline'][number]['kind'],
      by: entry.actor,
      detail: entry.detail,
    })),
    can_refund: mayRefund,
  };
}

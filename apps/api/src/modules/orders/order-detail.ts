import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { OrderDetail } from '@tiketi/contract/orders';
import type { DbOrTx } from '../../db/client';
import type { bookings, events } from '../../db/schema/index';
import { eventZone } from '../../lib/event-zone';
import { holderOf, readAnswersOf } from '../questions-read';
import type { OrganizerActor } from '../sessions';
import { canRefund } from './order-rights';
import { findOwnedOrder } from './owned-order';
import { findAdmissions } from './queries';
import { timelineOf } from './timeline';
import { toOrders } from './to-order';

/**
 * An order as its detail shows it, from its booking and event rows (read, or locked by the caller
 * in the transaction that just changed it): admissions, timeline and what the caller may do.
 */
export async function toOrderDetail(
  db: DbOrTx,
  actor: OrganizerActor,
  row: { booking: typeof bookings.$inferSelect; event: typeof events.$inferSelect },
  platformZone: string,
): Promise<OrderDetail> {
  const { booking, event } = row;
  const [[order], admissions, mayRefund, answered] = await Promise.all([
    toOrders(db, [booking]),
    findAdmissions(db, booking.id),
    canRefund(db, actor),
    readAnswersOf(db, booking.id),
  ]);
  if (!order) throw new Error(`order ${booking.reference} could not be read`);
  const isPaid = booking.status === BOOKING_STATUS.paid;
  return {
    ...order,
    event: {
      id: event.id,
      title: event.title,
      start_time: event.startTime.toISOString(),
      time_zone: eventZone(event.timeZone, platformZone),
    },
    admissions: admissions.map((admission, index) => {
      // Issue 16: the admission's number is its holder's position.
      const holder = holderOf(answered, index + 1);
      return {
        number: index + 1,
        name: admission.name,
        checked_in_at: admission.checkedInAt?.toISOString() ?? null,
        valid: isPaid && admission.voidedAt === null,
        holder_name: holder?.name ?? '',
        holder_email: holder?.email ?? '',
        answers: holder?.answers ?? [],
      };
    }),
    // Every position's holder, before tickets are issued too (a pending order has no admissions).
    answers: answered.answers,
    holders: answered.holders,
    timeline: await timelineOf(db, booking, admissions),
    can_refund: mayRefund,
  };
}

/**
 * `GET v1/orders/{reference}`: 404 'Order not found' for none and for another organisation's.
 * `platformZone` stands for an event stored without its own zone.
 */
export async function getOrderDetail(
  db: DbOrTx,
  actor: OrganizerActor,
  reference: string,
  platformZone: string,
) {
  return toOrderDetail(db, actor, await findOwnedOrder(db, actor, reference), platformZone);
}

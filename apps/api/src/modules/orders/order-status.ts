import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { OrderStatus } from '@tiketi/contract/orders';
import { type SQL, sql } from 'drizzle-orm';
import { bookings } from '../../db/schema/index';
import { statusLiteral } from '../../db/schema/status-sql';

export interface OrderMoney {
  status: number;
  totalMinor: number;
  refundedMinor: number;
  refundDueMinor: number;
}

/**
 * An order's state in words, from its booking: money still owed back by hand comes first (the
 * organizer must act), then the booking's own status, a paid one partly refunded being
 * `partially_refunded`.
 */
export function orderStatusOf(order: OrderMoney): OrderStatus {
  if (order.refundDueMinor > 0) return 'refund_due';
  switch (order.status) {
    case BOOKING_STATUS.pending:
      return 'pending';
    case BOOKING_STATUS.expired:
      return 'expired';
    case BOOKING_STATUS.cancelled:
      return 'cancelled';
    case BOOKING_STATUS.refunded:
      return 'refunded';
    default:
      return order.refundedMinor > 0 ? 'partially_refunded' : 'paid';
  }
}

const is = (status: number) => sql`${bookings.status} = ${statusLiteral(status)}`;
const nothingOwed = sql`${bookings.refundDueMinor} = 0`;

/** The same rule as `orderStatusOf`, as a condition on `bookings`, for filtering a list in SQL. */
export function orderStatusCondition(status: OrderStatus): SQL {
  switch (status) {
    case 'refund_due':
      return sql`${bookings.refundDueMinor} > 0`;
    case 'pending':
      return sql`(${is(BOOKING_STATUS.pending)} and ${nothingOwed})`;
    case 'expired':
      return sql`(${is(BOOKING_STATUS.expired)} and ${nothingOwed})`;
    case 'cancelled':
      return sql`(${is(BOOKING_STATUS.cancelled)} and ${nothingOwed})`;
    case 'refunded':
      return sql`(${is(BOOKING_STATUS.refunded)} and ${nothingOwed})`;
    case 'partially_refunded':
      return sql`(${is(BOOKING_STATUS.paid)} and ${nothingOwed} and ${bookings.refundedMinor} > 0)`;
    case 'paid':
      return sql`(${is(BOOKING_STATUS.paid)} and ${nothingOwed} and ${bookings.refundedMinor} = 0)`;
  }
}

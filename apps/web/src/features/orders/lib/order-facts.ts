import type { Order, OrderDetail } from '@tiketi/contract/orders';

/** Whole minutes left of a pending order's seat hold (rounded up, so the last seconds read 1), or null. */
export function holdMinutesLeft(
  order: Pick<Order, 'status' | 'hold_expires_at'>,
  now = Date.now(),
): number | null {
  if (order.status !== 'pending' || !order.hold_expires_at) return null;
  const end = Date.parse(order.hold_expires_at);
  if (!Number.isFinite(end)) return null;
  return Math.max(0, Math.ceil((end - now) / 60_000));
}

/** '2 x VIP, 1 x Regular': an order's seat lines on one line. */
export function ticketsSummary(order: Pick<Order, 'tickets'>): string {
  if (order.tickets.length === 0) return 'No tickets';
  return order.tickets.map((line) => `${line.quantity} x ${line.name}`).join(', ');
}

/** What an organizer may still do with an order, by its state (rights are checked apart). */
export function orderActionsOf(order: OrderDetail) {
  const holdsTickets = order.admissions.some((admission) => admission.valid);
  const isOpen = order.status === 'paid' || order.status === 'partially_refunded';
  return {
    canRefund: isOpen && order.refundable > 0,
    canRecordPayout: order.status === 'refund_due' && order.refund_due > 0,
    // A hold can be let go; a paid order while its tickets still admit someone.
    canCancel: order.status === 'pending' || ((isOpen || order.status === 'refund_due') && holdsTickets),
    canResend: isOpen && holdsTickets,
  };
}

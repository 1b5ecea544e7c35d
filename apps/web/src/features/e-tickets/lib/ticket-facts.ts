import type { ETicket } from '@tiketi/contract/e-tickets';

/** A server link (`/api/v1/...`) as the browser must request it, wherever the API is served from. */
export function resolveApiLink(link: string, apiBase: string, pageUrl: string): string {
  const apiRoot = new URL(apiBase, pageUrl);
  return new URL(link, apiRoot).toString();
}

/** Spec 2.7 seat lines: quantity, name, admits and amount (quantity x price). */
export function seatLines(ticket: ETicket) {
  return ticket.booking.tickets.map((seat) => ({
    ...seat,
    amount: Math.round(seat.quantity * seat.price_per_ticket * 100) / 100,
  }));
}

/** True once the event is over: its tickets stay listed, marked as past. */
export function hasEnded(ticket: Pick<ETicket, 'end_time'>, now = Date.now()): boolean {
  const end = Date.parse(ticket.end_time);
  return Number.isFinite(end) && end < now;
}

/**
 * 'Refunded' or 'Cancelled' for an order whose tickets no longer admit anyone (issue 14), else
 * null. A list that does not say (an older server) holds paid bookings only.
 */
export function voidedLabel(ticket: Pick<ETicket, 'order_status'>): 'Refunded' | 'Cancelled' | null {
  if (ticket.order_status === 'refunded') return 'Refunded';
  if (ticket.order_status === 'cancelled') return 'Cancelled';
  return null;
}

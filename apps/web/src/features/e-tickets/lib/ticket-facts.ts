import type { ClosedETicket, ETicket } from '@tiketi/contract/e-tickets';

/** A server link (`/api/v1/...`) as the browser must request it, wherever the API is served from. */
export function resolveApiLink(link: string, apiBase: string, pageUrl: string): string {
  const apiRoot = new URL(apiBase, pageUrl);
  return new URL(link, apiRoot).toString();
}

/** Spec 2.7 seat lines: quantity, name, admits and amount (quantity x price). */
export function seatLines(ticket: Pick<ETicket, 'booking'>) {
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

/** A booking refunded in full or cancelled after payment (issue 14): listed as such, with no codes. */
export function isClosed(ticket: ETicket | ClosedETicket): ticket is ClosedETicket {
  return ticket.order_status === 'refunded' || ticket.order_status === 'cancelled';
}

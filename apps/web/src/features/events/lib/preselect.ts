import type { EventDetail } from '@tiketi/contract/events';
import { isOnSale, type Quantities } from './booking-draft';

/**
 * Issue 19: the widget's 'Book' opens the event's page with `?ticket={id}`; that type starts at the
 * smallest quantity one order may hold, when it can be bought now. Anything else starts empty, as
 * the page always did.
 */
export function preselectedQuantities(
  event: Pick<EventDetail, 'tickets' | 'end_time' | 'max_tickets_per_booking'>,
  ticketParam: string | null,
  now = Date.now(),
): Quantities {
  if (!ticketParam || !/^\d{1,10}$/.test(ticketParam)) return {};
  const ticket = event.tickets.find((candidate) => candidate.id === Number(ticketParam));
  if (!ticket || !isOnSale(ticket) || new Date(event.end_time).getTime() < now) return {};
  const qty = Math.max(1, ticket.min_per_order);
  if (qty > ticket.available || qty > event.max_tickets_per_booking) return {};
  return { [ticket.id]: qty };
}

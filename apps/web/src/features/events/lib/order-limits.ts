import type { TicketType } from '@tiketi/contract/events';
import { type Quantities, quantityOf } from './booking-draft';

// Issue 15: how many of a ticket type one order may take, said at its quantity box and checked
// before booking (the server holds to the same limits).

/** The most the quantity box offers: what is left, and no more than the type's own maximum. */
export function quantityMax(ticket: TicketType): number {
  const left = Math.max(ticket.available, 0);
  return ticket.max_per_order === null ? left : Math.min(left, ticket.max_per_order);
}

/** The quantity box's lowest step: 0 (none) unless the type asks for more than 1 per order. */
export function quantityMin(ticket: TicketType): number {
  return ticket.min_per_order > 1 ? ticket.min_per_order : 0;
}

/** The limits said under the box: 'At least 2 per order', 'At most 4 per order'. */
export function limitHints(ticket: TicketType): { min: string | null; max: string | null } {
  return {
    min: ticket.min_per_order > 1 ? `At least ${ticket.min_per_order} per order` : null,
    max: ticket.max_per_order === null ? null : `At most ${ticket.max_per_order} per order`,
  };
}

/** Which limit a picked quantity breaks: none for 0 (not picked) or a quantity within them. */
export function brokenLimit(ticket: TicketType, qty: number): 'min' | 'max' | null {
  if (qty <= 0) return null;
  if (qty < ticket.min_per_order) return 'min';
  if (ticket.max_per_order !== null && qty > ticket.max_per_order) return 'max';
  return null;
}

/** One message per type whose quantity breaks its limits, shown before booking is allowed. */
export function limitProblems(tickets: readonly TicketType[], quantities: Quantities): string[] {
  return tickets.flatMap((ticket) => {
    const broken = brokenLimit(ticket, quantityOf(quantities, ticket));
    if (broken === 'min') return [`Choose at least ${ticket.min_per_order} ${ticket.name} tickets, or none`];
    if (broken === 'max') {
      const max = ticket.max_per_order ?? 0;
      return [`You can book at most ${max} ${ticket.name} ${max === 1 ? 'ticket' : 'tickets'} per order`];
    }
    return [];
  });
}

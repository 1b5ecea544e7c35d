import type { TicketType } from '@tiketi/contract/events';

/**
 * Issue 15's fields of a ticket type at what the server answers for a type that sets none of them:
 * no description, no sale window (so on sale), a minimum of 1, no own maximum, first place.
 */
export const PLAIN_SALE_TERMS = {
  description: '',
  sale_start: null,
  sale_end: null,
  sale_state: 'on_sale',
  min_per_order: 1,
  max_per_order: null,
  position: 0,
} as const satisfies Partial<TicketType>;

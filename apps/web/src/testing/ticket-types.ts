import type { TicketType } from '@tiketi/contract/events';
import type { PublicSalesSettings } from '@tiketi/contract/sales-settings';

/**
 * Issue 15's fields of a ticket type at what the server answers for a type that sets none of them:
 * no description, no sale window (so on sale), a minimum of 1, no own maximum, first place, not hidden.
 */
export const PLAIN_SALE_TERMS = {
  description: '',
  sale_start: null,
  sale_end: null,
  sale_state: 'on_sale',
  min_per_order: 1,
  max_per_order: null,
  position: 0,
  hidden: false,
} as const satisfies Partial<TicketType>;

/** An event's sales settings when it sets none (issue 15): no tax, no booking fee. */
export const NO_FEES_OR_TAXES = {
  tax_name: '',
  tax_rate: 0,
  tax_mode: 'added',
  fee_fixed: 0,
  fee_percent: 0,
  fee_payer: 'buyer',
} as const satisfies PublicSalesSettings;

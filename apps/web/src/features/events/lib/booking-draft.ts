import type { BookingDraft } from '@tiketi/contract/bookings';
import { TICKET_STATUS } from '@tiketi/contract/constants';
import type { EventDetail, TicketType } from '@tiketi/contract/events';
import { totalOf } from '@tiketi/contract/money';
import { paymentMethodsFor } from '@tiketi/contract/payments';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import { type DateDisplayOptions, formatShortDateTime } from '@/lib/dates';
import { type OrderFigures, priceRows } from '@/lib/order-price';

/** Chosen quantity per ticket type id. */
export type Quantities = Readonly<Record<number, number>>;

/** How many are left before the page warns "Only N left". */
export const LOW_STOCK_THRESHOLD = 10;

/** Buyable now: on sale, some left, and inside its sale window by the server's clock (issue 15). */
export function isOnSale(ticket: TicketType): boolean {
  return ticket.status === TICKET_STATUS.onSale && ticket.available > 0 && ticket.sale_state === 'on_sale';
}

export type SaleStatus = 'Sale open' | 'Sale closed' | 'Sale ended' | `Sale starts ${string}`;

/**
 * Spec 2.4's status text. 'Sale open' only while the row can be bought: on sale, some left, and
 * the event not over; a sold-out type or an ended event reads 'Sale closed', as its box is off.
 * Issue 15: a type whose sale window has not opened reads 'Sale starts {date}', one whose window
 * has closed 'Sale ended'.
 */
export function saleStatus(ticket: TicketType, hasEnded: boolean, zone: DateDisplayOptions = {}): SaleStatus {
  if (hasEnded || ticket.status !== TICKET_STATUS.onSale) return 'Sale closed';
  if (ticket.sale_state === 'ended') return 'Sale ended';
  if (ticket.sale_state === 'not_started') {
    const opens = ticket.sale_start ? formatShortDateTime(ticket.sale_start, zone) : '';
    // Without a readable start the server still says it has not opened.
    return opens ? `Sale starts ${opens}` : 'Sale closed';
  }
  return isOnSale(ticket) ? 'Sale open' : 'Sale closed';
}

/** Reads what a buyer typed into a quantity box: whole numbers from 0 up to what is available. */
export function parseQuantity(input: string, available: number): number {
  const digits = input.trim();
  if (!/^\d+$/.test(digits)) return 0;
  return Math.min(Number(digits), Math.max(available, 0));
}

/** The hint under a quantity box, if any. */
export function stockHint(ticket: TicketType): string | null {
  if (ticket.status !== TICKET_STATUS.onSale) return null;
  if (ticket.available <= 0) return 'Sold out';
  if (ticket.available <= LOW_STOCK_THRESHOLD) return `Only ${ticket.available} left`;
  return null;
}

/** The cap's message, as the server words it (create-booking), shown at the quantity inputs. */
export function bookingCapMessage(cap: number): string {
  return `You can book at most ${cap} tickets at a time`;
}

/** The number of tickets picked over all rows, to hold against the per-booking cap. */
export function pickedCount(tickets: readonly TicketType[], quantities: Quantities): number {
  return tickets.reduce((sum, ticket) => sum + quantityOf(quantities, ticket), 0);
}

export function quantityOf(quantities: Quantities, ticket: TicketType): number {
  return isOnSale(ticket) ? (quantities[ticket.id] ?? 0) : 0;
}

/** Spec 9: the sum of quantity times price_per_ticket, in the currency's minor units. */
export function grandTotal(tickets: readonly TicketType[], quantities: Quantities, currency: string): number {
  return totalOf(
    tickets.map((ticket) => ({
      qty: quantityOf(quantities, ticket),
      price_per_ticket: ticket.price_per_ticket,
    })),
    currency,
  );
}

/** The rows picked, at their base prices, as the draft and the price lines take them. */
function pickedRows(tickets: readonly TicketType[], quantities: Quantities) {
  return tickets
    .map((ticket) => ({ id: ticket.id, qty: quantityOf(quantities, ticket), price: ticket.price_per_ticket }))
    .filter((row) => row.qty > 0);
}

/**
 * Issue 15: the price of the quantities picked with the event's fees and taxes and the applied
 * code, by the contract's rule, as the server will ask it.
 */
export function orderFiguresOf(
  event: Pick<EventDetail, 'currency' | 'tickets' | 'sales'>,
  quantities: Quantities,
  code: AppliedCode | null = null,
): OrderFigures {
  return priceRows(pickedRows(event.tickets, quantities), event.currency, event.sales, code);
}

/**
 * The booking draft of spec 3 for the quantities picked, keeping only rows above 0; `null` when
 * nothing is picked (the page then shows 'Pick a ticket to book this event'). `event.tickets`
 * includes the types the code unlocked; the code travels in the draft (issue 15), and its total is
 * priceOrder's.
 */
export function buildBookingDraft(
  event: Pick<EventDetail, 'id' | 'currency' | 'tickets' | 'sales'>,
  quantities: Quantities,
  code: AppliedCode | null = null,
): BookingDraft | null {
  const rows = pickedRows(event.tickets, quantities);
  if (rows.length === 0) return null;
  return {
    event_id: event.id,
    currency: event.currency,
    tickets: rows,
    // The first method the currency can be paid by is the payment screen's default choice.
    payment_method: paymentMethodsFor(event.currency)[0] ?? 'card',
    details: { full_name: '', msisdn: '', email_address: '' },
    total_price: orderFiguresOf(event, quantities, code).total,
    ...(code ? { promo_code: code.code } : {}),
  };
}

import type { BookingDraft, PaidBooking } from '@tiketi/contract/bookings';
import type { EventDetail } from '@tiketi/contract/events';
import { totalOf } from '@tiketi/contract/money';
import type { AppliedCode } from '@tiketi/contract/promo-codes';
import type { HeldBooking, OrderSummary } from '@/lib/checkout-state';
import { formatMoneyWithCode } from '@/lib/money';
import { figuresOfBreakdown, type OrderFigures, priceRows } from '@/lib/order-price';

export type { OrderLine, OrderSummary } from '@/lib/checkout-state';

/**
 * Issue 15: the draft's price lines, priced as the event page priced them (its fees and taxes, the
 * applied code); once the booking call has answered, the server's own figures instead.
 */
export function orderFiguresOf(
  draft: BookingDraft,
  bookedEvent: EventDetail | null,
  code: AppliedCode | null,
  held: HeldBooking | null = null,
): OrderFigures {
  const server = held ? figuresOfBreakdown(held.created, held.created.total_price) : null;
  if (server) return server;
  const event = bookedEvent?.id === draft.event_id ? bookedEvent : null;
  return priceRows(draft.tickets, draft.currency, event?.sales, code);
}

/**
 * Joins the draft's rows ({id, qty, price}) with the stored copy of the event for names; if the
 * copy is missing or belongs to another event, rows are still listed by ticket number. The total is
 * the order's (issue 15: after discount, fee and tax) when its figures are given.
 */
export function orderSummaryOf(
  draft: BookingDraft,
  bookedEvent: EventDetail | null,
  figures?: OrderFigures,
): OrderSummary {
  const event = bookedEvent?.id === draft.event_id ? bookedEvent : null;
  const lines = draft.tickets.map((row) => {
    const ticket = event?.tickets.find((t) => t.id === row.id);
    return {
      id: row.id,
      name: ticket?.name ?? `Ticket #${row.id}`,
      no_of_persons: ticket?.no_of_persons ?? null,
      qty: row.qty,
      price: row.price,
      subtotal: totalOf([{ qty: row.qty, price_per_ticket: row.price }], draft.currency),
    };
  });
  return {
    title: event?.title ?? 'Your booking',
    start_time: event?.start_time ?? null,
    end_time: event?.end_time ?? null,
    time_zone: event?.time_zone ?? null,
    location: event?.location ?? null,
    lines,
    total:
      figures?.total ??
      totalOf(
        draft.tickets.map((row) => ({ qty: row.qty, price_per_ticket: row.price })),
        draft.currency,
      ),
  };
}

/** True when the order costs nothing: it is confirmed with 'Get tickets', with no card (spec decision #5). */
export function isFreeOrder(draft: Pick<BookingDraft, 'tickets'>): boolean {
  // Any price above zero makes the order paid, whatever the currency's decimals.
  return draft.tickets.every((row) => row.qty === 0 || row.price === 0);
}

/** Spec 5: a guest must fill full name, email and phone; there is no format check. */
export function hasGuestDetails(details: BookingDraft['details']): boolean {
  return [details.full_name, details.email_address, details.msisdn].every((value) => value.trim() !== '');
}

/** 'USD 60.27': the currency code and the amount, as 'Total to pay:' reads. */
export function formatAmountWithCode(amount: number, currency: string): string {
  return formatMoneyWithCode(amount, currency);
}

/** A row of the success screen's table (spec 2.6: Type, Price, Quantity, Subtotal). */
export interface BookedRow {
  name: string;
  no_of_persons: number | null;
  price: number;
  quantity: number;
  subtotal: number;
}

/** The rows of a retrieved booking, subtotals in minor units as spec 9 totals them. */
export function paidRowsOf(booking: Pick<PaidBooking, 'tickets' | 'currency'>): BookedRow[] {
  return booking.tickets.map((ticket) => ({
    name: ticket.name,
    no_of_persons: ticket.no_of_persons,
    price: ticket.price_per_ticket,
    quantity: ticket.quantity,
    subtotal: totalOf(
      [{ qty: ticket.quantity, price_per_ticket: ticket.price_per_ticket }],
      booking.currency,
    ),
  }));
}

/** The rows of an order as the payment screen showed it (a free booking's confirmation). */
export function summaryRowsOf(summary: Pick<OrderSummary, 'lines'>): BookedRow[] {
  return summary.lines.map((line) => ({
    name: line.name,
    no_of_persons: line.no_of_persons,
    price: line.price,
    quantity: line.qty,
    subtotal: line.subtotal,
  }));
}

import { TICKET_STATUS } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';
import { fitsPriceDecimals, priceDecimalsMessage } from '@tiketi/contract/money';
import {
  type CreateTicketsInput,
  newTicketInput,
  type UpdateTicketsInput,
  updateTicketInput,
} from '@tiketi/contract/organizer-events';
import type { ZodType } from 'zod';
import { toIsoInstant } from './date-time-local';
import type { FormCheck } from './form-check';
import { type TicketRow, type TicketValues, visibleRows } from './ticket-rows';

/** The bodies of the two ticket calls, always naming their event. */
export type NewTicketsPayload = CreateTicketsInput & { eventId: number };
export type TicketUpdatePayload = UpdateTicketsInput & { eventId: number };

const hasEmptyValue = (row: TicketValues) =>
  [row.name, row.price_per_ticket, row.no_of_persons, row.max_tickets].some((value) => value.trim() === '');

/** A sale window's side as the API takes it: an ISO instant, or null when left blank. */
const saleMoment = (local: string) => (local.trim() === '' ? null : toIsoInstant(local));

/**
 * A form as the call takes it. Issue 15's options are optional: a blank minimum is 1, a blank
 * maximum none, and a type is shown unless hidden. `position` is its place on screen.
 */
const inputOf = (row: TicketValues, position: number) => ({
  name: row.name,
  price_per_ticket: Number(row.price_per_ticket.trim()),
  no_of_persons: Number(row.no_of_persons.trim()),
  max_tickets: Number(row.max_tickets.trim()),
  description: row.description,
  sale_start: saleMoment(row.sale_start),
  sale_end: saleMoment(row.sale_end),
  min_per_order: row.min_per_order.trim() === '' ? 1 : Number(row.min_per_order.trim()),
  max_per_order: row.max_per_order.trim() === '' ? null : Number(row.max_per_order.trim()),
  hidden: row.hidden,
  position,
});

/** A typed but unreadable sale time (a browser without a date picker): said before the schema's words. */
function unreadableMoment(row: TicketValues): string | null {
  if (row.sale_start.trim() !== '' && toIsoInstant(row.sale_start) === '') return 'Enter a valid sale start';
  if (row.sale_end.trim() !== '' && toIsoInstant(row.sale_end) === '') return 'Enter a valid sale end';
  return null;
}

/**
 * Spec 5 with spec decision #5: every field non-empty ('All fields are required'), a price of 0 is a free
 * ticket; then the server's rules (whole counts from 1, the currency's price decimals, issue 15's sale
 * window and per-order limits), named by the ticket.
 */
function checkRows<T>(
  rows: readonly TicketRow[],
  currency: string,
  schema: ZodType<T>,
  toInput: (row: TicketRow, position: number) => unknown,
) {
  const shown = visibleRows(rows);
  if (shown.length === 0) return { isValid: false as const, message: 'Add at least one ticket' };
  if (shown.some(hasEmptyValue)) return { isValid: false as const, message: MESSAGES.allFieldsRequired };
  // The tickets on screen take their places on screen; removed ones (update only) come after them.
  const removed = rows.filter((row) => !shown.includes(row));
  const positionOf = (row: TicketRow) =>
    shown.includes(row) ? shown.indexOf(row) : shown.length + removed.indexOf(row);
  const tickets: T[] = [];
  for (const row of rows) {
    const position = positionOf(row);
    const badMoment = unreadableMoment(row);
    if (badMoment) return { isValid: false as const, message: `${row.name.trim()}: ${badMoment}` };
    const parsed = schema.safeParse(toInput(row, position));
    if (!parsed.success) {
      const issue = parsed.error.issues[0]?.message ?? MESSAGES.allFieldsRequired;
      return { isValid: false as const, message: `${row.name.trim()}: ${issue}` };
    }
    if (!fitsPriceDecimals(Number(row.price_per_ticket.trim()), currency)) {
      return { isValid: false as const, message: `${row.name.trim()}: ${priceDecimalsMessage(currency)}` };
    }
    tickets.push(parsed.data);
  }
  return { isValid: true as const, data: tickets };
}

/** Create step 3: `POST v1/event/{id}/ticket/register`. */
export function checkNewTickets(
  rows: readonly TicketRow[],
  eventId: number,
  currency: string,
): FormCheck<NewTicketsPayload> {
  const check = checkRows(visibleRows(rows), currency, newTicketInput, inputOf);
  return check.isValid ? { isValid: true, data: { eventId, tickets: check.data } } : check;
}

/**
 * 'Ticket Update': `POST v1/event/{id}/ticket/update` with every ticket on screen (id -1 when new)
 * and every removed saved ticket with status 3.
 */
export function checkTicketUpdate(
  rows: readonly TicketRow[],
  eventId: number,
  currency: string,
): FormCheck<TicketUpdatePayload> {
  const sent = rows.filter((row) => row.status === TICKET_STATUS.onSale || row.id !== -1);
  const check = checkRows(sent, currency, updateTicketInput, (row, position) => ({
    ...inputOf(row, position),
    id: row.id,
    status: row.status,
  }));
  return check.isValid ? { isValid: true, data: { eventId, tickets: check.data } } : check;
}

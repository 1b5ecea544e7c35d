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
import type { FormCheck } from './form-check';
import { type TicketRow, type TicketValues, visibleRows } from './ticket-rows';

/** The bodies of the two ticket calls, always naming their event. */
export type NewTicketsPayload = CreateTicketsInput & { eventId: number };
export type TicketUpdatePayload = UpdateTicketsInput & { eventId: number };

const hasEmptyValue = (row: TicketValues) =>
  [row.name, row.price_per_ticket, row.no_of_persons, row.max_tickets].some((value) => value.trim() === '');

const numbersOf = (row: TicketValues) => ({
  name: row.name,
  price_per_ticket: Number(row.price_per_ticket.trim()),
  no_of_persons: Number(row.no_of_persons.trim()),
  max_tickets: Number(row.max_tickets.trim()),
});

/**
 * Spec 5 with spec decision #5: every field non-empty ('All fields are required'), a price of 0 is a free
 * ticket; then the server's rules (whole counts from 1, the currency's price decimals), named by the ticket.
 */
function checkRows<T>(
  rows: readonly TicketRow[],
  currency: string,
  schema: ZodType<T>,
  toInput: (row: TicketRow) => unknown,
) {
  const shown = visibleRows(rows);
  if (shown.length === 0) return { isValid: false as const, message: 'Add at least one ticket' };
  if (shown.some(hasEmptyValue)) return { isValid: false as const, message: MESSAGES.allFieldsRequired };
  const tickets: T[] = [];
  for (const row of rows) {
    const parsed = schema.safeParse(toInput(row));
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
  const check = checkRows(visibleRows(rows), currency, newTicketInput, numbersOf);
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
  const check = checkRows(sent, currency, updateTicketInput, (row) => ({
    ...numbersOf(row),
    id: row.id,
    status: row.status,
  }));
  return check.isValid ? { isValid: true, data: { eventId, tickets: check.data } } : check;
}

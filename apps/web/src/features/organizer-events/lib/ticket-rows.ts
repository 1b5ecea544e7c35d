import { TICKET_STATUS, type TicketStatus } from '@tiketi/contract/constants';
import type { TicketType } from '@tiketi/contract/events';
import type { HeldTicketForm } from '@/lib/held-event-slot';

/** One ticket type as typed: numbers stay strings until checked, so an empty field stays empty. */
export type TicketValues = HeldTicketForm;

export interface TicketRow extends TicketValues {
  /** Stable React key; ids repeat (-1) for unsaved rows. */
  key: string;
  /** -1 until saved (spec 3). */
  id: number;
  /** 1 on sale, 3 removed (hidden, sent so the server takes it off sale). */
  status: TicketStatus;
  /** The values last saved, restored when a saved ticket is removed. */
  saved: TicketValues | null;
}

/** Create step 3 starts blank; spec 9's defaults on edit are price 0, people 1, max 0. */
export const CREATE_DEFAULTS: TicketValues = {
  name: '',
  price_per_ticket: '',
  no_of_persons: '1',
  max_tickets: '',
};
export const EDIT_DEFAULTS: TicketValues = {
  name: '',
  price_per_ticket: '0',
  no_of_persons: '1',
  max_tickets: '0',
};

export function newTicketRow(key: string, defaults: TicketValues): TicketRow {
  return { key, id: -1, status: TICKET_STATUS.onSale, saved: null, ...defaults };
}

/** 'Ticket Update' lists the event's tickets with status 1 (spec 2.11). */
export function rowsFromTicketTypes(tickets: readonly TicketType[]): TicketRow[] {
  return tickets
    .filter((ticket) => ticket.status === TICKET_STATUS.onSale)
    .map((ticket) => {
      const values: TicketValues = {
        name: ticket.name,
        price_per_ticket: String(ticket.price_per_ticket),
        no_of_persons: String(ticket.no_of_persons),
        max_tickets: String(ticket.max_tickets),
      };
      return {
        key: `saved-${ticket.id}`,
        id: ticket.id,
        status: TICKET_STATUS.onSale,
        saved: values,
        ...values,
      };
    });
}

/** The rows on screen: removed saved tickets are hidden. */
export function visibleRows(rows: readonly TicketRow[]): TicketRow[] {
  return rows.filter((row) => row.status === TICKET_STATUS.onSale);
}

/** At least one ticket must remain in the list (spec 2.11 and 4). */
export function canRemoveRow(rows: readonly TicketRow[]): boolean {
  return visibleRows(rows).length > 1;
}

export function updateRow(
  rows: readonly TicketRow[],
  key: string,
  patch: Partial<TicketValues>,
): TicketRow[] {
  return rows.map((row) => (row.key === key ? { ...row, ...patch } : row));
}

/**
 * Spec 4: an unsaved ticket is deleted here; a saved one gets status 3 and its saved values back
 * (edits to a ticket being removed do not matter), and is hidden. Never the last one on screen.
 */
export function removeRow(rows: readonly TicketRow[], key: string): TicketRow[] {
  if (!canRemoveRow(rows)) return [...rows];
  const row = rows.find((item) => item.key === key);
  if (!row || row.status !== TICKET_STATUS.onSale) return [...rows];
  if (row.id === -1 || !row.saved) return rows.filter((item) => item.key !== key);
  const removed: TicketRow = { ...row, ...row.saved, status: TICKET_STATUS.removed };
  return rows.map((item) => (item.key === key ? removed : item));
}

/** What create step 3 holds across a reload: the forms on screen, as typed. */
export function heldTicketValues(rows: readonly TicketRow[]): TicketValues[] {
  return visibleRows(rows).map(({ name, price_per_ticket, no_of_persons, max_tickets }) => ({
    name,
    price_per_ticket,
    no_of_persons,
    max_tickets,
  }));
}

/** Create step 3's forms: the held ones after a reload, else one blank form. */
export function createRows(held: readonly TicketValues[]): TicketRow[] {
  if (held.length === 0) return [newTicketRow('first', CREATE_DEFAULTS)];
  return held.map((values, index) => ({ ...newTicketRow(`held-${index}`, CREATE_DEFAULTS), ...values }));
}

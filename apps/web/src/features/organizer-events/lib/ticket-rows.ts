import { TICKET_STATUS, type TicketStatus } from '@tiketi/contract/constants';
import type { TicketType } from '@tiketi/contract/events';
import type { HeldTicketForm } from '@/lib/held-event-slot';
import { toDateTimeLocal } from './date-time-local';

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

/** Issue 15's 'More options' as a new ticket has them: no description, no sale window, no own maximum. */
export const NO_MORE_OPTIONS = {
  description: '',
  sale_start: '',
  sale_end: '',
  min_per_order: '1',
  max_per_order: '',
  hidden: false,
} as const satisfies Partial<TicketValues>;

/** Create step 3 starts blank; spec 9's defaults on edit are price 0, people 1, max 0. */
export const CREATE_DEFAULTS: TicketValues = {
  name: '',
  price_per_ticket: '',
  no_of_persons: '1',
  max_tickets: '',
  ...NO_MORE_OPTIONS,
};
export const EDIT_DEFAULTS: TicketValues = {
  name: '',
  price_per_ticket: '0',
  no_of_persons: '1',
  max_tickets: '0',
  ...NO_MORE_OPTIONS,
};

export function newTicketRow(key: string, defaults: TicketValues): TicketRow {
  return { key, id: -1, status: TICKET_STATUS.onSale, saved: null, ...defaults };
}

/**
 * 'Ticket Update' lists the event's tickets with status 1 (spec 2.11), in the server's order (its
 * position).
 */
export function rowsFromTicketTypes(tickets: readonly TicketType[]): TicketRow[] {
  return tickets
    .filter((ticket) => ticket.status === TICKET_STATUS.onSale)
    .map((ticket) => {
      const values: TicketValues = {
        name: ticket.name,
        price_per_ticket: String(ticket.price_per_ticket),
        no_of_persons: String(ticket.no_of_persons),
        max_tickets: String(ticket.max_tickets),
        description: ticket.description,
        sale_start: ticket.sale_start ? toDateTimeLocal(ticket.sale_start) : '',
        sale_end: ticket.sale_end ? toDateTimeLocal(ticket.sale_end) : '',
        min_per_order: String(ticket.min_per_order),
        max_per_order: ticket.max_per_order === null ? '' : String(ticket.max_per_order),
        hidden: ticket.hidden ?? false,
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
 * Moves a ticket one place up (-1) or down (1) among those on screen; its place is its position
 * (issue 15). Removed tickets stay where they are, hidden.
 */
export function moveRow(rows: readonly TicketRow[], key: string, step: -1 | 1): TicketRow[] {
  const shown = visibleRows(rows);
  const from = shown.findIndex((row) => row.key === key);
  const neighbour = shown[from + step];
  if (from === -1 || !neighbour) return [...rows];
  const a = rows.findIndex((row) => row.key === key);
  const b = rows.findIndex((row) => row.key === neighbour.key);
  const moved = [...rows];
  [moved[a], moved[b]] = [rows[b] as TicketRow, rows[a] as TicketRow];
  return moved;
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
  return visibleRows(rows).map((row) => ({
    name: row.name,
    price_per_ticket: row.price_per_ticket,
    no_of_persons: row.no_of_persons,
    max_tickets: row.max_tickets,
    description: row.description,
    sale_start: row.sale_start,
    sale_end: row.sale_end,
    min_per_order: row.min_per_order,
    max_per_order: row.max_per_order,
    hidden: row.hidden,
  }));
}

/** Create step 3's forms: the held ones after a reload, else one blank form. */
export function createRows(held: readonly TicketValues[]): TicketRow[] {
  if (held.length === 0) return [newTicketRow('first', CREATE_DEFAULTS)];
  return held.map((values, index) => ({ ...newTicketRow(`held-${index}`, CREATE_DEFAULTS), ...values }));
}

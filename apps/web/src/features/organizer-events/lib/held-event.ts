import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { instantToLocalTime } from '@tiketi/contract/time-zones';
import { type EventFlow, HELD_EVENT_KIND, type HeldEvent } from '@/lib/held-event-slot';
import type { SessionState } from '@/lib/session';
import { toStored } from '@/lib/stored';
import type { TicketValues } from './ticket-rows';

export type { EventFlow, HeldEvent } from '@/lib/held-event-slot';

export type HeldEventForm = Pick<
  HeldEvent,
  | 'title'
  | 'category_id'
  | 'currency'
  | 'time_zone'
  | 'start_time'
  | 'end_time'
  | 'location'
  | 'short_description'
  | 'full_description'
>;

const TEXT_FIELDS = [
  'title',
  'category_id',
  'currency',
  'time_zone',
  'start_time',
  'end_time',
  'location',
  'short_description',
  'full_description',
] as const;

export function emptyHeldEvent(flow: EventFlow): HeldEvent {
  return {
    flow,
    id: null,
    title: '',
    category_id: '',
    currency: 'USD',
    time_zone: '',
    start_time: '',
    end_time: '',
    location: '',
    short_description: '',
    full_description: '',
    image: null,
    image_srcset: null,
    tickets: [],
  };
}

const textOrNull = (value: unknown) => (typeof value === 'string' && value !== '' ? value : null);

const TICKET_FIELDS = ['name', 'price_per_ticket', 'no_of_persons', 'max_tickets'] as const;
/** Issue 15's optional fields: forms held before them read as blank ones. */
const MORE_TICKET_FIELDS = [
  'description',
  'sale_start',
  'sale_end',
  'min_per_order',
  'max_per_order',
] as const;

/** The held ticket forms; anything that is not a form of text fields is left out. */
function readHeldTickets(raw: unknown): TicketValues[] {
  if (!Array.isArray(raw)) return [];
  return raw.flatMap((item: unknown) => {
    if (typeof item !== 'object' || item === null) return [];
    const record = item as Record<string, unknown>;
    if (!TICKET_FIELDS.every((key) => typeof record[key] === 'string')) return [];
    const text = (key: string) => (typeof record[key] === 'string' ? record[key] : '');
    const values = Object.fromEntries(
      [...TICKET_FIELDS, ...MORE_TICKET_FIELDS].map((key) => [key, text(key)]),
    );
    // Issue 15's hidden flag is the one field that is not text; a form held before it is not hidden.
    return [{ ...values, hidden: record.hidden === true } as unknown as TicketValues];
  });
}

/**
 * The held event, or null when the session holds none (or the booked event's copy, or garbage).
 * Every field is checked: a missing or mistyped one is empty, as a new form would have it.
 */
export function readHeldEvent(stored: SessionState['event']): HeldEvent | null {
  if (typeof stored !== 'object' || stored === null || Array.isArray(stored)) return null;
  const record = stored as unknown as Record<string, unknown>;
  if (record.kind !== HELD_EVENT_KIND || (record.flow !== 'create' && record.flow !== 'edit')) return null;
  const held = emptyHeldEvent(record.flow);
  for (const key of TEXT_FIELDS) {
    const value = record[key];
    if (typeof value === 'string') held[key] = value;
  }
  const id = record.id;
  held.id = typeof id === 'number' && Number.isInteger(id) && id > 0 ? id : null;
  held.image = textOrNull(record.image);
  held.image_srcset = textOrNull(record.image_srcset);
  held.tickets = readHeldTickets(record.tickets);
  return held;
}

/** The held event of one flow only: create step 1 never prefills from an event being edited. */
export function readHeldEventOf(stored: SessionState['event'], flow: EventFlow): HeldEvent | null {
  const held = readHeldEvent(stored);
  return held?.flow === flow ? held : null;
}

/** The session patch that holds `held`. */
export function holdEvent(held: HeldEvent): Pick<SessionState, 'event'> {
  return { event: toStored({ kind: HELD_EVENT_KIND, ...held }) };
}

/**
 * An organizer's event as the edit flow holds it (clicking a card, spec 2.11); issue 16: its start
 * and end as the clock in its own zone reads them.
 */
export function heldEventFrom(event: OrganizerEvent): HeldEvent {
  return {
    flow: 'edit',
    id: event.id,
    title: event.title,
    category_id: String(event.category_id),
    currency: event.currency,
    time_zone: event.time_zone,
    start_time: instantToLocalTime(event.start_time, event.time_zone),
    end_time: instantToLocalTime(event.end_time, event.time_zone),
    location: event.location,
    short_description: event.short_description,
    full_description: event.full_description,
    image: event.image,
    image_srcset: event.image_srcset,
    tickets: [],
  };
}

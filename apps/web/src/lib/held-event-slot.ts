/**
 * The organizer's held event (spec 3): the event being created or edited, kept in the session's
 * `event` between the steps. Its types live here so the session can name them; the reading and
 * writing is features/organizer-events/lib/held-event.ts.
 */

/** Creating a new event, or editing one opened from a card. */
export type EventFlow = 'create' | 'edit';

/** One ticket form of create step 3 as typed. */
export interface HeldTicketForm {
  name: string;
  price_per_ticket: string;
  no_of_persons: string;
  max_tickets: string;
  /** Issue 15's 'More options': a line under the name, the sale window as `datetime-local` values and
   * the per-order limits; '' is none (no window side, a minimum of 1, no own maximum). */
  description: string;
  sale_start: string;
  sale_end: string;
  min_per_order: string;
  max_per_order: string;
  /** Issue 15: sold only with an access code (a code that unlocks hidden types). */
  hidden: boolean;
}

/** The form as typed (times as `datetime-local` values), the event's id once it exists, its image. */
export interface HeldEvent {
  flow: EventFlow;
  id: number | null;
  title: string;
  category_id: string;
  currency: string;
  /** Issue 16: the event's IANA zone; start and end are wall-clock times in it ('' until chosen). */
  time_zone: string;
  start_time: string;
  end_time: string;
  location: string;
  short_description: string;
  full_description: string;
  image: string | null;
  image_srcset: string | null;
  /** Create step 3's ticket forms as typed, so a reload keeps them (spec 2.11); empty elsewhere. */
  tickets: HeldTicketForm[];
}

/** Marks what the organizer flow stored, so the booked event's copy in the same slot is never misread. */
export const HELD_EVENT_KIND = 'organizer-event' as const;

export type HeldEventRecord = HeldEvent & { kind: typeof HELD_EVENT_KIND };

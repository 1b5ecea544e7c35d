import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { toDateTimeLocal } from './date-time-local';
import type { HeldEvent } from './held-event';

/**
 * How many ticket holders to offer to tell of this edit (issue 14): the event's holders when its
 * start, end or place differ from what is saved, else 0 (nothing they need to hear). Times are
 * compared as the form shows them, to the minute in the organizer's zone.
 */
export function holdersToTell(
  held: Pick<HeldEvent, 'start_time' | 'end_time' | 'location'>,
  saved: Pick<OrganizerEvent, 'start_time' | 'end_time' | 'location' | 'ticket_holders'>,
): number {
  const holders = saved.ticket_holders ?? 0;
  if (holders <= 0) return 0;
  const isChanged =
    held.start_time !== toDateTimeLocal(saved.start_time) ||
    held.end_time !== toDateTimeLocal(saved.end_time) ||
    held.location.trim() !== saved.location.trim();
  return isChanged ? holders : 0;
}

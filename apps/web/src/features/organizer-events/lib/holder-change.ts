import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { instantToLocalTime } from '@tiketi/contract/time-zones';
import type { HeldEvent } from './held-event';

/**
 * How many ticket holders to offer to tell of this edit (issue 14): the event's holders when its
 * start, end or place differ from what is saved, else 0 (nothing they need to hear). Times are
 * compared as the form shows them, to the minute in the event's zone (a new zone is a new time).
 */
export function holdersToTell(
  held: Pick<HeldEvent, 'time_zone' | 'start_time' | 'end_time' | 'location'>,
  saved: Pick<OrganizerEvent, 'time_zone' | 'start_time' | 'end_time' | 'location' | 'ticket_holders'>,
): number {
  const holders = saved.ticket_holders ?? 0;
  if (holders <= 0) return 0;
  const isChanged =
    (held.time_zone !== '' && held.time_zone !== saved.time_zone) ||
    held.start_time !== instantToLocalTime(saved.start_time, saved.time_zone) ||
    held.end_time !== instantToLocalTime(saved.end_time, saved.time_zone) ||
    held.location.trim() !== saved.location.trim();
  return isChanged ? holders : 0;
}

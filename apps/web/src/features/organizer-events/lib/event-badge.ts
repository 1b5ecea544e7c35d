import { EVENT_STATUS } from '@tiketi/contract/constants';

export type EventBadge = 'Cancelled' | 'Ended' | 'In progress' | 'Upcoming' | 'Draft';

/**
 * Cancelled for a cancelled event, whenever it was to be held (issue 14). Then spec 2.11 and 4:
 * Ended once the end time has passed (whatever the status); else, when published, In progress
 * once it has started and Upcoming before that (the spec's In progress is kept for events under
 * way: calling an event a month away 'In progress' misleads); else Draft.
 * An unreadable end time counts as not ended, an unreadable start time as started.
 */
export function eventBadge(
  event: { status: number; start_time: string; end_time: string },
  now: Date,
): EventBadge | null {
  if (event.status === EVENT_STATUS.cancelled) return 'Cancelled';
  const end = Date.parse(event.end_time);
  if (!Number.isNaN(end) && end < now.getTime()) return 'Ended';
  if (event.status === EVENT_STATUS.published) {
    const start = Date.parse(event.start_time);
    return !Number.isNaN(start) && start > now.getTime() ? 'Upcoming' : 'In progress';
  }
  if (event.status === EVENT_STATUS.draft) return 'Draft';
  return null;
}

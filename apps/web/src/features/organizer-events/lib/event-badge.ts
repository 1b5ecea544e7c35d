import { EVENT_STATUS } from '@tiketi/contract/constants';

export type EventBadge = 'Ended' | 'In progress' | 'Draft';

/**
 * Spec 2.11 and 4: Ended once the end time has passed (whatever the status); else In progress
 * when published; else Draft. An unreadable end time counts as not ended.
 */
export function eventBadge(event: { status: number; end_time: string }, now: Date): EventBadge | null {
  const end = Date.parse(event.end_time);
  if (!Number.isNaN(end) && end < now.getTime()) return 'Ended';
  if (event.status === EVENT_STATUS.published) return 'In progress';
  if (event.status === EVENT_STATUS.draft) return 'Draft';
  return null;
}

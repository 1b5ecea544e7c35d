import { EVENT_STATUS } from '@tiketi/contract/constants';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';

/** The event an orders screen is about: its title, start and place, and whether it was cancelled. */
export function EventIntro({
  event,
}: {
  event: Pick<OrganizerEvent, 'title' | 'start_time' | 'time_zone' | 'location' | 'status'>;
}) {
  return (
    <>
      <span className="block font-semibold text-slate-900">
        {event.title}
        {event.status === EVENT_STATUS.cancelled && (
          <span className="ml-2 rounded-full bg-red-100 px-2 py-0.5 text-xs font-semibold text-red-800">
            Cancelled
          </span>
        )}
      </span>
      <span className="block text-sm">
        <time dateTime={toDateTimeAttribute(event.start_time)}>
          {formatShortDateTime(event.start_time, inEventZone(event))}
        </time>
        {' · '}
        {event.location}
      </span>
    </>
  );
}

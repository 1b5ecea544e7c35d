import type { CheckInStats } from '@tiketi/contract/check-in';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';

/** The event a door screen is about: its title, start and place. */
export function EventIntro({ event }: { event: CheckInStats['event'] }) {
  return (
    <>
      <span className="block font-semibold text-slate-900">{event.title}</span>
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

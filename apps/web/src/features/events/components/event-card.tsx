import { EVENT_STATUS } from '@tiketi/contract/constants';
import type { EventSummary } from '@tiketi/contract/events';
import { Link } from 'react-router';
import { DateBadge } from '@/components/ui/date-badge';
import { EventImage } from '@/components/ui/event-image';
import { CalendarIcon, MapPinIcon } from '@/components/ui/icons';
import { formatWeekdayTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { useT } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { eventPath } from '../lib/event-path';

/** Cards sit one per row on phones, two from 640px, three from 1024px in a 1280px container. */
export const EVENT_CARD_SIZES = '(min-width: 1024px) 400px, (min-width: 640px) 50vw, 100vw';

/** `isOrganizerShown`: the organizer's name, linked to their page (issue 19); off on that page itself. */
export function EventCard({
  event,
  isOrganizerShown = true,
}: {
  event: EventSummary;
  isOrganizerShown?: boolean;
}) {
  const t = useT();
  const zone = inEventZone(event);
  return (
    <article className="group relative flex flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition motion-safe:hover:-translate-y-0.5 hover:shadow-lg has-[a:focus-visible]:ring-3 has-[a:focus-visible]:ring-brand-600">
      <EventImage
        eventId={event.id}
        title={event.title}
        image={event.image}
        srcSet={event.image_srcset}
        sizes={EVENT_CARD_SIZES}
        alt=""
      />
      <div className="flex flex-1 gap-4 p-5">
        <DateBadge iso={event.start_time} options={zone} />
        <div className="min-w-0 flex-1">
          {/* Issue 14: the public list leaves cancelled events out, but a card may still show one. */}
          {event.status === EVENT_STATUS.cancelled && (
            <p className="mb-1.5 inline-flex rounded-full bg-red-100 px-2.5 py-0.5 text-xs font-semibold text-red-800">
              {t('events.cancelled')}
            </p>
          )}
          <h3 className="line-clamp-2 text-lg leading-snug font-bold text-slate-950">
            <Link
              to={eventPath(event)}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {event.title}
            </Link>
          </h3>
          {/* Issue 19: above the card's own link, so the organizer's page opens on its own. */}
          {isOrganizerShown && (
            <p className="relative z-10 mt-1 text-sm text-slate-600">
              {t('events.byOrganizer')}{' '}
              <Link
                to={paths.organizerPage(event.organizer_slug)}
                className="font-medium text-brand-700 hover:underline"
              >
                {event.organizer}
              </Link>
            </p>
          )}
          <p className="mt-1.5 line-clamp-3 text-sm leading-relaxed text-slate-600">
            {event.short_description}
          </p>
          {/* Issue 16: the start in the event's own zone, with its short name ('Saturday 7:00pm WEST'). */}
          <p className="mt-3 flex items-center gap-1.5 text-xs font-medium text-slate-600">
            <CalendarIcon className="size-4 shrink-0" />
            <time dateTime={toDateTimeAttribute(event.start_time)}>
              {formatWeekdayTime(event.start_time, zone)}
            </time>
          </p>
          {event.location && (
            <p className="mt-1.5 flex items-center gap-1.5 text-xs font-medium text-slate-600">
              <MapPinIcon className="size-4 shrink-0" />
              <span className="truncate">{event.location}</span>
            </p>
          )}
        </div>
      </div>
    </article>
  );
}

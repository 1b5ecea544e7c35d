import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { Link } from 'react-router';
import { DateBadge } from '@/components/ui/date-badge';
import { EventImage } from '@/components/ui/event-image';
import { CalendarIcon, TicketIcon } from '@/components/ui/icons';
import { TextLink } from '@/components/ui/text-link';
import { formatWeekdayTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { paths } from '@/lib/paths';
import { eventBadge } from '../lib/event-badge';
import { heldEventFrom } from '../lib/held-event';
import { replaceHeldEvent } from '../lib/held-event-store';
import { EventStatusBadge } from './event-status-badge';

/** One column on phones, two from 640px, three from 1280px beside the organizer menu. */
const CARD_SIZES = '(min-width: 1280px) 320px, (min-width: 640px) 45vw, 100vw';

interface OrganizerEventCardProps {
  event: OrganizerEvent;
  now: Date;
}

/**
 * Spec 2.11 event card: image, start month and day, title, short description, badge and 'Ticket
 * Sold'. The whole card opens edit step 1, holding this event in the session on the way; the
 * event's Check-in, Attendees, Orders, Promo codes and Fees and taxes screens have their own links
 * above it.
 */
export function OrganizerEventCard({ event, now }: OrganizerEventCardProps) {
  const badge = eventBadge(event, now);
  const zone = inEventZone(event);
  return (
    <article className="group relative flex w-full flex-col overflow-hidden rounded-card bg-white shadow-card ring-1 ring-slate-200 transition hover:shadow-lg has-[[data-card-link]:focus-visible]:ring-3 has-[[data-card-link]:focus-visible]:ring-brand-600">
      <div className="relative">
        <EventImage
          eventId={event.id}
          title={event.title}
          image={event.image}
          srcSet={event.image_srcset}
          sizes={CARD_SIZES}
          alt=""
        />
        {badge && <EventStatusBadge badge={badge} className="absolute top-3 left-3 shadow-sm" />}
      </div>
      <div className="flex flex-1 gap-4 p-5">
        <DateBadge iso={event.start_time} options={zone} />
        <div className="flex min-w-0 flex-1 flex-col">
          <h3 className="line-clamp-2 text-lg leading-snug font-bold break-words text-slate-950">
            <Link
              to={paths.organizer.editEvent(1)}
              data-card-link
              onClick={() => replaceHeldEvent(heldEventFrom(event))}
              className="after:absolute after:inset-0 after:content-[''] focus-visible:outline-none"
            >
              {event.title}
            </Link>
          </h3>
          {event.short_description && (
            <p className="mt-1.5 line-clamp-2 text-sm leading-relaxed break-words text-slate-600">
              {event.short_description}
            </p>
          )}
          <p className="mt-2 flex items-center gap-1.5 text-sm text-slate-700">
            <CalendarIcon className="size-4 shrink-0 text-slate-500" />
            <time dateTime={toDateTimeAttribute(event.start_time)}>
              {formatWeekdayTime(event.start_time, zone)}
            </time>
          </p>
          <p className="mt-auto flex items-center gap-1.5 pt-3 text-sm text-slate-700">
            <TicketIcon className="size-4 shrink-0 text-slate-500" />
            Ticket Sold
            <span className="font-semibold text-slate-950 tabular-nums">
              {event.tickets_bought}/{event.max_tickets}
            </span>
          </p>
          <p className="relative z-10 mt-2 flex flex-wrap gap-x-4 text-sm">
            <TextLink to={paths.organizer.checkIn(event.id)} className="py-1">
              Check-in
            </TextLink>
            <TextLink to={paths.organizer.attendees(event.id)} className="py-1">
              Attendees
            </TextLink>
            <TextLink to={paths.organizer.orders(event.id)} className="py-1">
              Orders
            </TextLink>
            <TextLink to={paths.organizer.promoCodes(event.id)} className="py-1">
              Promo codes
            </TextLink>
            <TextLink to={paths.organizer.salesSettings(event.id)} className="py-1">
              Fees and taxes
            </TextLink>
            <TextLink to={paths.organizer.questions(event.id)} className="py-1">
              Questions
            </TextLink>
          </p>
        </div>
      </div>
    </article>
  );
}

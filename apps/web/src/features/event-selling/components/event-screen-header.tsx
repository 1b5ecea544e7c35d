import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { ButtonLink } from '@/components/ui/button';
import { ScreenHeader } from '@/components/ui/screen-header';
import { formatShortDateTime, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { paths } from '@/lib/paths';

interface EventScreenHeaderProps {
  title: string;
  event: Pick<OrganizerEvent, 'id' | 'title' | 'start_time' | 'time_zone' | 'location'>;
  /** The screen this header tops, left out of the links to its neighbours. */
  current: 'promo-codes' | 'sales-settings';
}

/** The heading of an event's selling screen: the event, and links to its other screens. */
export function EventScreenHeader({ title, event, current }: EventScreenHeaderProps) {
  return (
    <ScreenHeader
      title={title}
      documentTitle={`${title} · ${event.title}`}
      intro={
        <>
          <span className="block font-semibold break-words text-slate-900">{event.title}</span>
          <span className="block text-sm">
            <time dateTime={toDateTimeAttribute(event.start_time)}>
              {formatShortDateTime(event.start_time, inEventZone(event))}
            </time>
            {' · '}
            {event.location}
          </span>
        </>
      }
      actions={
        <>
          <ButtonLink to={paths.organizer.orders(event.id)} variant="outline">
            Orders
          </ButtonLink>
          <ButtonLink to={paths.organizer.tickets(event.id)} variant="outline">
            Tickets
          </ButtonLink>
          {current === 'promo-codes' ? (
            <ButtonLink to={paths.organizer.salesSettings(event.id)} variant="outline">
              Fees and taxes
            </ButtonLink>
          ) : (
            <ButtonLink to={paths.organizer.promoCodes(event.id)} variant="outline">
              Promo codes
            </ButtonLink>
          )}
          <ButtonLink to={paths.organizer.questions(event.id)} variant="outline">
            Questions
          </ButtonLink>
        </>
      }
    />
  );
}

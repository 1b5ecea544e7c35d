import type { EventDetail } from '@tiketi/contract/events';
import { formatZonedTime, instantToLocalTime } from '@tiketi/contract/time-zones';
import type { ReactNode } from 'react';
import { CalendarIcon, DownloadIcon, ExternalIcon, MapPinIcon, UserIcon } from '@/components/ui/icons';
import { TextLink } from '@/components/ui/text-link';
import { API_BASE } from '@/config/site';
import { buildUrl } from '@/lib/api-client';
import {
  type DateDisplayOptions,
  formatLongDate,
  formatWeekdayTime,
  inEventZone,
  toDateTimeAttribute,
  viewerTimeZone,
} from '@/lib/dates';
import { useCatalog } from '@/lib/i18n/i18n';
import { paths } from '@/lib/paths';
import { mapSearchUrl } from '../lib/event-path';

function Fact({ icon, label, children }: { icon: ReactNode; label: string; children: ReactNode }) {
  return (
    <div className="relative min-h-9 pl-12">
      <dt className="text-xs font-bold tracking-wide text-slate-600 uppercase">
        <span className="absolute top-0 left-0 flex size-9 items-center justify-center rounded-full bg-brand-50 text-brand-700">
          {icon}
        </span>
        {label}
      </dt>
      <dd className="mt-0.5 text-sm text-slate-900">{children}</dd>
    </div>
  );
}

interface WhenProps {
  iso: string;
  zone: DateDisplayOptions;
  eventZone: string;
  viewerZone: string;
}

/**
 * A start or end in the event's own zone ('Saturday 7:00pm WEST'); issue 16: when the viewer's
 * clock reads differently at that moment, a second line gives the time in the viewer's zone.
 */
function When({ iso, zone, eventZone, viewerZone }: WhenProps) {
  const t = useCatalog('events');
  const differs = instantToLocalTime(iso, viewerZone) !== instantToLocalTime(iso, eventZone);
  return (
    <>
      <time dateTime={toDateTimeAttribute(iso)}>
        <span className="block font-semibold">{formatWeekdayTime(iso, zone)}</span>
        <span className="block text-slate-600">{formatLongDate(iso, zone)}</span>
      </time>
      {differs && (
        <span className="block text-slate-600">
          {t('facts.yourTime', { time: formatZonedTime(iso, viewerZone) })}
        </span>
      )}
    </>
  );
}

/**
 * Organizer, start and end, location and the calendar and map links. `viewerZone` is the
 * browser's own zone unless given (tests pass one).
 */
export function EventFacts({
  event,
  viewerZone = viewerTimeZone(),
}: {
  event: EventDetail;
  viewerZone?: string;
}) {
  const t = useCatalog('events');
  const zone = inEventZone(event);
  const eventZone = event.time_zone;
  const calendarHref = buildUrl(API_BASE, `v1/event/${event.id}/calendar.ics`);
  const linkClass =
    'inline-flex min-h-11 flex-1 items-center justify-center gap-2 rounded-full border border-slate-300 bg-white px-4 text-sm font-semibold text-slate-900 hover:border-slate-400 hover:bg-slate-50';
  return (
    <div className="rounded-2xl bg-white p-5 shadow-card ring-1 ring-slate-200 sm:p-6">
      <dl className="space-y-5">
        <Fact icon={<UserIcon className="size-5" />} label={t('facts.organizer')}>
          <TextLink to={paths.organizerPage(event.organizer_slug)}>{event.organizer}</TextLink>
        </Fact>
        <Fact icon={<CalendarIcon className="size-5" />} label={t('facts.starts')}>
          <When iso={event.start_time} zone={zone} eventZone={eventZone} viewerZone={viewerZone} />
        </Fact>
        <Fact icon={<CalendarIcon className="size-5" />} label={t('facts.ends')}>
          <When iso={event.end_time} zone={zone} eventZone={eventZone} viewerZone={viewerZone} />
        </Fact>
        <Fact icon={<MapPinIcon className="size-5" />} label={t('facts.location')}>
          <span className="font-semibold break-words">{event.location}</span>
        </Fact>
      </dl>
      <p className="mt-4 text-xs text-slate-600">{t('facts.zoneNote', { zone: eventZone })}</p>
      <div className="mt-5 flex flex-col gap-3 sm:flex-row lg:flex-col">
        <a href={calendarHref} download={`${event.slug || 'event'}.ics`} className={linkClass}>
          <DownloadIcon className="size-4" />
          {t('facts.calendar')}
        </a>
        <a
          href={mapSearchUrl(event.location)}
          target="_blank"
          rel="noopener noreferrer"
          className={linkClass}
        >
          <ExternalIcon className="size-4" />
          {t('facts.map')}
          <span className="sr-only"> {t('facts.newTab')}</span>
        </a>
      </div>
    </div>
  );
}

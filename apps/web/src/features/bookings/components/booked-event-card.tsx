import type { ReactNode } from 'react';
import { CalendarIcon, ClockIcon, MapPinIcon } from '@/components/ui/icons';
import { formatClock, formatLongDate, inEventZone, toDateTimeAttribute } from '@/lib/dates';
import { useCatalog } from '@/lib/i18n/i18n';

interface BookedEventCardProps {
  title: string;
  start_time: string | null;
  end_time?: string | null;
  location: string | null;
  /** Issue 16: the event's own zone; a confirmation kept by an earlier version has none (viewer's zone). */
  time_zone?: string | null;
}

function Fact({ label, icon, children }: { label: string; icon: ReactNode; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="sr-only">{label}</dt>
      <dd className="flex items-start gap-2">
        {icon}
        <span className="min-w-0 break-words">{children}</span>
      </dd>
    </div>
  );
}

/** Spec 2.6: the booked event with its date, time and location. */
export function BookedEventCard({ title, start_time, end_time, location, time_zone }: BookedEventCardProps) {
  const t = useCatalog('buyer');
  const zone = inEventZone({ time_zone });
  // '7:30pm – 10:00pm WEST': the zone's short name once, after the end (the start's when there is none).
  const start = formatClock(start_time ?? '', end_time ? { timeZone: zone.timeZone } : zone);
  const end = end_time ? formatClock(end_time, zone) : '';
  const iconClass = 'mt-0.5 size-4 shrink-0 text-brand-700';
  return (
    <section
      aria-labelledby="booked-event-title"
      className="rounded-2xl bg-white p-5 ring-1 ring-slate-200 sm:p-6"
    >
      <h2 id="booked-event-title" className="text-lg font-bold break-words text-slate-950">
        {title}
      </h2>
      <dl className="mt-3 grid gap-3 text-sm text-slate-800 sm:grid-cols-3">
        {start_time && (
          <>
            <Fact label={t('booked.date')} icon={<CalendarIcon className={iconClass} />}>
              <time dateTime={toDateTimeAttribute(start_time)}>{formatLongDate(start_time, zone)}</time>
            </Fact>
            <Fact label={t('booked.time')} icon={<ClockIcon className={iconClass} />}>
              {start}
              {end && ` – ${end}`}
            </Fact>
          </>
        )}
        {location && (
          <Fact label={t('booked.location')} icon={<MapPinIcon className={iconClass} />}>
            {location}
          </Fact>
        )}
      </dl>
    </section>
  );
}

import { formatDayNumber, formatMonthShort, toDateTimeAttribute } from '@/lib/dates';

/** The month and day of an event's start, as the event cards show it beside the title. */
export function DateBadge({ iso }: { iso: string }) {
  return (
    <time
      dateTime={toDateTimeAttribute(iso)}
      className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-800"
    >
      <span className="text-xs font-bold tracking-wide uppercase">{formatMonthShort(iso)}</span>
      <span className="text-2xl leading-none font-extrabold">{formatDayNumber(iso)}</span>
    </time>
  );
}

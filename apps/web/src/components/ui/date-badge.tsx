import { type DateDisplayOptions, formatDayNumber, formatMonthShort, toDateTimeAttribute } from '@/lib/dates';

/**
 * The month and day of an event's start, as the event cards show it beside the title; issue 16:
 * read in the event's own zone (`options`), so a late start is not shown on the next day.
 */
export function DateBadge({ iso, options = {} }: { iso: string; options?: DateDisplayOptions }) {
  return (
    <time
      dateTime={toDateTimeAttribute(iso)}
      className="flex h-16 w-14 shrink-0 flex-col items-center justify-center rounded-xl bg-brand-50 text-brand-800"
    >
      <span className="text-xs font-bold tracking-wide uppercase">{formatMonthShort(iso, options)}</span>
      <span className="text-2xl leading-none font-extrabold">{formatDayNumber(iso, options)}</span>
    </time>
  );
}

import { zoneAbbreviation } from '@tiketi/contract/zone-names';

/**
 * Date and time display of spec 9 ("day, weekday and year"; times like 'dddd h:mma'), built on Intl.
 * Every function takes an ISO timestamp and shows it in `timeZone` (the viewer's own by default);
 * an unreadable timestamp yields an empty string rather than "Invalid Date". With `zoneName`, a
 * function that shows a clock time adds the zone's short name ('Saturday 7:30pm WEST').
 */
export interface DateDisplayOptions {
  timeZone?: string;
  zoneName?: boolean;
}

/** Issue 16: an event's times show in its own zone, with the zone's short name beside each clock time. */
export function inEventZone(event: { time_zone?: string | null }): DateDisplayOptions {
  return event.time_zone ? { timeZone: event.time_zone, zoneName: true } : {};
}

function withZone(text: string, iso: string, options: DateDisplayOptions): string {
  if (!options.zoneName || !text) return text;
  const zone = options.timeZone ?? viewerTimeZone();
  return `${text} ${zoneAbbreviation(iso, zone)}`;
}

type Parts = Partial<Record<Intl.DateTimeFormatPartTypes, string>>;

function partsOf(iso: string, format: Intl.DateTimeFormatOptions, options: DateDisplayOptions): Parts | null {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return null;
  const formatter = new Intl.DateTimeFormat('en-US', { ...format, timeZone: options.timeZone });
  const parts: Parts = {};
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  return parts;
}

/** Month abbreviation for event cards: 'Mar'. */
export function formatMonthShort(iso: string, options: DateDisplayOptions = {}): string {
  return partsOf(iso, { month: 'short' }, options)?.month ?? '';
}

/** Day of the month for event cards: '7'. */
export function formatDayNumber(iso: string, options: DateDisplayOptions = {}): string {
  return partsOf(iso, { day: 'numeric' }, options)?.day ?? '';
}

/** Weekday with hour and minutes, moment's 'dddd h:mma': 'Saturday 7:30pm'. */
export function formatWeekdayTime(iso: string, options: DateDisplayOptions = {}): string {
  const parts = partsOf(iso, { weekday: 'long', hour: 'numeric', minute: '2-digit', hour12: true }, options);
  if (!parts) return '';
  return withZone(
    `${parts.weekday} ${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toLowerCase()}`,
    iso,
    options,
  );
}

/** Day, weekday and year: 'Saturday, 14 March 2026'. */
export function formatLongDate(iso: string, options: DateDisplayOptions = {}): string {
  const parts = partsOf(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, options);
  if (!parts) return '';
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** Compact date and time for summaries: 'Sat, 14 Mar 2026 · 7:30pm'. */
export function formatShortDateTime(iso: string, options: DateDisplayOptions = {}): string {
  const parts = partsOf(
    iso,
    {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      hour: 'numeric',
      minute: '2-digit',
      hour12: true,
    },
    options,
  );
  if (!parts) return '';
  const period = (parts.dayPeriod ?? '').toLowerCase();
  return withZone(
    `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year} · ${parts.hour}:${parts.minute}${period}`,
    iso,
    options,
  );
}

/** Hour and minutes alone, as 'h:mma': '7:30pm' (with `zoneName`, '7:30pm WEST'). */
export function formatClock(iso: string, options: DateDisplayOptions = {}): string {
  const parts = partsOf(iso, { hour: 'numeric', minute: '2-digit', hour12: true }, options);
  if (!parts) return '';
  return withZone(`${parts.hour}:${parts.minute}${(parts.dayPeriod ?? '').toLowerCase()}`, iso, options);
}

/** Machine-readable value for a `<time dateTime>` attribute. */
export function toDateTimeAttribute(iso: string): string | undefined {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}

/** The viewer's time zone name, e.g. 'Africa/Nairobi'. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

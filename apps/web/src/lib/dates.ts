import { LOCALES } from '@tiketi/contract/languages';
import { formatterOf, zoneAbbreviation } from '@tiketi/contract/zone-names';
import { formattingLanguage } from './i18n/active-language';

/**
 * Date and time display of spec 9 ("day, weekday and year"; times like 'dddd h:mma'), built on Intl.
 * Every function takes an ISO timestamp and shows it in `timeZone` (the viewer's own by default);
 * an unreadable timestamp yields an empty string rather than "Invalid Date". With `zoneName`, a
 * function that shows a clock time adds the zone's short name ('Saturday 7:30pm WEST').
 *
 * Issue 19 (ADR-029): English keeps these exact shapes; Kiswahili and French take their locale's
 * own date order and names and a 24-hour clock ('Jumamosi, 14 Machi 2026', 'samedi 19:30'). The
 * zone's short name stays as `Intl` gives it in English ('EAT'), in every language.
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

function dateOf(iso: string): Date | null {
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** In Kiswahili or French, `format` as that locale writes it; null in English (which builds its own shape). */
function localized(
  iso: string,
  format: Intl.DateTimeFormatOptions,
  options: DateDisplayOptions,
): string | null {
  const language = formattingLanguage();
  if (language === 'en') return null;
  const date = dateOf(iso);
  if (!date) return '';
  return formatterOf(LOCALES[language], { ...format, timeZone: options.timeZone }).format(date);
}

const CLOCK_24: Intl.DateTimeFormatOptions = { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' };

function partsOf(iso: string, format: Intl.DateTimeFormatOptions, options: DateDisplayOptions): Parts | null {
  const date = dateOf(iso);
  if (!date) return null;
  const formatter = new Intl.DateTimeFormat(LOCALES[formattingLanguage()], {
    ...format,
    timeZone: options.timeZone,
  });
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
  const other = localized(iso, { weekday: 'long', ...CLOCK_24 }, options);
  if (other !== null) return withZone(other.replace(/,? (saa|à) /, ' '), iso, options);
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
  const other = localized(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, options);
  if (other !== null) return other;
  const parts = partsOf(iso, { weekday: 'long', day: 'numeric', month: 'long', year: 'numeric' }, options);
  if (!parts) return '';
  return `${parts.weekday}, ${parts.day} ${parts.month} ${parts.year}`;
}

/** Compact date and time for summaries: 'Sat, 14 Mar 2026 · 7:30pm'. */
export function formatShortDateTime(iso: string, options: DateDisplayOptions = {}): string {
  const day = localized(iso, { weekday: 'short', day: 'numeric', month: 'short', year: 'numeric' }, options);
  if (day !== null) {
    const clock = localized(iso, CLOCK_24, options);
    return day ? withZone(`${day} · ${clock}`, iso, options) : '';
  }
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
  const other = localized(iso, CLOCK_24, options);
  if (other !== null) return withZone(other, iso, options);
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

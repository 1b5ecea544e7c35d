/**
 * Issue 16: each event in its own time zone (ADR-021). Everything here is plain `Intl`, so the
 * server (PDF, mails, CSV) and the browser show an event's times the same way.
 */
import { formatterOf, zoneAbbreviation } from './zone-names';

export { zoneAbbreviation };

/** An IANA zone this runtime knows ('Africa/Nairobi', 'Europe/Lisbon', 'UTC'). */
export function isTimeZone(zone: unknown): zone is string {
  if (typeof zone !== 'string' || zone.length === 0 || zone.length > 64) return false;
  try {
    formatterOf('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

/** Every IANA zone the runtime lists, for the picker; UTC first. */
export function timeZoneNames(): string[] {
  const supported = (Intl as { supportedValuesOf?: (key: string) => string[] }).supportedValuesOf;
  const names = supported ? supported('timeZone') : [];
  return ['UTC', ...names.filter((name) => name !== 'UTC')];
}

type Fields = { year: number; month: number; day: number; hour: number; minute: number; second: number };

function fieldsIn(instant: number, zone: string): Fields {
  const formatter = formatterOf('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  });
  const parts: Record<string, number> = {};
  for (const part of formatter.formatToParts(new Date(instant))) {
    if (part.type !== 'literal') parts[part.type] = Number(part.value);
  }
  return {
    year: parts.year ?? 0,
    month: parts.month ?? 0,
    day: parts.day ?? 0,
    hour: (parts.hour ?? 0) % 24,
    minute: parts.minute ?? 0,
    second: parts.second ?? 0,
  };
}

const asUtc = (f: Fields) => Date.UTC(f.year, f.month - 1, f.day, f.hour, f.minute, f.second);

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
export function zoneOffsetMs(instant: number, zone: string): number {
  const wholeSeconds = Math.floor(instant / 1000) * 1000;
  return asUtc(fieldsIn(wholeSeconds, zone)) - wholeSeconds;
}

/** A wall-clock time without an offset: `2026-12-05T19:00` or `2026-12-05T19:00:30`. */
export const LOCAL_TIME_PATTERN = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})(?::(\d{2}))?$/;
/** An instant: a date and time with `Z` or an offset. */
export const INSTANT_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})$/i;

export type LocalTimeResult =
  | { ok: true; instant: Date }
  | { ok: false; reason: 'malformed' | 'nonexistent'; message: string };

/**
 * The instant a wall-clock time names in a zone. A time the zone skips (the hour lost when clocks
 * go forward) is refused; a time it repeats (the hour when clocks go back) is its first occurrence.
 */
export function localTimeToInstant(local: string, zone: string): LocalTimeResult {
  const match = LOCAL_TIME_PATTERN.exec(local.trim());
  if (!match) return { ok: false, reason: 'malformed', message: 'Enter a valid date and time' };
  const [year, month, day, hour, minute, second] = match.slice(1).map((value) => Number(value ?? 0)) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  const wanted: Fields = { year, month, day, hour, minute, second };
  const guess = asUtc(wanted);
  if (
    Number.isNaN(guess) ||
    month < 1 ||
    month > 12 ||
    hour > 23 ||
    minute > 59 ||
    second > 59 ||
    new Date(guess).getUTCDate() !== day
  ) {
    return { ok: false, reason: 'malformed', message: 'Enter a valid date and time' };
  }
  const day_ms = 86_400_000;
  const offsets = new Set([zoneOffsetMs(guess - day_ms, zone), zoneOffsetMs(guess + day_ms, zone)]);
  const matches = [...offsets]
    .map((offset) => guess - offset)
    .filter((instant) => asUtc(fieldsIn(instant, zone)) === guess)
    .sort((a, b) => a - b);
  const first = matches[0];
  if (first === undefined) {
    const shown = `${match[1]}-${match[2]}-${match[3]} ${match[4]}:${match[5]}`;
    return {
      ok: false,
      reason: 'nonexistent',
      message: `${shown} does not exist in ${zone}: the clocks skip that hour. Choose another time.`,
    };
  }
  return { ok: true, instant: new Date(first) };
}

const pad = (value: number) => String(value).padStart(2, '0');

/** The wall-clock time of an instant in a zone, as a `datetime-local` input takes it: `2026-12-05T19:00`. */
export function instantToLocalTime(iso: string | Date, zone: string): string {
  const instant = new Date(iso).getTime();
  if (Number.isNaN(instant)) return '';
  const f = fieldsIn(instant, zone);
  return `${f.year}-${pad(f.month)}-${pad(f.day)}T${pad(f.hour)}:${pad(f.minute)}`;
}

/**
 * An event's time in its own zone, with the zone's short name: 'Sat 14 Mar, 7:00 PM EAT'. With
 * `year`, 'Sat 14 Mar 2026, 7:00 PM EAT'.
 */
export function formatZonedTime(iso: string | Date, zone: string, options: { year?: boolean } = {}): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const parts: Record<string, string> = {};
  const formatter = formatterOf('en-US', {
    timeZone: zone,
    weekday: 'short',
    day: 'numeric',
    month: 'short',
    year: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  });
  for (const part of formatter.formatToParts(date)) parts[part.type] = part.value;
  const day = `${parts.weekday} ${parts.day} ${parts.month}${options.year ? ` ${parts.year}` : ''}`;
  return `${day}, ${parts.hour}:${parts.minute} ${parts.dayPeriod ?? ''} ${zoneAbbreviation(date, zone)}`.replace(
    /\s+/g,
    ' ',
  );
}

/** Only the clock time in the event's zone with its short name: '7:00 PM EAT'. */
export function formatZonedClock(iso: string | Date, zone: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '';
  const clock = formatterOf('en-US', {
    timeZone: zone,
    hour: 'numeric',
    minute: '2-digit',
    hour12: true,
  }).format(date);
  return `${clock} ${zoneAbbreviation(date, zone)}`;
}

/**
 * An event's start and end: 'Sat 14 Mar, 7:00 PM – 10:00 PM EAT' on one day, else both in full.
 * Same calendar day is judged in the event's zone.
 */
export function formatZonedRange(start: string | Date, end: string | Date, zone: string): string {
  const startDay = instantToLocalTime(start, zone).slice(0, 10);
  const endDay = instantToLocalTime(end, zone).slice(0, 10);
  if (!startDay || !endDay) return '';
  if (startDay === endDay) {
    const first = formatZonedTime(start, zone);
    const startClock = formatZonedClock(start, zone);
    return `${first.slice(0, first.length - startClock.length)}${startClock.replace(/ \S+$/, '')} – ${formatZonedClock(end, zone)}`;
  }
  return `${formatZonedTime(start, zone)} – ${formatZonedTime(end, zone)}`;
}

import { isTimeZone, localTimeToInstant } from '@tiketi/contract/time-zones';

const LOCAL_PATTERN = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?$/;

/**
 * A `datetime-local` value ('2026-03-14T19:30', the organizer's own clock) as an ISO instant with
 * its offset, as the API asks ('2026-03-14T16:30:00.000Z' in Nairobi). Empty when unreadable.
 */
export function toIsoInstant(local: string): string {
  const value = local.trim();
  if (!LOCAL_PATTERN.test(value)) return '';
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? '' : date.toISOString();
}

/** An ISO instant as a `datetime-local` value in the viewer's time zone. Empty when unreadable. */
export function toDateTimeLocal(iso: string): string {
  const date = new Date(iso);
  if (!iso || Number.isNaN(date.getTime())) return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return (
    `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` +
    `T${pad(date.getHours())}:${pad(date.getMinutes())}`
  );
}

/**
 * True when a `datetime-local` value is a readable moment before `now`: the form warns, not refuses.
 * Read in `zone` when given (issue 16: an event's times are typed in its own zone), else the
 * viewer's; a zone still being typed ('Europe/Lis') warns of nothing.
 */
export function isInThePast(local: string, now: Date, zone?: string): boolean {
  if (zone !== undefined) {
    if (!isTimeZone(zone)) return false;
    const read = localTimeToInstant(local, zone);
    return read.ok && read.instant.getTime() < now.getTime();
  }
  const iso = toIsoInstant(local);
  return iso !== '' && Date.parse(iso) < now.getTime();
}

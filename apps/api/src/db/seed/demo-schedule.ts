import { dateRangeFor, formatDay } from '@tiketi/contract/date-filters';
import { localTimeToInstant } from '@tiketi/contract/time-zones';

/**
 * When a demo event starts, relative to the day the seed runs, so the demo never looks stale.
 * Times are the venue's wall clock in its own zone (venueZoneOf: '19:30' at a Lisbon venue is half
 * past seven in the evening in Lisbon), not UTC: read as UTC they showed venues at odd hours.
 */
export type DemoSlot =
  | { kind: 'today' }
  | { kind: 'day'; offset: number; time: string }
  | { kind: 'weekend'; time: string }
  | { kind: 'next-month'; dayOfMonth: number; time: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The clock of a demo venue whose city is not listed below. */
export const DEMO_VENUE_TIME_ZONE = 'Africa/Nairobi';

/** Issue 16: each demo venue's own zone, by the city its address ends with. */
const CITY_ZONES: Record<string, string> = {
  Nairobi: 'Africa/Nairobi',
  Lagos: 'Africa/Lagos',
  'Cape Town': 'Africa/Johannesburg',
  Lisbon: 'Europe/Lisbon',
  London: 'Europe/London',
  Kampala: 'Africa/Kampala',
  'Dar es Salaam': 'Africa/Dar_es_Salaam',
  Accra: 'Africa/Accra',
};

/** The zone of a venue: 'Green Point Park, Cape Town' is in Africa/Johannesburg. */
export function venueZoneOf(location: string): string {
  const city = location.split(',').at(-1)?.trim() ?? '';
  return CITY_ZONES[city] ?? DEMO_VENUE_TIME_ZONE;
}

/** "Today"'s event (Sunset Jazz) starts in the evening, and a late start no later than this. */
const TODAY_EVENING = '19:00';
const LATEST_LOCAL_START = '22:00';

/**
 * The start time of a slot. Days are UTC calendar days (the home page's date filters), times the
 * venue's wall clock. A start that would already be past is moved to the next whole hour of the
 * same day, so every published demo event is current: within the local evening when it can be.
 */
export function resolveDemoStart(slot: DemoSlot, now: Date, timeZone = DEMO_VENUE_TIME_ZONE): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(startOf(slot, now, today, timeZone));
  return start.getTime() >= now.getTime() ? start : laterToday(now, today, timeZone);
}

function startOf(slot: DemoSlot, now: Date, today: number, zone: string): number {
  switch (slot.kind) {
    case 'today':
      return wallClock(today, TODAY_EVENING, zone);
    case 'day':
      return wallClock(today + slot.offset * DAY_MS, slot.time, zone);
    case 'weekend': {
      // The same ISO weekend as the home page's "This weekend": Saturday, or today on a Sunday.
      const weekend = dateRangeFor('this_weekend', formatDay(now));
      if (!weekend) throw new Error('demo schedule: no weekend range');
      const saturday = Date.parse(`${weekend.start}T00:00:00Z`);
      return wallClock(Math.max(saturday, today), slot.time, zone);
    }
    case 'next-month':
      return wallClock(
        Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, slot.dayOfMonth),
        slot.time,
        zone,
      );
  }
}

/**
 * The next whole hour, up to the latest local start; past that (seeding late at night), still
 * never past 23:00 UTC, so "today" stays today.
 */
function laterToday(now: Date, today: number, zone: string): Date {
  const nextHour = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  if (nextHour <= wallClock(today, LATEST_LOCAL_START, zone)) return new Date(nextHour);
  return new Date(Math.min(nextHour, today + 23 * HOUR_MS));
}

/**
 * The instant when the clock in `zone` reads `time` on the calendar day starting at `dayUtc`. A
 * time the zone skips that day (clocks going forward) is taken an hour later.
 */
function wallClock(dayUtc: number, time: string, zone: string): number {
  const day = new Date(dayUtc).toISOString().slice(0, 10);
  const local = localTimeToInstant(`${day}T${time}`, zone);
  if (local.ok) return local.instant.getTime();
  const [hours, minutes] = time.split(':');
  const later = `${day}T${String(Number(hours) + 1).padStart(2, '0')}:${minutes}`;
  const shifted = localTimeToInstant(later, zone);
  if (!shifted.ok) throw new Error(`demo schedule: ${later} does not exist in ${zone}`);
  return shifted.instant.getTime();
}

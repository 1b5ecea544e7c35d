import { dateRangeFor, formatDay } from '@tiketi/contract/date-filters';

/**
 * When a demo event starts, relative to the day the seed runs, so the demo never looks stale.
 * Times are the venue's wall clock in DEMO_VENUE_TIME_ZONE ('19:30' is half past seven in the
 * evening in Nairobi), not UTC: read as UTC they showed East African venues at odd hours.
 */
export type DemoSlot =
  | { kind: 'today' }
  | { kind: 'day'; offset: number; time: string }
  | { kind: 'weekend'; time: string }
  | { kind: 'next-month'; dayOfMonth: number; time: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/** The demo venues' clock: the demo organisers and their audience are East African. */
export const DEMO_VENUE_TIME_ZONE = 'Africa/Nairobi';

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

/** The instant when the clock in `zone` reads `time` on the calendar day starting at `dayUtc`. */
function wallClock(dayUtc: number, time: string, zone: string): number {
  const asUtc = dayUtc + timeOfDay(time);
  // Two rounds settle a guess that crossed a daylight-saving change; Nairobi has none.
  const first = asUtc - offsetOf(zone, asUtc);
  return asUtc - offsetOf(zone, first);
}

/** How far the zone's clock is ahead of UTC at an instant, in milliseconds. */
function offsetOf(zone: string, instant: number): number {
  const parts = new Intl.DateTimeFormat('en-US', {
    timeZone: zone,
    hourCycle: 'h23',
    year: 'numeric',
    month: 'numeric',
    day: 'numeric',
    hour: 'numeric',
    minute: 'numeric',
    second: 'numeric',
  }).formatToParts(new Date(instant));
  const part = (type: Intl.DateTimeFormatPartTypes) => Number(parts.find((p) => p.type === type)?.value ?? 0);
  const local = Date.UTC(
    part('year'),
    part('month') - 1,
    part('day'),
    part('hour'),
    part('minute'),
    part('second'),
  );
  return local - Math.floor(instant / 1000) * 1000;
}

function timeOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * HOUR_MS + (minutes ?? 0) * 60_000;
}

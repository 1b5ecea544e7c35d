import { dateRangeFor, formatDay } from '@tiketi/contract/date-filters';

/** When a demo event starts, relative to the day the seed runs, so the demo never looks stale. */
export type DemoSlot =
  | { kind: 'today' }
  | { kind: 'day'; offset: number; time: string }
  | { kind: 'weekend'; time: string }
  | { kind: 'next-month'; dayOfMonth: number; time: string };

const HOUR_MS = 3_600_000;
const DAY_MS = 24 * HOUR_MS;

/**
 * The start time of a slot. Days are UTC calendar days. A start that would already be past is
 * moved to the next whole hour of the same day, so every published demo event is current.
 */
export function resolveDemoStart(slot: DemoSlot, now: Date): Date {
  const today = Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate());
  const start = new Date(startOf(slot, now, today));
  return start.getTime() >= now.getTime() ? start : nextHourToday(now, today);
}

function startOf(slot: DemoSlot, now: Date, today: number): number {
  switch (slot.kind) {
    case 'today':
      return nextHourToday(now, today).getTime();
    case 'day':
      return today + slot.offset * DAY_MS + timeOfDay(slot.time);
    case 'weekend': {
      // The same ISO weekend as the home page's "This weekend": Saturday, or today on a Sunday.
      const weekend = dateRangeFor('this_weekend', formatDay(now));
      const saturday = Date.parse(`${weekend!.start}T00:00:00Z`);
      return Math.max(saturday, today) + timeOfDay(slot.time);
    }
    case 'next-month':
      return Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, slot.dayOfMonth) + timeOfDay(slot.time);
  }
}

/** The next whole hour, but never past 23:00, so "today" stays today even late at night. */
function nextHourToday(now: Date, today: number): Date {
  const nextHour = Math.ceil(now.getTime() / HOUR_MS) * HOUR_MS;
  return new Date(Math.min(nextHour, today + 23 * HOUR_MS));
}

function timeOfDay(time: string): number {
  const [hours, minutes] = time.split(':').map(Number);
  return (hours ?? 0) * HOUR_MS + (minutes ?? 0) * 60_000;
}

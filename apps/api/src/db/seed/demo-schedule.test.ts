import { dateRangeFor, formatDay } from '@tiketi/contract/date-filters';
import { instantToLocalTime } from '@tiketi/contract/time-zones';
import { describe, expect, it } from 'vitest';
import { DEMO_EVENTS } from './demo-events';
import { resolveDemoStart, venueZoneOf } from './demo-schedule';

const inRange = (date: Date, range: { start: string; end: string } | null) => {
  const day = formatDay(date);
  return range !== null && day >= range.start && day <= range.end;
};

describe('resolveDemoStart', () => {
  it.each([
    '2026-03-11T09:30:00Z', // a Wednesday morning
    '2026-03-14T16:10:00Z', // a Saturday afternoon
    '2026-03-15T23:40:00Z', // a Sunday, late at night
    '2026-01-31T12:00:00Z', // the last day of a month
    '2026-12-28T00:05:00Z', // the last Monday of a year, just after midnight
  ])('places every kind of slot where the home page filters look for it (now = %s)', (iso) => {
    const now = new Date(iso);
    const today = formatDay(now);

    const todayStart = resolveDemoStart({ kind: 'today' }, now);
    expect(formatDay(todayStart)).toBe(today);
    expect(todayStart.getTime()).toBeGreaterThan(now.getTime() - 3_600_000);

    const tomorrow = resolveDemoStart({ kind: 'day', offset: 1, time: '18:30' }, now);
    expect(inRange(tomorrow, dateRangeFor('tomorrow', today))).toBe(true);
    // 18:30 at the venue, in Nairobi (UTC+3).
    expect(tomorrow.toISOString().slice(11, 16)).toBe('15:30');

    const weekend = resolveDemoStart({ kind: 'weekend', time: '10:00' }, now);
    expect(inRange(weekend, dateRangeFor('this_weekend', today))).toBe(true);

    const nextMonth = resolveDemoStart({ kind: 'next-month', dayOfMonth: 10, time: '19:30' }, now);
    expect(inRange(nextMonth, dateRangeFor('next_month', today))).toBe(true);
  });

  it("starts today's event in the Nairobi evening, not at the next hour of the seed", () => {
    const nairobiTime = (date: Date) =>
      new Intl.DateTimeFormat('en-GB', {
        timeZone: 'Africa/Nairobi',
        hour: '2-digit',
        minute: '2-digit',
        hourCycle: 'h23',
      }).format(date);
    // Seeded at 23:10 UTC the night before, or in the morning: Sunset Jazz is at 19:00 in Nairobi.
    expect(nairobiTime(resolveDemoStart({ kind: 'today' }, new Date('2026-03-11T00:10:00Z')))).toBe('19:00');
    expect(nairobiTime(resolveDemoStart({ kind: 'today' }, new Date('2026-03-11T09:30:00Z')))).toBe('19:00');
    // Seeded after the evening start: the next whole hour, still an evening hour in Nairobi.
    expect(nairobiTime(resolveDemoStart({ kind: 'today' }, new Date('2026-03-11T17:20:00Z')))).toBe('21:00');
    expect(
      nairobiTime(
        resolveDemoStart({ kind: 'day', offset: 3, time: '19:00' }, new Date('2026-03-11T09:30:00Z')),
      ),
    ).toBe('19:00');
  });

  it('moves a start that is already past to the next whole hour of the same day', () => {
    const now = new Date('2026-03-14T16:10:00Z');
    const start = resolveDemoStart({ kind: 'weekend', time: '09:00' }, now);
    expect(start.toISOString()).toBe('2026-03-14T17:00:00.000Z');
  });

  it("reads a slot's time on the venue's own clock, across daylight-saving changes", () => {
    const now = new Date('2026-03-11T09:30:00Z');
    const lisbon = (date: Date) => instantToLocalTime(date, 'Europe/Lisbon');
    // Winter in Lisbon (UTC+0) and summer (UTC+1, after 29 March): 19:30 on the clock both times.
    const winter = resolveDemoStart({ kind: 'day', offset: 3, time: '19:30' }, now, 'Europe/Lisbon');
    expect(winter.toISOString()).toBe('2026-03-14T19:30:00.000Z');
    const summer = resolveDemoStart(
      { kind: 'next-month', dayOfMonth: 10, time: '19:30' },
      now,
      'Europe/Lisbon',
    );
    expect(lisbon(summer)).toBe('2026-04-10T19:30');
    expect(summer.toISOString()).toBe('2026-04-10T18:30:00.000Z');
    // Lagos is UTC+1 all year.
    const lagos = resolveDemoStart({ kind: 'day', offset: 1, time: '17:30' }, now, 'Africa/Lagos');
    expect(lagos.toISOString()).toBe('2026-03-12T16:30:00.000Z');
  });

  it("gives every demo venue its city's zone", () => {
    expect(venueZoneOf('Rooftop Terrace, Westlands, Nairobi')).toBe('Africa/Nairobi');
    expect(venueZoneOf('Zone Tech Park, Gbagada, Lagos')).toBe('Africa/Lagos');
    expect(venueZoneOf('Green Point Park, Cape Town')).toBe('Africa/Johannesburg');
    expect(venueZoneOf('Largo do Chafariz de Dentro, Alfama, Lisbon')).toBe('Europe/Lisbon');
    expect(venueZoneOf('Southbank Centre Riverside Terrace, London')).toBe('Europe/London');
    const zones = new Set(DEMO_EVENTS.map((event) => venueZoneOf(event.location)));
    expect([...zones].sort()).toEqual([
      'Africa/Johannesburg',
      'Africa/Lagos',
      'Africa/Nairobi',
      'Europe/Lisbon',
      'Europe/London',
    ]);
  });
});

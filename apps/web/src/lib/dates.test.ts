import { describe, expect, it } from 'vitest';
import {
  formatClock,
  formatDayNumber,
  formatLongDate,
  formatMonthShort,
  formatShortDateTime,
  formatWeekdayTime,
  inEventZone,
  toDateTimeAttribute,
} from './dates';

const utc = { timeZone: 'UTC' };

describe('event card date parts', () => {
  it('gives the month abbreviation and day number', () => {
    expect(formatMonthShort('2026-03-07T18:30:00Z', utc)).toBe('Mar');
    expect(formatDayNumber('2026-03-07T18:30:00Z', utc)).toBe('7');
    expect(formatMonthShort('2026-09-21T10:00:00Z', utc)).toBe('Sep');
  });

  it('reads the date in the requested time zone, so a late evening can be the next day', () => {
    expect(formatDayNumber('2026-03-07T22:30:00Z', { timeZone: 'Africa/Nairobi' })).toBe('8');
    expect(formatMonthShort('2026-03-31T22:30:00Z', { timeZone: 'Africa/Nairobi' })).toBe('Apr');
  });
});

describe('formatWeekdayTime', () => {
  it("matches moment's 'dddd h:mma'", () => {
    expect(formatWeekdayTime('2026-03-07T18:30:00Z', utc)).toBe('Saturday 6:30pm');
    expect(formatWeekdayTime('2026-03-08T09:05:00Z', utc)).toBe('Sunday 9:05am');
  });

  it('shows midnight and noon as 12', () => {
    expect(formatWeekdayTime('2026-03-09T00:00:00Z', utc)).toBe('Monday 12:00am');
    expect(formatWeekdayTime('2026-03-09T12:00:00Z', utc)).toBe('Monday 12:00pm');
  });
});

describe('formatLongDate and formatShortDateTime', () => {
  it('show day, weekday and year', () => {
    expect(formatLongDate('2026-03-07T18:30:00Z', utc)).toBe('Saturday, 7 March 2026');
    expect(formatShortDateTime('2026-03-07T18:30:00Z', utc)).toBe('Sat, 7 Mar 2026 · 6:30pm');
  });

  it('apply the offset written in the timestamp', () => {
    expect(formatLongDate('2026-12-31T23:30:00-05:00', utc)).toBe('Friday, 1 January 2027');
  });
});

describe('unreadable timestamps', () => {
  it('yield empty strings instead of Invalid Date', () => {
    expect(formatMonthShort('not a date', utc)).toBe('');
    expect(formatWeekdayTime('', utc)).toBe('');
    expect(formatLongDate('2026-13-45', utc)).toBe('');
    expect(toDateTimeAttribute('nope')).toBeUndefined();
    expect(toDateTimeAttribute('2026-03-07T18:30:00+03:00')).toBe('2026-03-07T15:30:00.000Z');
  });
});

describe("an event's times in its own zone (issue 16)", () => {
  const lisbon = inEventZone({ time_zone: 'Europe/Lisbon' });

  it("reads the clock in the event's zone and adds the zone's short name", () => {
    // Winter: Lisbon is on UTC (WET); summer: an hour ahead (WEST).
    expect(formatWeekdayTime('2026-03-14T19:00:00Z', lisbon)).toBe('Saturday 7:00pm WET');
    expect(formatWeekdayTime('2026-07-04T18:00:00Z', lisbon)).toBe('Saturday 7:00pm WEST');
    expect(formatShortDateTime('2026-07-04T18:00:00Z', lisbon)).toBe('Sat, 4 Jul 2026 · 7:00pm WEST');
    expect(formatClock('2026-07-04T18:00:00Z', lisbon)).toBe('7:00pm WEST');
    expect(formatClock('2026-07-04T16:00:00Z', inEventZone({ time_zone: 'Africa/Nairobi' }))).toBe(
      '7:00pm EAT',
    );
  });

  it('reads the day in the zone, without a short name where no clock shows', () => {
    const nairobi = inEventZone({ time_zone: 'Africa/Nairobi' });
    expect(formatDayNumber('2026-03-07T22:30:00Z', nairobi)).toBe('8');
    expect(formatLongDate('2026-03-07T22:30:00Z', nairobi)).toBe('Sunday, 8 March 2026');
  });

  it("falls back to the viewer's zone, without a short name, for an event that has none", () => {
    expect(inEventZone({ time_zone: null })).toEqual({});
    expect(formatWeekdayTime('', lisbon)).toBe('');
  });
});

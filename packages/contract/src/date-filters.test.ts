import { describe, expect, it } from 'vitest';
import { DATE_FILTERS, type DateFilter, dateRangeFor, isCalendarDay, localToday } from './date-filters';

type Expected = Record<DateFilter, [string, string] | null>;

// Each row fixes "today" and gives the range of all nine options (spec 9; ISO weeks, Monday
// first, so on a Sunday "This weekend" is yesterday and today: docs/decisions/001-date-filters.md).
// Typing rows as Record<DateFilter, ...> makes a missing option a compile error.
const cases: [string, string, Expected][] = [
  [
    'a Monday',
    '2026-11-16',
    {
      all: null,
      today: ['2026-11-16', '2026-11-16'],
      tomorrow: ['2026-11-17', '2026-11-17'],
      this_weekend: ['2026-11-21', '2026-11-22'],
      this_week: ['2026-11-16', '2026-11-22'],
      next_weekend: ['2026-11-28', '2026-11-29'],
      next_week: ['2026-11-23', '2026-11-29'],
      this_month: ['2026-11-01', '2026-11-30'],
      next_month: ['2026-12-01', '2026-12-31'],
    },
  ],
  [
    'a Saturday',
    '2026-11-21',
    {
      all: null,
      today: ['2026-11-21', '2026-11-21'],
      tomorrow: ['2026-11-22', '2026-11-22'],
      this_weekend: ['2026-11-21', '2026-11-22'],
      this_week: ['2026-11-16', '2026-11-22'],
      next_weekend: ['2026-11-28', '2026-11-29'],
      next_week: ['2026-11-23', '2026-11-29'],
      this_month: ['2026-11-01', '2026-11-30'],
      next_month: ['2026-12-01', '2026-12-31'],
    },
  ],
  [
    'a Sunday',
    '2026-11-22',
    {
      all: null,
      today: ['2026-11-22', '2026-11-22'],
      tomorrow: ['2026-11-23', '2026-11-23'],
      this_weekend: ['2026-11-21', '2026-11-22'],
      this_week: ['2026-11-16', '2026-11-22'],
      next_weekend: ['2026-11-28', '2026-11-29'],
      next_week: ['2026-11-23', '2026-11-29'],
      this_month: ['2026-11-01', '2026-11-30'],
      next_month: ['2026-12-01', '2026-12-31'],
    },
  ],
  [
    'the last day of a month (a Saturday in a 31-day month)',
    '2026-10-31',
    {
      all: null,
      today: ['2026-10-31', '2026-10-31'],
      tomorrow: ['2026-11-01', '2026-11-01'],
      this_weekend: ['2026-10-31', '2026-11-01'],
      this_week: ['2026-10-26', '2026-11-01'],
      next_weekend: ['2026-11-07', '2026-11-08'],
      next_week: ['2026-11-02', '2026-11-08'],
      this_month: ['2026-10-01', '2026-10-31'],
      next_month: ['2026-11-01', '2026-11-30'],
    },
  ],
  [
    'the last day of February in a leap year (a Tuesday)',
    '2028-02-29',
    {
      all: null,
      today: ['2028-02-29', '2028-02-29'],
      tomorrow: ['2028-03-01', '2028-03-01'],
      this_weekend: ['2028-03-04', '2028-03-05'],
      this_week: ['2028-02-28', '2028-03-05'],
      next_weekend: ['2028-03-11', '2028-03-12'],
      next_week: ['2028-03-06', '2028-03-12'],
      this_month: ['2028-02-01', '2028-02-29'],
      next_month: ['2028-03-01', '2028-03-31'],
    },
  ],
  [
    'the last day of a year (a Thursday)',
    '2026-12-31',
    {
      all: null,
      today: ['2026-12-31', '2026-12-31'],
      tomorrow: ['2027-01-01', '2027-01-01'],
      this_weekend: ['2027-01-02', '2027-01-03'],
      this_week: ['2026-12-28', '2027-01-03'],
      next_weekend: ['2027-01-09', '2027-01-10'],
      next_week: ['2027-01-04', '2027-01-10'],
      this_month: ['2026-12-01', '2026-12-31'],
      next_month: ['2027-01-01', '2027-01-31'],
    },
  ],
];

describe.each(cases)('date filters when today is %s (%s)', (_label, today, expected) => {
  it('gives a range for each of the nine options, and only those', () => {
    expect(Object.keys(expected).sort()).toEqual(DATE_FILTERS.map((option) => option.value).sort());
  });

  it.each(DATE_FILTERS.map((option) => option.value))('%s', (filter) => {
    const range = expected[filter];
    expect(dateRangeFor(filter, today)).toEqual(range ? { start: range[0], end: range[1] } : null);
  });
});

describe('date filter options', () => {
  it('offers the nine options of spec 2.3 in order, with their labels', () => {
    expect(DATE_FILTERS.map((option) => option.label)).toEqual([
      'All',
      'Today',
      'Tomorrow',
      'This weekend',
      'This week',
      'Next weekend',
      'Next week',
      'This month',
      'Next month',
    ]);
  });

  it('never returns a range that ends before it starts, for every day of two years', () => {
    for (let time = Date.UTC(2026, 0, 1); time < Date.UTC(2028, 0, 1); time += 86_400_000) {
      const today = new Date(time).toISOString().slice(0, 10);
      for (const { value } of DATE_FILTERS) {
        const range = dateRangeFor(value, today);
        if (range) expect(range.start <= range.end, `${value} on ${today}`).toBe(true);
      }
    }
  });

  it('reads today in local time, not UTC', () => {
    expect(localToday(new Date(2026, 0, 5, 23, 59))).toBe('2026-01-05');
    expect(localToday(new Date(2026, 0, 5, 0, 1))).toBe('2026-01-05');
  });

  it('recognises real calendar days only', () => {
    expect(isCalendarDay('2026-11-22')).toBe(true);
    expect(isCalendarDay('2028-02-29')).toBe(true);
    expect(isCalendarDay('2026-02-29')).toBe(false);
    expect(isCalendarDay('2026-11-31')).toBe(false);
    expect(isCalendarDay('26-11-22')).toBe(false);
    expect(isCalendarDay('tomorrow')).toBe(false);
  });
});

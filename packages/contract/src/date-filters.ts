/**
 * Home page date filters (spec 2.3 and 9). Ranges are calendar dates (YYYY-MM-DD), inclusive at
 * both ends. Weeks are ISO weeks (Monday to Sunday), so on a Sunday "This weekend" is yesterday and
 * today; see docs/decisions/001-date-filters.md.
 */
export const DATE_FILTERS = [
  { value: 'all', label: 'All' },
  { value: 'today', label: 'Today' },
  { value: 'tomorrow', label: 'Tomorrow' },
  { value: 'this_weekend', label: 'This weekend' },
  { value: 'this_week', label: 'This week' },
  { value: 'next_weekend', label: 'Next weekend' },
  { value: 'next_week', label: 'Next week' },
  { value: 'this_month', label: 'This month' },
  { value: 'next_month', label: 'Next month' },
] as const;

export type DateFilter = (typeof DATE_FILTERS)[number]['value'];

export interface DateRange {
  start: string;
  end: string;
}

const DAY_MS = 86_400_000;

/** A calendar date as a UTC midnight, so that day arithmetic never meets a DST shift. */
function parseDay(day: string): Date {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  if (!match) throw new Error(`Not a YYYY-MM-DD date: ${day}`);
  return new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
}

export function formatDay(date: Date): string {
  return date.toISOString().slice(0, 10);
}

function addDays(date: Date, days: number): Date {
  return new Date(date.getTime() + days * DAY_MS);
}

/** Today's calendar date in the local time zone of the caller (the browser, for the home page). */
export function localToday(now: Date = new Date()): string {
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The range a filter option selects, for a given today; `null` for All (no date bounds). */
export function dateRangeFor(filter: DateFilter, today: string): DateRange | null {
  const day = parseDay(today);
  const isoWeekday = ((day.getUTCDay() + 6) % 7) + 1; // Monday 1 … Sunday 7
  const monday = addDays(day, 1 - isoWeekday);
  const range = (from: Date, to: Date): DateRange => ({ start: formatDay(from), end: formatDay(to) });
  const monthStart = (offset: number) =>
    new Date(Date.UTC(day.getUTCFullYear(), day.getUTCMonth() + offset, 1));

  switch (filter) {
    case 'all':
      return null;
    case 'today':
      return range(day, day);
    case 'tomorrow':
      return range(addDays(day, 1), addDays(day, 1));
    case 'this_weekend':
      return range(addDays(monday, 5), addDays(monday, 6));
    case 'next_weekend':
      return range(addDays(monday, 12), addDays(monday, 13));
    case 'this_week':
      return range(monday, addDays(monday, 6));
    case 'next_week':
      return range(addDays(monday, 7), addDays(monday, 13));
    case 'this_month':
      return range(monthStart(0), addDays(monthStart(1), -1));
    case 'next_month':
      return range(monthStart(1), addDays(monthStart(2), -1));
  }
}

/** True when a string is a real calendar date in YYYY-MM-DD form (2026-02-30 is not). */
export function isCalendarDay(value: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = parseDay(value);
  return formatDay(date) === value;
}

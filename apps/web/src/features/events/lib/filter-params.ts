import { DATE_FILTERS, type DateFilter, dateRangeFor } from '@tiketi/contract/date-filters';

/** The three home page filters (spec 2.3); `null` means All. */
export interface EventFilters {
  date: DateFilter;
  categoryId: number | null;
  organizerId: number | null;
}

export const DEFAULT_FILTERS: EventFilters = { date: 'all', categoryId: null, organizerId: null };

/** Query string names, so a filtered view can be shared: `/?date=this_week&category=3`. */
export const FILTER_PARAMS = { date: 'date', category: 'category', organizer: 'organizer' } as const;

function positiveInt(value: string | null): number | null {
  if (!value || !/^\d{1,9}$/.test(value)) return null;
  const n = Number(value);
  return n > 0 ? n : null;
}

function dateFilter(value: string | null): DateFilter {
  return DATE_FILTERS.find((option) => option.value === value)?.value ?? 'all';
}

/** Reads filters from the URL; anything unknown or malformed counts as All. */
export function readFilters(search: URLSearchParams): EventFilters {
  return {
    date: dateFilter(search.get(FILTER_PARAMS.date)),
    categoryId: positiveInt(search.get(FILTER_PARAMS.category)),
    organizerId: positiveInt(search.get(FILTER_PARAMS.organizer)),
  };
}

/** Writes filters into a copy of `current`, leaving unrelated parameters alone and All out of the URL. */
export function writeFilters(filters: EventFilters, current: URLSearchParams): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (name: string, value: string | null) => {
    if (value === null) next.delete(name);
    else next.set(name, value);
  };
  set(FILTER_PARAMS.date, filters.date === 'all' ? null : filters.date);
  set(FILTER_PARAMS.category, filters.categoryId === null ? null : String(filters.categoryId));
  set(FILTER_PARAMS.organizer, filters.organizerId === null ? null : String(filters.organizerId));
  return next;
}

export function hasActiveFilters(filters: EventFilters): boolean {
  return filters.date !== 'all' || filters.categoryId !== null || filters.organizerId !== null;
}

/** The list query for these filters: All leaves a filter out; date All leaves out both start and end. */
export function listQueryFor(filters: EventFilters, today: string, limit: number) {
  const range = dateRangeFor(filters.date, today);
  return {
    ...(filters.categoryId !== null && { category_id: filters.categoryId }),
    ...(filters.organizerId !== null && { organizer_id: filters.organizerId }),
    ...(range && { start: range.start, end: range.end }),
    page: 1,
    limit,
  };
}

/** A stable key of the filters alone (not the page size), to know when Load More must start over. */
export function filtersKey(filters: EventFilters): string {
  return `${filters.date}|${filters.categoryId ?? ''}|${filters.organizerId ?? ''}`;
}

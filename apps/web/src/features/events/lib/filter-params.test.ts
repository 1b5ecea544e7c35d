import { describe, expect, it } from 'vitest';
import {
  DEFAULT_FILTERS,
  filtersKey,
  hasActiveFilters,
  listQueryFor,
  readFilters,
  writeFilters,
} from './filter-params';

describe('readFilters', () => {
  it('reads the three filters from the query string', () => {
    expect(readFilters(new URLSearchParams('date=next_week&category=3&organizer=12'))).toEqual({
      date: 'next_week',
      categoryId: 3,
      organizerId: 12,
    });
  });

  it('treats missing, unknown and malformed values as All', () => {
    expect(readFilters(new URLSearchParams(''))).toEqual(DEFAULT_FILTERS);
    expect(readFilters(new URLSearchParams('date=yesterday&category=abc&organizer=-4'))).toEqual(
      DEFAULT_FILTERS,
    );
    expect(readFilters(new URLSearchParams('category=0&organizer=1.5'))).toEqual(DEFAULT_FILTERS);
  });
});

describe('writeFilters', () => {
  it('round-trips through the URL', () => {
    const filters = { date: 'this_weekend', categoryId: 7, organizerId: null } as const;
    const params = writeFilters(filters, new URLSearchParams());
    expect(params.toString()).toBe('date=this_weekend&category=7');
    expect(readFilters(params)).toEqual(filters);
  });

  it('removes filters set back to All and keeps unrelated parameters', () => {
    const current = new URLSearchParams('utm_source=mail&date=today&organizer=2');
    const params = writeFilters(DEFAULT_FILTERS, current);
    expect(params.toString()).toBe('utm_source=mail');
    expect(current.toString()).toBe('utm_source=mail&date=today&organizer=2');
  });
});

describe('listQueryFor', () => {
  const today = '2026-03-11'; // a Wednesday

  it('sends only page and limit when everything is All', () => {
    expect(listQueryFor(DEFAULT_FILTERS, today, 6)).toEqual({ page: 1, limit: 6 });
  });

  it('turns the date filter into start and end days', () => {
    expect(listQueryFor({ ...DEFAULT_FILTERS, date: 'tomorrow' }, today, 6)).toEqual({
      start: '2026-03-12',
      end: '2026-03-12',
      page: 1,
      limit: 6,
    });
    expect(listQueryFor({ ...DEFAULT_FILTERS, date: 'this_weekend' }, today, 12)).toMatchObject({
      start: '2026-03-14',
      end: '2026-03-15',
      limit: 12,
    });
  });

  it('adds category and organizer ids and keeps page 1 whatever the limit', () => {
    expect(listQueryFor({ date: 'all', categoryId: 4, organizerId: 9 }, today, 18)).toEqual({
      category_id: 4,
      organizer_id: 9,
      page: 1,
      limit: 18,
    });
  });
});

describe('hasActiveFilters and filtersKey', () => {
  it('tell filter sets apart', () => {
    expect(hasActiveFilters(DEFAULT_FILTERS)).toBe(false);
    expect(hasActiveFilters({ ...DEFAULT_FILTERS, organizerId: 1 })).toBe(true);
    expect(filtersKey(DEFAULT_FILTERS)).not.toBe(filtersKey({ ...DEFAULT_FILTERS, categoryId: 1 }));
    expect(filtersKey({ ...DEFAULT_FILTERS, categoryId: 1 })).toBe(
      filtersKey({ ...DEFAULT_FILTERS, categoryId: 1 }),
    );
  });
});

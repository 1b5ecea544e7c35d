import { HOME_PAGE_SIZE, LOAD_MORE_STEP, MAX_LIST_LIMIT } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { listPages } from './list-pages';

/** Simulates the server: page `page` of `limit` out of the events 0..total-1. */
function serve(total: number, page: number, limit: number) {
  expect(limit).toBeLessThanOrEqual(MAX_LIST_LIMIT);
  const from = (page - 1) * limit;
  return Array.from({ length: Math.max(0, Math.min(limit, total - from)) }, (_, i) => from + i);
}

function read(total: number, page: number, limit: number) {
  const plan = listPages(page, limit);
  const rows = plan.pages.flatMap((p) => serve(total, p.page, p.limit));
  return rows.slice(plan.skip, plan.skip + limit);
}

describe('listPages', () => {
  it('asks for a page within the cap as it is', () => {
    expect(listPages(1, 6)).toEqual({ pages: [{ page: 1, limit: 6 }], skip: 0 });
    expect(listPages(3, MAX_LIST_LIMIT)).toEqual({ pages: [{ page: 3, limit: MAX_LIST_LIMIT }], skip: 0 });
  });

  it('reads a first page past the cap as full pages of the cap', () => {
    expect(listPages(1, 102)).toEqual({
      pages: [
        { page: 1, limit: 100 },
        { page: 2, limit: 100 },
      ],
      skip: 0,
    });
    expect(listPages(1, 200).pages).toHaveLength(2);
    expect(listPages(1, 204).pages).toHaveLength(3);
  });

  it('starts a later page past the cap where it begins', () => {
    // Page 2 of 150 is events 150..299: pages 2 and 3 of 100, from the 51st event of page 2.
    expect(listPages(2, 150)).toEqual({
      pages: [
        { page: 2, limit: 100 },
        { page: 3, limit: 100 },
      ],
      skip: 50,
    });
  });

  it('lets Load More grow the home list six at a time well past the cap', () => {
    const total = 250;
    for (let shown = HOME_PAGE_SIZE; shown <= total + LOAD_MORE_STEP; shown += LOAD_MORE_STEP) {
      const expected = Array.from({ length: Math.min(shown, total) }, (_, i) => i);
      expect(read(total, 1, shown)).toEqual(expected);
    }
  });

  it('returns exactly the events of a later page past the cap', () => {
    expect(read(1000, 3, 150)).toEqual(Array.from({ length: 150 }, (_, i) => 300 + i));
  });
});

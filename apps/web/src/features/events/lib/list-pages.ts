import { MAX_LIST_LIMIT } from '@tiketi/contract/constants';

export interface ListPage {
  page: number;
  limit: number;
}

/**
 * The requests of at most `cap` events that together cover page `page` of size `limit`, and where
 * that page starts in what they return. The server refuses pages above the cap, so Load More past
 * it reads the list as full pages of the cap: they stay cached, and a click that stays within a
 * loaded page costs no request.
 */
export function listPages(page: number, limit: number, cap = MAX_LIST_LIMIT) {
  if (limit <= cap) return { pages: [{ page, limit }], skip: 0 };
  const offset = (page - 1) * limit;
  const first = Math.floor(offset / cap);
  const last = Math.ceil((offset + limit) / cap);
  const pages: ListPage[] = Array.from({ length: last - first }, (_, i) => ({
    page: first + i + 1,
    limit: cap,
  }));
  return { pages, skip: offset - first * cap };
}

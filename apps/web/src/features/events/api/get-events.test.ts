import { QueryClient } from '@tanstack/react-query';
import { MAX_LIST_LIMIT } from '@tiketi/contract/constants';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { eventsQueryOptions } from './get-events';

const TOTAL = 250;

/** Plays `GET v1/event/view` over TOTAL events (ids 1..TOTAL), refusing pages above the cap. */
function fakeServer(requests: URLSearchParams[]) {
  return async (input: RequestInfo | URL) => {
    const query = new URL(String(input), 'http://app.test').searchParams;
    requests.push(query);
    const page = Number(query.get('page'));
    const limit = Number(query.get('limit'));
    if (limit > MAX_LIST_LIMIT) {
      return Response.json({ status: 400, status_description: 'limit too large' }, { status: 400 });
    }
    const from = (page - 1) * limit;
    const ids = Array.from({ length: Math.max(0, Math.min(limit, TOTAL - from)) }, (_, i) => from + i + 1);
    const data = ids.map((id) => ({
      id,
      title: `Event ${id}`,
      slug: `event-${id}`,
      image: null,
      image_srcset: null,
      short_description: '',
      organizer: 'Org',
      organizer_id: 1,
      organizer_slug: 'nairobi-jazz',
      category: 'Music',
      category_id: 1,
      start_time: '2030-01-01T10:00:00Z',
      end_time: '2030-01-01T12:00:00Z',
      time_zone: 'UTC',
      location: 'Nairobi',
      currency: 'USD',
      status: 1,
      tickets_bought: 0,
      max_tickets: 10,
    }));
    return Response.json({ status: 200, message: { data, total: TOTAL }, status_description: 'Events' });
  };
}

describe('the home list past the server cap', () => {
  let requests: URLSearchParams[];
  let client: QueryClient;
  beforeEach(() => {
    requests = [];
    vi.stubGlobal('fetch', vi.fn(fakeServer(requests)));
    client = new QueryClient({ defaultOptions: { queries: { staleTime: 30_000, retry: false } } });
  });
  afterEach(() => {
    client.clear();
    vi.unstubAllGlobals();
  });

  const firstIds = async (limit: number) => {
    const list = await client.fetchQuery(eventsQueryOptions({ category_id: 1, page: 1, limit }));
    expect(list.total).toBe(TOTAL);
    return list.data.map((event) => event.id);
  };
  const range = (n: number) => Array.from({ length: n }, (_, i) => i + 1);

  it('asks for a page within the cap as it is', async () => {
    expect(await firstIds(96)).toEqual(range(96));
    expect(requests.map((q) => q.toString())).toEqual(['category_id=1&page=1&limit=96']);
  });

  it('grows six at a time past the cap, from cached pages of the cap', async () => {
    expect(await firstIds(102)).toEqual(range(102));
    expect(requests.map((q) => `${q.get('page')}/${q.get('limit')}`)).toEqual(['1/100', '2/100']);
    // The next click stays within the loaded pages: no request at all.
    expect(await firstIds(108)).toEqual(range(108));
    expect(requests).toHaveLength(2);
    // Past them, only the new page is read; the filters go with every page.
    expect(await firstIds(204)).toEqual(range(204));
    expect(requests.map((q) => `${q.get('page')}/${q.get('limit')}`)).toEqual(['1/100', '2/100', '3/100']);
    expect(requests.every((q) => q.get('category_id') === '1')).toBe(true);
    // Beyond the total, the list simply ends.
    expect(await firstIds(TOTAL + 6)).toEqual(range(TOTAL));
  });
});

import { keepPreviousData, type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { listPages } from '../lib/list-pages';
import { eventList } from './event-list-schema';

/** Query of `GET v1/event/view` (spec 3 "Event list query"); dates are YYYY-MM-DD. */
export interface EventListParams {
  category_id?: number;
  organizer_id?: number;
  start?: string;
  end?: string;
  filter?: string;
  page: number;
  limit: number;
}

export async function getEvents(params: EventListParams, signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/event/view',
    query: { ...params },
    schema: eventList,
    side: 'public',
    signal,
  });
  return response.message;
}

export const eventsQueryOptions = (params: EventListParams) =>
  queryOptions({
    queryKey: ['events', 'list', params],
    queryFn: ({ client, signal }) => {
      const plan = listPages(params.page, params.limit);
      return plan.pages.length === 1 && plan.skip === 0
        ? getEvents(params, signal)
        : getEventsInPages(client, params, plan);
    },
  });

/** A page larger than the server's cap, put together from cached pages of the cap. */
async function getEventsInPages(
  client: QueryClient,
  params: EventListParams,
  plan: ReturnType<typeof listPages>,
): ReturnType<typeof getEvents> {
  const pages = await Promise.all(
    plan.pages.map((page) => client.fetchQuery(eventsQueryOptions({ ...params, ...page }))),
  );
  const data = pages.flatMap((page) => page.data).slice(plan.skip, plan.skip + params.limit);
  return { data, total: pages[0]?.total ?? 0 };
}

/**
 * The public list. With `keepWhileGrowing`, the cards already shown stay on screen while a larger
 * page of the same filters loads (Load More); a change of filters shows the loading state instead.
 */
export function useEvents(params: EventListParams, options: { keepWhileGrowing?: boolean } = {}) {
  return useQuery({
    ...eventsQueryOptions(params),
    placeholderData: (previous, previousQuery) => {
      if (!options.keepWhileGrowing || !previousQuery) return undefined;
      const before = previousQuery.queryKey[2] as EventListParams | undefined;
      const sameFilters =
        before !== undefined &&
        before.category_id === params.category_id &&
        before.organizer_id === params.organizer_id &&
        before.start === params.start &&
        before.end === params.end &&
        before.filter === params.filter &&
        before.page === params.page;
      return sameFilters ? keepPreviousData(previous) : undefined;
    },
  });
}

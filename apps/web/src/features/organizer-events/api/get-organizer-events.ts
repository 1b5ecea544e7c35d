import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ORGANIZER_PAGE_SIZE } from '@tiketi/contract/constants';
import { listOf } from '@tiketi/contract/envelope';
import { organizerEvent } from '@tiketi/contract/organizer-events';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import type { OrganizerEventFilters } from '../lib/tab-windows';

/** Spec 3: the organizer list is a data object holding a data list and a total. */
const organizerEventList = z.object({ data: listOf(organizerEvent) });

/** What every organizer event query (lists and single events) starts with, so one change refreshes them all. */
import { ORGANIZER_EVENTS_KEY } from '@/lib/organizer-event';

export { ORGANIZER_EVENTS_KEY };

export interface OrganizerEventsQuery extends OrganizerEventFilters {
  page: number;
  limit: number;
}

/** `GET v1/client/event/view`: the organisation's own events, drafts included (spec 9: pages of 10). */
export async function getOrganizerEvents(query: OrganizerEventsQuery, signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/event/view',
    query: { ...query },
    schema: organizerEventList,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

export const organizerEventsQueryOptions = (query: OrganizerEventsQuery) =>
  queryOptions({
    queryKey: [...ORGANIZER_EVENTS_KEY, 'list', query],
    queryFn: ({ signal }) => getOrganizerEvents(query, signal),
  });

/** Another page or tab keeps the previous cards on screen while it loads. */
export function useOrganizerEvents(filters: OrganizerEventFilters, page = 1) {
  return useQuery({
    ...organizerEventsQueryOptions({ ...filters, page, limit: ORGANIZER_PAGE_SIZE }),
    placeholderData: keepPreviousData,
  });
}

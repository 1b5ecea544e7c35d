import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerSummary } from '@tiketi/contract/organizer-events';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/summary`: net sales, events and tickets sold of the organisation (spec decision #4). */
export async function getOrganizerSummary(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/summary',
    schema: organizerSummary,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const organizerSummaryQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'summary'],
    queryFn: ({ signal }) => getOrganizerSummary(signal),
  });

export function useOrganizerSummary() {
  return useQuery(organizerSummaryQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerEvent } from '@tiketi/contract/organizer-events';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_EVENTS_KEY } from './get-organizer-events';

/** `GET v1/client/event/{id}`: one of the organisation's events, drafts included, with its on-sale tickets. */
export async function getOrganizerEvent(id: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/client/event/${id}`,
    schema: organizerEvent,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const organizerEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_EVENTS_KEY, 'detail', id],
    queryFn: ({ signal }) => getOrganizerEvent(id, signal),
  });

export function useOrganizerEvent(id: number | null) {
  return useQuery({ ...organizerEventQueryOptions(id ?? 0), enabled: id !== null });
}

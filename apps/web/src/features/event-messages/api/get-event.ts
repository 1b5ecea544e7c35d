import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerEvent } from '@tiketi/contract/organizer-events';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/event/{id}`: the event the messages are about, with its ticket types to choose from. */
export async function getEvent(id: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/client/event/${id}`,
    schema: organizerEvent,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const messageEventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'event-messages', id, 'event'],
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export function useMessageEvent(id: number) {
  return useQuery(messageEventQueryOptions(id));
}

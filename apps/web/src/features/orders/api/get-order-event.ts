import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerEvent } from '@tiketi/contract/organizer-events';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/event/{id}`: the event an orders screen is about (404 when it is not the organisation's). */
export async function getOrderEvent(eventId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/client/event/${eventId}`,
    schema: organizerEvent,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const orderEventQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'orders-event', eventId],
    queryFn: ({ signal }) => getOrderEvent(eventId, signal),
  });

export function useOrderEvent(eventId: number) {
  return useQuery(orderEventQueryOptions(eventId));
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerEvent } from '@tiketi/contract/organizer-events';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** Every query of the organisation's events starts with this key, so one invalidation reaches them all. */
export const ORGANIZER_EVENTS_KEY = [...ORGANIZER_SCOPE, 'events'] as const;

/**
 * `GET v1/client/event/{id}`: one of the organisation's events, drafts and cancelled ones included,
 * with its on-sale tickets (404 when it is not the organisation's). Read by the edit screens, the
 * orders screen and the messages screen, under one key.
 */
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

import { queryOptions, useQuery } from '@tanstack/react-query';
import { eventDetail } from '@tiketi/contract/events';
import { apiRequest } from '@/lib/api-client';

/** `GET v1/event/details/{id}`: public; an unknown id answers 404. */
export async function getEvent(id: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/details/${id}`,
    schema: eventDetail,
    side: 'public',
    logoutOn500: true,
    signal,
  });
  return response.message;
}

export const eventQueryOptions = (id: number) =>
  queryOptions({
    queryKey: ['events', 'detail', id],
    queryFn: ({ signal }) => getEvent(id, signal),
  });

export function useEvent(id: number) {
  return useQuery(eventQueryOptions(id));
}

import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { ATTENDEE_PAGE_SIZE, attendeeList } from '@tiketi/contract/check-in';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

export interface AttendeePage {
  page: number;
  search: string;
}

export const attendeesQueryKey = (eventId: number) => [...ORGANIZER_SCOPE, 'attendees', eventId] as const;

/** `GET v1/event/{id}/attendees`: paid bookings by buyer name, a page at a time. */
export async function getAttendees(eventId: number, query: AttendeePage, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/attendees`,
    query: { page: query.page, limit: ATTENDEE_PAGE_SIZE, q: query.search.trim() || undefined },
    schema: attendeeList,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const attendeesQueryOptions = (eventId: number, query: AttendeePage) =>
  queryOptions({
    queryKey: [...attendeesQueryKey(eventId), query],
    queryFn: ({ signal }) => getAttendees(eventId, query, signal),
    placeholderData: keepPreviousData,
  });

export function useAttendees(eventId: number, query: AttendeePage) {
  return useQuery(attendeesQueryOptions(eventId, query));
}

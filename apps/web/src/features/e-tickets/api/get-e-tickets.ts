import { queryOptions, useQuery } from '@tanstack/react-query';
import { eTicketList } from '@tiketi/contract/e-tickets';
import { apiRequest } from '@/lib/api-client';
import { ATTENDEE_SCOPE } from '@/lib/query-scopes';
import { bookingTokenOf, sessionStore } from '@/lib/session';

/** `GET v1/tickets/view`: no identifier, the session decides whose tickets (spec 6). */
export async function getETickets(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/tickets/view',
    schema: eTicketList,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
    logoutOn500: true,
    signal,
  });
  return response.message;
}

/**
 * QR and PDF links are signed for an hour or more, so the list is refreshed well before that while
 * the page is open, and again when the person comes back to it.
 */
export const eTicketsQueryOptions = () =>
  queryOptions({
    queryKey: [...ATTENDEE_SCOPE, 'e-tickets'],
    queryFn: ({ signal }) => getETickets(signal),
    staleTime: 5 * 60_000,
    refetchInterval: 10 * 60_000,
    refetchOnWindowFocus: true,
  });

export function useETickets() {
  return useQuery(eTicketsQueryOptions());
}

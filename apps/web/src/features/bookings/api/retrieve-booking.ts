import { queryOptions, useQuery } from '@tanstack/react-query';
import { paidBooking } from '@tiketi/contract/bookings';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ATTENDEE_SCOPE } from '@/lib/query-scopes';
import { bookingTokenOf, sessionStore } from '@/lib/session';

const retrieved = z.object({ data: paidBooking });

/**
 * `POST v1/booking/retrieve`: the booking behind a client secret, for its owner only (404
 * otherwise). The server reads the payment's state from the provider and confirms a succeeded
 * payment whose notification has not arrived yet. 401, 406 and 500 force a logout (spec 8).
 */
export async function retrieveBooking(clientSecret: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/booking/retrieve',
    method: 'POST',
    body: { payment_intent: clientSecret },
    schema: retrieved,
    side: 'attendee',
    token: bookingTokenOf(sessionStore.get()),
    logoutOn500: true,
    signal,
  });
  return response.message.data;
}

export const retrievedBookingQueryOptions = (clientSecret: string) =>
  queryOptions({
    queryKey: [...ATTENDEE_SCOPE, 'booking', clientSecret],
    queryFn: ({ signal }) => retrieveBooking(clientSecret, signal),
  });

/** Spec 4: the success screen asks only once its 3 second wait is over (`enabled`). */
export function useRetrievedBooking(clientSecret: string, options: { enabled: boolean }) {
  return useQuery({ ...retrievedBookingQueryOptions(clientSecret), enabled: options.enabled });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';

export const simulatedIntentView = z.object({
  status: z.string(),
  amount: z.number(),
  currency: z.string(),
});

/**
 * `GET v1/simulated-payments/intent`: what the test card form shows, the amount due and the
 * payment's status. The client secret is the credential, as with Stripe.js, so no session is sent.
 */
export async function getSimulatedIntent(clientSecret: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/simulated-payments/intent',
    query: { client_secret: clientSecret },
    schema: simulatedIntentView,
    side: 'public',
    signal,
  });
  return response.message;
}

export const simulatedIntentQueryOptions = (clientSecret: string) =>
  queryOptions({
    queryKey: ['payments', 'simulated-intent', clientSecret],
    queryFn: ({ signal }) => getSimulatedIntent(clientSecret, signal),
    staleTime: 0,
  });

export function useSimulatedIntent(clientSecret: string) {
  return useQuery(simulatedIntentQueryOptions(clientSecret));
}

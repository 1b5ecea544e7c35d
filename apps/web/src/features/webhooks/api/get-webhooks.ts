import { queryOptions, useQuery } from '@tanstack/react-query';
import { webhookEndpointList } from '@tiketi/contract/webhooks';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/webhooks`: the organisation's endpoints, never their secrets (owner only). */
export async function getWebhooks(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/webhooks',
    schema: webhookEndpointList,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

export const webhooksQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'webhooks'],
    queryFn: ({ signal }) => getWebhooks(signal),
  });

export function useWebhooks() {
  return useQuery(webhooksQueryOptions());
}

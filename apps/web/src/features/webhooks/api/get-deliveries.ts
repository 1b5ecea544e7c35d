import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { webhookDelivery, webhookDeliveryList } from '@tiketi/contract/webhooks';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';
import { webhooksQueryOptions } from './get-webhooks';

/** `GET v1/client/webhooks/{id}/deliveries`: an endpoint's latest deliveries, newest first. */
export async function getDeliveries(endpointId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/client/webhooks/${endpointId}/deliveries`,
    schema: webhookDeliveryList,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

export const deliveriesQueryOptions = (endpointId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'webhooks', endpointId, 'deliveries'],
    queryFn: ({ signal }) => getDeliveries(endpointId, signal),
  });

export function useDeliveries(endpointId: number) {
  return useQuery(deliveriesQueryOptions(endpointId));
}

/** `POST v1/client/webhooks/{id}/deliveries/{deliveryId}/resend`; it also turns a disabled endpoint on. */
export function useResendDelivery(endpointId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (deliveryId: number) => {
      const response = await apiRequest({
        path: `v1/client/webhooks/${endpointId}/deliveries/${deliveryId}/resend`,
        method: 'POST',
        schema: z.object({ data: webhookDelivery }),
        side: 'organizer',
      });
      return response.message.data;
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: deliveriesQueryOptions(endpointId).queryKey });
      await queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey, exact: true });
    },
  });
}

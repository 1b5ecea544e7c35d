import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CreateWebhookInput, webhookSecret } from '@tiketi/contract/webhooks';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { webhooksQueryOptions } from './get-webhooks';

const secretMessage = z.object({ data: webhookSecret });

/** Each change re-reads the list of endpoints. */
function useWebhookMutation<T>(call: (input: T) => Promise<{ id: number; secret: string } | null>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: webhooksQueryOptions().queryKey }),
  });
}

/** `POST v1/client/webhooks`: answers the endpoint's id and its secret, shown this once. */
export function useCreateWebhook() {
  return useWebhookMutation(async (input: CreateWebhookInput) => {
    const response = await apiRequest({
      path: 'v1/client/webhooks',
      method: 'POST',
      body: input,
      schema: secretMessage,
      side: 'organizer',
    });
    return response.message.data;
  });
}

/** `POST v1/client/webhooks/{id}/rotate-secret`: the new secret, shown this once. */
export function useRotateWebhookSecret() {
  return useWebhookMutation(async (id: number) => {
    const response = await apiRequest({
      path: `v1/client/webhooks/${id}/rotate-secret`,
      method: 'POST',
      schema: secretMessage,
      side: 'organizer',
    });
    return response.message.data;
  });
}

/** `DELETE v1/client/webhooks/{id}`. */
export function useDeleteWebhook() {
  return useWebhookMutation(async (id: number) => {
    await apiRequest({
      path: `v1/client/webhooks/${id}`,
      method: 'DELETE',
      schema: z.null(),
      side: 'organizer',
    });
    return null;
  });
}

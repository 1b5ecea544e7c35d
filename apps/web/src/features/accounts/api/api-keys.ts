import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiKeyList, type CreateApiKeyInput, createdApiKey } from '@tiketi/contract/api-keys';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/api-keys` (the owner's only): the organisation's keys, never a key itself. */
export async function getApiKeys(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/api-keys',
    schema: apiKeyList,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

export const apiKeysQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'api-keys'],
    queryFn: ({ signal }) => getApiKeys(signal),
  });

/** The keys; only the owner's screen asks (a teammate would get 403). */
export function useApiKeys() {
  return useQuery(apiKeysQueryOptions());
}

/** `POST v1/client/api-keys`: answers the new key, which the server never shows again. */
export function useCreateApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: CreateApiKeyInput) => {
      const response = await apiRequest({
        path: 'v1/client/api-keys',
        method: 'POST',
        body: input,
        schema: createdApiKey,
        side: 'organizer',
      });
      return response.message.data;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

/** `DELETE v1/client/api-keys/:id`: answers the server's words for what happened. */
export function useRevokeApiKey() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) => {
      const response = await apiRequest({
        path: `v1/client/api-keys/${id}`,
        method: 'DELETE',
        schema: anyMessage,
        side: 'organizer',
      });
      return response.statusDescription;
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: apiKeysQueryOptions().queryKey }),
  });
}

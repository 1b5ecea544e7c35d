import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type ClientSalesSettingsInput, clientSalesSettings } from '@tiketi/contract/sales-settings';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const PATH = 'v1/client/sales-settings';

/** `GET v1/client/sales-settings`: the fees and taxes the organisation's new events start with (issue 15). */
export const clientSalesSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'sales-settings', 'client'],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({
        path: PATH,
        schema: clientSalesSettings,
        side: 'organizer',
        signal,
      });
      return response.message;
    },
  });

export function useClientSalesSettings() {
  return useQuery(clientSalesSettingsQueryOptions());
}

/** `PUT v1/client/sales-settings`: answers the defaults as saved. */
export function useSaveClientSalesSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: ClientSalesSettingsInput) => {
      const response = await apiRequest({
        path: PATH,
        method: 'PUT',
        body: input,
        schema: clientSalesSettings,
        side: 'organizer',
      });
      return response.message;
    },
    onSuccess: (saved) => queryClient.setQueryData(clientSalesSettingsQueryOptions().queryKey, saved),
  });
}

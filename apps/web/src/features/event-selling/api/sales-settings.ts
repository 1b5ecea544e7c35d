import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type SalesSettingsInput, salesSettings } from '@tiketi/contract/sales-settings';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const settingsPath = (eventId: number) => `v1/event/${eventId}/sales-settings`;

/** `GET v1/event/{id}/sales-settings`: the event's fees, taxes and shared capacity, with what of it is taken. */
export const salesSettingsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'sales-settings', 'event', eventId],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({
        path: settingsPath(eventId),
        schema: salesSettings,
        side: 'organizer',
        signal,
      });
      return response.message;
    },
  });

export function useSalesSettings(eventId: number) {
  return useQuery(salesSettingsQueryOptions(eventId));
}

/** `PUT v1/event/{id}/sales-settings`: answers the settings as saved, which the screen then shows. */
export function useSaveSalesSettings(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: SalesSettingsInput) => {
      const response = await apiRequest({
        path: settingsPath(eventId),
        method: 'PUT',
        body: input,
        schema: salesSettings,
        side: 'organizer',
      });
      return response.message;
    },
    onSuccess: (saved) => queryClient.setQueryData(salesSettingsQueryOptions(eventId).queryKey, saved),
  });
}

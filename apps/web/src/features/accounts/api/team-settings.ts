import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type TeamSettings, teamSettings } from '@tiketi/contract/event-operations';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/team/settings`: what the organisation lets its teammates do (issue 14). */
export async function getTeamSettings(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/team/settings',
    schema: teamSettings,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const teamSettingsQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'team', 'settings'],
    queryFn: ({ signal }) => getTeamSettings(signal),
  });

export function useTeamSettings() {
  return useQuery(teamSettingsQueryOptions());
}

/** `PUT v1/client/team/settings` (the owner's only: a teammate gets 403): answers the settings as saved. */
export function useUpdateTeamSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (settings: TeamSettings) => {
      const response = await apiRequest({
        path: 'v1/client/team/settings',
        method: 'PUT',
        body: settings,
        schema: teamSettings,
        side: 'organizer',
      });
      return response.message;
    },
    onSuccess: (saved) => queryClient.setQueryData(teamSettingsQueryOptions().queryKey, saved),
  });
}

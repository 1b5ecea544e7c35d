import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type OrganizationZoneInput, organizationZone } from '@tiketi/contract/zone-settings';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const PATH = 'v1/client/time-zone';

/**
 * `GET v1/client/time-zone` (issue 16): the organisation's own zone, or null, and the one in force
 * (`effective`, the platform's when it has none), where a new event's picker starts.
 */
export const organizationZoneQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'time-zone'],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({ path: PATH, schema: organizationZone, side: 'organizer', signal });
      return response.message;
    },
  });

export function useOrganizationZone() {
  return useQuery(organizationZoneQueryOptions());
}

/** `PUT v1/client/time-zone` (the owner only): answers the zone as saved. */
export function useSaveOrganizationZone() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: OrganizationZoneInput) => {
      const response = await apiRequest({
        path: PATH,
        method: 'PUT',
        body: input,
        schema: organizationZone,
        side: 'organizer',
      });
      return response.message;
    },
    onSuccess: (saved) => queryClient.setQueryData(organizationZoneQueryOptions().queryKey, saved),
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizationSelf } from '@tiketi/contract/accounts';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/client/self`: the signed-in organizer's organisation (401/406 sign out to /organizer/login). */
export async function getOrganizationSelf(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/client/self',
    schema: organizationSelf,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const organizationSelfQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'self'],
    queryFn: ({ signal }) => getOrganizationSelf(signal),
  });

export function useOrganizationSelf() {
  return useQuery(organizationSelfQueryOptions());
}

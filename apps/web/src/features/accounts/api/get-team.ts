import { queryOptions, useQuery } from '@tanstack/react-query';
import { teammate } from '@tiketi/contract/accounts';
import { listOf } from '@tiketi/contract/envelope';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const teamList = listOf(teammate);

/** `GET v1/admin/view`: everyone in the organisation, signed in or still invited. */
export async function getTeam(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/admin/view',
    schema: teamList,
    side: 'organizer',
    signal,
  });
  return response.message.data;
}

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'team'],
    queryFn: ({ signal }) => getTeam(signal),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

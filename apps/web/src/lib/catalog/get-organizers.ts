import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Organizer } from '@tiketi/contract/catalog';
import { apiRequest } from '@/lib/api-client';
import { organizerList } from './catalog-schemas';

/** `GET v1/client/view`: the public list of organizers (id, display_name, slug). */
export async function getOrganizers(signal?: AbortSignal): Promise<Organizer[]> {
  const response = await apiRequest({
    path: 'v1/client/view',
    schema: organizerList,
    side: 'public',
    logoutOn500: true,
    signal,
  });
  return response.message;
}

export const organizersQueryOptions = () =>
  queryOptions({
    queryKey: ['catalog', 'organizers'],
    queryFn: ({ signal }) => getOrganizers(signal),
    staleTime: 5 * 60_000,
  });

export function useOrganizers() {
  return useQuery(organizersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { organizerPage } from '@tiketi/contract/organizer-page';
import { apiRequest } from '@/lib/api-client';

/** `GET v1/organizer/{slug}` (issue 19): public; an unknown slug answers 404. */
export async function getOrganizerPage(slug: string, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/organizer/${encodeURIComponent(slug)}`,
    schema: organizerPage,
    side: 'public',
    logoutOn500: true,
    signal,
  });
  return response.message;
}

export const organizerPageQueryOptions = (slug: string) =>
  queryOptions({
    queryKey: ['organizers', 'page', slug],
    queryFn: ({ signal }) => getOrganizerPage(slug, signal),
  });

export function useOrganizerPage(slug: string) {
  return useQuery(organizerPageQueryOptions(slug));
}

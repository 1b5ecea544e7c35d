import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isString, objectOf, parserOf } from '@/lib/shape';

/** Response check for the contract's `publicConfig`; the test beside it keeps them equal. */
export const isPublicConfig = objectOf({ support_email: isString });

/** `GET v1/config/public`: settings of this deployment that the static pages print. */
export async function getPublicConfig(signal?: AbortSignal) {
  const response = await apiRequest({
    path: 'v1/config/public',
    schema: parserOf(isPublicConfig),
    side: 'public',
    signal,
  });
  return response.message;
}

export const publicConfigQueryOptions = () =>
  queryOptions({
    queryKey: ['config', 'public'],
    queryFn: ({ signal }) => getPublicConfig(signal),
    // Settings change only with a restart of the server.
    staleTime: Number.POSITIVE_INFINITY,
  });

export function usePublicConfig() {
  return useQuery(publicConfigQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '@/lib/api-client';
import { isString, objectOf, parserOf } from '@/lib/shape';

/** The contract's `platformTime`, checked with lib/shape: the home page stays small (README, "Bundle budget"). */
const platformTime = parserOf(objectOf({ time_zone: isString, today: isString }));

/** `GET v1/platform/time` (issue 16): the zone the home page's date filters read days in. */
export const platformTimeQueryOptions = () =>
  queryOptions({
    queryKey: ['platform', 'time'],
    queryFn: async ({ signal }) => {
      const response = await apiRequest({
        path: 'v1/platform/time',
        schema: platformTime,
        side: 'public',
        signal,
      });
      return response.message;
    },
    // The zone is the server's setting; `today` moves at midnight, so it is read again now and then.
    staleTime: 10 * 60_000,
  });

export function usePlatformTime() {
  return useQuery(platformTimeQueryOptions());
}

/** 'Nairobi time (Africa/Nairobi)'; 'UTC' alone for the zone without a city. */
export function zoneDescription(zone: string): string {
  const city = zone.includes('/') ? zone.slice(zone.lastIndexOf('/') + 1).replaceAll('_', ' ') : '';
  return city ? `${city} time (${zone})` : zone;
}

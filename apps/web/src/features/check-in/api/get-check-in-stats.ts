import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { type CheckInCounts, type CheckInStats, checkInStats } from '@tiketi/contract/check-in';
import { useCallback } from 'react';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

/** `GET v1/event/{id}/checkin/stats`: the event at the door and its live counter. */
export async function getCheckInStats(eventId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/checkin/stats`,
    schema: checkInStats,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export const checkInStatsQueryOptions = (eventId: number) =>
  queryOptions({
    queryKey: [...ORGANIZER_SCOPE, 'check-in', eventId, 'stats'],
    queryFn: ({ signal }) => getCheckInStats(eventId, signal),
  });

/** Polled every few seconds while the door is open, so scans on other devices show up in the counter. */
export function useCheckInStats(eventId: number, options: { isLive?: boolean } = {}) {
  return useQuery({
    ...checkInStatsQueryOptions(eventId),
    refetchInterval: options.isLive ? 4000 : false,
  });
}

/** Puts counts the server just answered (a sync, a manual check-in) in the counter at once. */
export function useSetCheckInCounts(eventId: number) {
  const queryClient = useQueryClient();
  return useCallback(
    (counts: CheckInCounts) =>
      queryClient.setQueryData(
        checkInStatsQueryOptions(eventId).queryKey,
        (current: CheckInStats | undefined) => (current ? { ...current, counts } : current),
      ),
    [queryClient, eventId],
  );
}

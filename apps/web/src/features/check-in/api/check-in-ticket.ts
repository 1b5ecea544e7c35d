import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckInStats, checkInResult } from '@tiketi/contract/check-in';
import { apiRequest } from '@/lib/api-client';
import { attendeesQueryKey } from './get-attendees';
import { checkInStatsQueryOptions } from './get-check-in-stats';

/** `POST v1/event/{id}/checkin`: every scan answers 200 with its outcome and the live counts. */
export async function checkInTicket(input: { eventId: number; code: string }) {
  const response = await apiRequest({
    path: `v1/event/${input.eventId}/checkin`,
    method: 'POST',
    body: { code: input.code },
    schema: checkInResult,
    side: 'organizer',
  });
  return response.message;
}

/** Checks in, then puts the answer's counts in the counter at once. */
export function useCheckInTicket(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkInTicket({ eventId, code }),
    onSuccess: (result) => {
      queryClient.setQueryData(
        checkInStatsQueryOptions(eventId).queryKey,
        (current: CheckInStats | undefined) => (current ? { ...current, counts: result.counts } : current),
      );
      void queryClient.invalidateQueries({ queryKey: attendeesQueryKey(eventId) });
    },
  });
}

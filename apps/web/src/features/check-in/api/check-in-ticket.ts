import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type CheckInStats, checkInResult } from '@tiketi/contract/check-in';
import { apiRequest } from '@/lib/api-client';
import { attendeesQueryKey } from './get-attendees';
import { checkInStatsQueryOptions } from './get-check-in-stats';

/**
 * `POST v1/event/{id}/checkin`: every scan answers 200 with its outcome and the live counts. A named
 * device sends its name, so the check-in log shows which gate made the scan (else the server says 'Web').
 */
export async function checkInTicket(input: { eventId: number; code: string; device?: string | null }) {
  const response = await apiRequest({
    path: `v1/event/${input.eventId}/checkin`,
    method: 'POST',
    body: input.device ? { code: input.code, device: input.device } : { code: input.code },
    schema: checkInResult,
    side: 'organizer',
  });
  return response.message;
}

/** Checks in, then puts the answer's counts in the counter at once. */
export function useCheckInTicket(eventId: number, device?: string | null) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (code: string) => checkInTicket({ eventId, code, device }),
    onSuccess: (result) => {
      queryClient.setQueryData(
        checkInStatsQueryOptions(eventId).queryKey,
        (current: CheckInStats | undefined) => (current ? { ...current, counts: result.counts } : current),
      );
      void queryClient.invalidateQueries({ queryKey: attendeesQueryKey(eventId) });
    },
  });
}

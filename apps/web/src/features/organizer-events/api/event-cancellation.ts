import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { eventCancellation } from '@tiketi/contract/event-operations';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_EVENTS_KEY } from './get-organizer-events';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

/** While the refunds run, the progress is read again this often. */
export const CANCELLATION_POLL_MS = 3_000;

const cancellationKey = (eventId: number) => [...ORGANIZER_EVENTS_KEY, 'cancellation', eventId] as const;

/** `GET v1/event/{id}/cancellation`: where a cancelled event's refunds stand (404 when it was not cancelled). */
export async function getEventCancellation(eventId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/cancellation`,
    schema: eventCancellation,
    side: 'organizer',
    signal,
  });
  return response.message;
}

/** The progress of a cancelled event, read every few seconds until its refunds are through. */
export function useEventCancellation(eventId: number) {
  return useQuery({
    queryKey: cancellationKey(eventId),
    queryFn: ({ signal }) => getEventCancellation(eventId, signal),
    staleTime: 0,
    refetchInterval: (query) => (query.state.data?.status === 'running' ? CANCELLATION_POLL_MS : false),
  });
}

/**
 * `POST v1/event/{id}/cancel` with the message to ticket holders: 202 with the progress (the
 * refunds run in the background); 403 when teammates may not cancel; a second cancel changes nothing.
 */
export function useCancelEvent(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (message: string) => {
      const response = await apiRequest({
        path: `v1/event/${eventId}/cancel`,
        method: 'POST',
        body: { message },
        schema: eventCancellation,
        side: 'organizer',
      });
      return response.message;
    },
    // The answer is the first progress; the event (now status 3) and the lists are read again.
    onSuccess: (progress) => {
      queryClient.setQueryData(cancellationKey(eventId), progress);
      return invalidateOrganizerEvents(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { EventStatus } from '@tiketi/contract/constants';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

export interface SetEventStatusInput {
  id: number;
  /** 1 publishes, 2 moves back to drafts (spec decision #10). */
  status: EventStatus;
}

/**
 * `POST v1/event/{id}/status`: 200 'Event published' or 'Event moved to drafts'; 400 'Add at least
 * one ticket type before publishing this event'.
 */
export async function setEventStatus({ id, status }: SetEventStatusInput): Promise<string> {
  const response = await apiRequest({
    path: `v1/event/${id}/status`,
    method: 'POST',
    body: { status },
    schema: anyMessage,
    side: 'organizer',
  });
  return response.statusDescription;
}

export function useSetEventStatus() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: setEventStatus,
    // Awaited, so the busy state ends when the screen already shows the new status.
    onSuccess: () => invalidateOrganizerEvents(queryClient),
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { OrganizerEvent } from '@tiketi/contract/organizer-events';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { organizerEventQueryOptions } from '@/lib/organizer-event';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

const duplicated = z.object({ data: z.number().int().positive() });

/**
 * `POST v1/event/{id}/duplicate` (issue 19): 201 with the copy's id, a draft titled '{title} (copy)'
 * with the event's ticket types, questions, codes and settings; then the copy itself, for the edit
 * screen to hold. 404 when the event is not the organisation's.
 */
export async function duplicateEvent(
  id: number,
  readEvent: (copyId: number) => Promise<OrganizerEvent>,
): Promise<OrganizerEvent> {
  const response = await apiRequest({
    path: `v1/event/${id}/duplicate`,
    method: 'POST',
    schema: duplicated,
    side: 'organizer',
  });
  return readEvent(response.message.data);
}

export function useDuplicateEvent(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      duplicateEvent(id, (copyId) => queryClient.fetchQuery(organizerEventQueryOptions(copyId))),
    onSuccess: () => invalidateOrganizerEvents(queryClient),
  });
}

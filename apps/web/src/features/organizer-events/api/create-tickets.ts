import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyMessage, apiRequest } from '@/lib/api-client';
import type { NewTicketsPayload } from '../lib/ticket-payload';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

/** `POST v1/event/{id}/ticket/register` (create step 3): 201 'Tickets created'. */
export async function createTickets(input: NewTicketsPayload): Promise<string> {
  const response = await apiRequest({
    path: `v1/event/${input.eventId}/ticket/register`,
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'organizer',
  });
  return response.statusDescription;
}

export function useCreateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createTickets,
    onSuccess: () => {
      void invalidateOrganizerEvents(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyMessage, apiRequest } from '@/lib/api-client';
import type { TicketUpdatePayload } from '../lib/ticket-payload';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

/**
 * `POST v1/event/{id}/ticket/update` ('Ticket Update'): 200 'Tickets updated'; 409 when a maximum
 * drops below what is sold or held; 400 when a published event would have no ticket on sale.
 */
export async function updateTickets(input: TicketUpdatePayload): Promise<string> {
  const response = await apiRequest({
    path: `v1/event/${input.eventId}/ticket/update`,
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'organizer',
  });
  return response.statusDescription;
}

export function useUpdateTickets() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateTickets,
    onSuccess: () => {
      void invalidateOrganizerEvents(queryClient);
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { HolderNamesInput } from '@tiketi/contract/questions';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { bookingTokenOf, sessionStore } from '@/lib/session';
import { eTicketsQueryOptions } from './get-e-tickets';

/**
 * Issue 16, `PUT v1/tickets/{booking_id}/holders`: the buyer corrects the names on their tickets
 * (until the organizer's date); the list is read again to show them.
 */
export function useUpdateHolders(bookingId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: HolderNamesInput) => {
      await apiRequest({
        path: `v1/tickets/${encodeURIComponent(bookingId)}/holders`,
        method: 'PUT',
        body: input,
        schema: anyMessage,
        side: 'attendee',
        token: bookingTokenOf(sessionStore.get()),
      });
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: eTicketsQueryOptions().queryKey }),
  });
}

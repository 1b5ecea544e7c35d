import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type MessageInput, sentMessage, sentMessageList } from '@tiketi/contract/event-operations';
import { apiRequest } from '@/lib/api-client';
import { ORGANIZER_SCOPE } from '@/lib/query-scopes';

const messagesKey = (eventId: number) => [...ORGANIZER_SCOPE, 'event-messages', eventId, 'sent'] as const;

/** `GET v1/event/{id}/messages`: the messages sent to ticket holders, newest first, and how many are left today. */
export async function getSentMessages(eventId: number, signal?: AbortSignal) {
  const response = await apiRequest({
    path: `v1/event/${eventId}/messages`,
    schema: sentMessageList,
    side: 'organizer',
    signal,
  });
  return response.message;
}

export function useSentMessages(eventId: number) {
  return useQuery({
    queryKey: messagesKey(eventId),
    queryFn: ({ signal }) => getSentMessages(eventId, signal),
  });
}

/**
 * `POST v1/event/{id}/messages`: 201 with the message sent (and its recipients); 429 once the day's
 * messages are used up; 400 for an empty or long subject or body, or a type not of this event.
 */
export function useSendMessage(eventId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (input: MessageInput) => {
      const response = await apiRequest({
        path: `v1/event/${eventId}/messages`,
        method: 'POST',
        body: input,
        schema: sentMessage,
        side: 'organizer',
      });
      return response.message;
    },
    // A 429 also means the count shown is out of date.
    onSettled: () => queryClient.invalidateQueries({ queryKey: messagesKey(eventId) }),
  });
}

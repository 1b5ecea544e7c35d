import { useMutation, useQueryClient } from '@tanstack/react-query';
import { anyMessage, apiRequest } from '@/lib/api-client';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

export interface UpdateEventInput {
  id: number;
  /** The fields, and the image only when a new one was chosen. */
  body: FormData;
}

/** `PUT v1/event/update/{id}` (multipart, edit step 2): 200 'Event updated'; 404 for another's event. */
export async function updateEvent({ id, body }: UpdateEventInput): Promise<string> {
  const response = await apiRequest({
    path: `v1/event/update/${id}`,
    method: 'PUT',
    body,
    schema: anyMessage,
    side: 'organizer',
  });
  return response.statusDescription;
}

export function useUpdateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateEvent,
    onSuccess: () => {
      void invalidateOrganizerEvents(queryClient);
    },
  });
}

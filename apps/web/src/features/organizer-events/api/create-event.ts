import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiRequest } from '@/lib/api-client';
import { invalidateOrganizerEvents } from './invalidate-organizer-events';

const createdEvent = z.object({ data: z.number().int().positive() });

/**
 * `POST v1/event/register` (multipart, create step 2): 201 with the new draft's id (spec decision #10).
 * 400 for a missing field or image, 413 over 10 MB, 415 for a file that is not JPEG or PNG.
 */
export async function createEvent(body: FormData) {
  const response = await apiRequest({
    path: 'v1/event/register',
    method: 'POST',
    body,
    schema: createdEvent,
    side: 'organizer',
  });
  return { id: response.message.data, message: response.statusDescription };
}

export function useCreateEvent() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createEvent,
    onSuccess: () => {
      void invalidateOrganizerEvents(queryClient);
    },
  });
}

import { useMutation } from '@tanstack/react-query';
import type { ContactMessageInput } from '@tiketi/contract/marketing';
import { anyMessage, apiRequest } from '@/lib/api-client';

/** `POST v1/contact` (spec decision #12): returns the server's confirmation text. */
export async function sendContactMessage(input: ContactMessageInput): Promise<string> {
  const response = await apiRequest({
    path: 'v1/contact',
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'public',
  });
  return response.statusDescription;
}

export function useSendContactMessage() {
  return useMutation({ mutationFn: sendContactMessage });
}

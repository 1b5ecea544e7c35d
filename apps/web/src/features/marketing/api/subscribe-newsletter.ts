import { useMutation } from '@tanstack/react-query';
import type { SubscribeInput } from '@tiketi/contract/marketing';
import { anyMessage, apiRequest } from '@/lib/api-client';

/** `POST v1/newsletter/subscribe` (spec decision #12): returns the server's confirmation text. */
export async function subscribeNewsletter(input: SubscribeInput): Promise<string> {
  const response = await apiRequest({
    path: 'v1/newsletter/subscribe',
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'public',
  });
  return response.statusDescription;
}

export function useSubscribeNewsletter() {
  return useMutation({ mutationFn: subscribeNewsletter });
}

import { useMutation } from '@tanstack/react-query';
import type { RegisterOrganizerInput } from '@tiketi/contract/accounts';
import { anyMessage, apiRequest } from '@/lib/api-client';

/**
 * `POST v1/client/register` (host registration step 2): 201 sends a verification code by email and
 * returns the server's confirmation; 409 CONFLICT when the email or phone already has an account.
 */
export async function registerOrganizer(input: RegisterOrganizerInput): Promise<string> {
  const response = await apiRequest({
    path: 'v1/client/register',
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'public',
  });
  return response.statusDescription;
}

export function useRegisterOrganizer() {
  return useMutation({ mutationFn: registerOrganizer });
}

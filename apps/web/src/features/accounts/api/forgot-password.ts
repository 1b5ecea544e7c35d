import { useMutation } from '@tanstack/react-query';
import type { PasswordForgotInput } from '@tiketi/contract/accounts';
import { anyMessage, apiRequest } from '@/lib/api-client';

/**
 * `POST v1/auth/password/forgot`: the answer is the same whether or not the account exists
 * (spec decision #11); returns it to show.
 */
export async function forgotPassword(input: PasswordForgotInput): Promise<string> {
  const response = await apiRequest({
    path: 'v1/auth/password/forgot',
    method: 'POST',
    body: input,
    schema: anyMessage,
    side: 'public',
  });
  return response.statusDescription;
}

export function useForgotPassword() {
  return useMutation({ mutationFn: forgotPassword });
}

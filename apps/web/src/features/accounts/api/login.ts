import { useMutation } from '@tanstack/react-query';
import { type LoginInput, signedInUser } from '@tiketi/contract/accounts';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { signedInSession } from '../lib/signed-in-session';

/**
 * `POST v1/auth/login`: the token comes in the `auth` header. A failure (401 'Incorrect username
 * or password.', 429) never forces a logout (spec 8).
 */
export async function login(input: LoginInput) {
  const response = await apiRequest({
    path: 'v1/auth/login',
    method: 'POST',
    body: input,
    schema: signedInUser,
    side: 'public',
    skipForcedLogout: true,
  });
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { token: response.authToken, user: response.message };
}

/** Signs in and stores the organizer session (spec 4). */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: ({ token, user }) => sessionStore.update(signedInSession(token, user)),
  });
}

import { useMutation } from '@tanstack/react-query';
import { signedInUser } from '@tiketi/contract/accounts';
import type { CompleteSignInInput } from '@tiketi/contract/attendee-sign-in';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { attendeeSession } from '../lib/attendee-session';

/**
 * `POST v1/auth/oidc/callback`: hands the provider's return (code, state) to the server, which
 * verifies it and answers with the session token in the `auth` header. A failure never forces a
 * logout: this is a sign-in call (spec 8).
 */
export async function completeSignIn(input: CompleteSignInInput) {
  const response = await apiRequest({
    path: 'v1/auth/oidc/callback',
    method: 'POST',
    body: input,
    schema: signedInUser,
    side: 'public',
    skipForcedLogout: true,
  });
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { token: response.authToken, user: response.message };
}

/** Completes the sign-in and stores the attendee session (spec 3 and 4: account type user). */
export function useCompleteSignIn() {
  return useMutation({
    mutationFn: completeSignIn,
    onSuccess: ({ token, user }) => sessionStore.update(attendeeSession(token, user)),
  });
}

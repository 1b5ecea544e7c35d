import { useMutation } from '@tanstack/react-query';
import { type PasswordResetInput, signedInUser } from '@tiketi/contract/accounts';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { signedInSession } from '../lib/signed-in-session';

/**
 * `POST v1/auth/password/reset`: checks the emailed code, sets the password and signs in (account
 * verification, recovery and accepted invitations alike). A wrong code never forces a logout.
 */
export async function resetPassword(input: PasswordResetInput) {
  const response = await apiRequest({
    path: 'v1/auth/password/reset',
    method: 'POST',
    body: input,
    schema: signedInUser,
    side: 'public',
    skipForcedLogout: true,
  });
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { token: response.authToken, user: response.message };
}

/** Verifies and stores the organizer session (spec 4). */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ token, user }) => sessionStore.update(signedInSession(token, user)),
  });
}

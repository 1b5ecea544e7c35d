import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@tiketi/contract/accounts';
import { sessionStore } from '@/lib/session';
import { signedInSession } from '../lib/signed-in-session';
import { requestOrganizerSession } from './session-request';

/**
 * `POST v1/auth/password/reset`: checks the emailed code, sets the password and signs in (account
 * verification, recovery and accepted invitations alike). A wrong code never forces a logout.
 */
export function resetPassword(input: PasswordResetInput) {
  return requestOrganizerSession('v1/auth/password/reset', input);
}

/** Verifies and stores the organizer session (spec 4). */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: ({ token, user }) => sessionStore.update(signedInSession(token, user)),
  });
}

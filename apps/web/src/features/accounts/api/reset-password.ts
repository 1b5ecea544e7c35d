import { useMutation } from '@tanstack/react-query';
import type { PasswordResetInput } from '@tiketi/contract/accounts';
import { requestSignIn } from '@/lib/sign-in';
import { holdSignedIn } from './hold-signed-in';

/**
 * `POST v1/auth/password/reset`: checks the emailed code, sets the password and signs in (account
 * verification, recovery and accepted invitations alike). A wrong code never forces a logout.
 */
export function resetPassword(input: PasswordResetInput) {
  return requestSignIn('v1/auth/password/reset', input);
}

/** Verifies and stores the organizer session (spec 4). */
export function useResetPassword() {
  return useMutation({
    mutationFn: resetPassword,
    onSuccess: holdSignedIn,
  });
}

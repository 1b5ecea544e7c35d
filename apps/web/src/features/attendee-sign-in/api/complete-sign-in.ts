import { useMutation } from '@tanstack/react-query';
import type { CompleteSignInInput } from '@tiketi/contract/attendee-sign-in';
import { sessionStore } from '@/lib/session';
import { requestSignIn } from '@/lib/sign-in';
import { attendeeSession } from '../lib/attendee-session';

/**
 * `POST v1/auth/oidc/callback`: hands the provider's return (code, state) to the server, which
 * verifies it and answers with the session token in the `auth` header. A failure never forces a
 * logout: this is a sign-in call (spec 8).
 */
export function completeSignIn(input: CompleteSignInInput) {
  return requestSignIn('v1/auth/oidc/callback', input);
}

/** Completes the sign-in and stores the attendee session (spec 3 and 4: account type user). */
export function useCompleteSignIn() {
  return useMutation({
    mutationFn: completeSignIn,
    onSuccess: ({ token, user }) => sessionStore.update(attendeeSession(token, user)),
  });
}

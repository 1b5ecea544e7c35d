import { useMutation } from '@tanstack/react-query';
import { type LoginInput, type SignedInUser, signedInUser } from '@tiketi/contract/accounts';
import { twoFactorChallenge } from '@tiketi/contract/two-factor';
import { ApiError, apiRequest, UNEXPECTED_RESPONSE_MESSAGE } from '@/lib/api-client';
import { sessionStore } from '@/lib/session';
import { signedInSession } from '../lib/signed-in-session';

/**
 * `POST v1/auth/login`: the token comes in the `auth` header. A failure (401 'Incorrect username
 * or password.', 429) never forces a logout (spec 8).
 */
export async function login(input: LoginInput): Promise<LoginOutcome> {
  const response = await apiRequest({
    path: 'v1/auth/login',
    method: 'POST',
    body: input,
    schema: signedInUser.or(twoFactorChallenge),
    side: 'public',
    skipForcedLogout: true,
  });
  // 202: the password was right and the account asks for a code (decision 015).
  if ('two_factor_token' in response.message) {
    return { kind: 'two-factor', twoFactorToken: response.message.two_factor_token };
  }
  if (!response.authToken) throw new ApiError(response.status, UNEXPECTED_RESPONSE_MESSAGE);
  return { kind: 'signed-in', token: response.authToken, user: response.message };
}

export type LoginOutcome =
  | { kind: 'signed-in'; token: string; user: SignedInUser }
  | { kind: 'two-factor'; twoFactorToken: string };

/** Signs in and stores the organizer session (spec 4), unless a two-factor code is still needed. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') sessionStore.update(signedInSession(outcome.token, outcome.user));
    },
  });
}

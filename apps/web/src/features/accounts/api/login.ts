import { useMutation } from '@tanstack/react-query';
import { type LoginInput, signedInUser } from '@tiketi/contract/accounts';
import { twoFactorChallenge } from '@tiketi/contract/two-factor';
import { apiRequest } from '@/lib/api-client';
import { type SignedIn, signedInOf } from '@/lib/sign-in';
import { holdSignedIn } from './hold-signed-in';

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
  // 202: the password was right and the account asks for a code (ADR-015).
  if ('two_factor_token' in response.message) {
    return { kind: 'two-factor', twoFactorToken: response.message.two_factor_token };
  }
  return { kind: 'signed-in', ...signedInOf({ ...response, message: response.message }) };
}

export type LoginOutcome =
  | ({ kind: 'signed-in' } & SignedIn)
  | { kind: 'two-factor'; twoFactorToken: string };

/** Signs in and stores the organizer session (spec 4), unless a two-factor code is still needed. */
export function useLogin() {
  return useMutation({
    mutationFn: login,
    onSuccess: (outcome) => {
      if (outcome.kind === 'signed-in') holdSignedIn(outcome);
    },
  });
}

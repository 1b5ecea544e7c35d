import type { SignedInUser } from '@tiketi/contract/accounts';
import type { SessionState } from '@/lib/session';
import { buildUserName } from '@/lib/user-name';

/**
 * The session after the social sign-in (spec 3 and 4): the token from the `auth` header,
 * user_name from fn and ln, account type user.
 */
export function attendeeSession(token: string, user: SignedInUser): Partial<SessionState> {
  return {
    tokenKey: token,
    guestToken: '',
    user_name: buildUserName(user.fn, user.ln),
    msisdn: user.msisdn,
    accountType: 'user',
    authenticated: true,
  };
}

import type { SignedInUser } from '@tiketi/contract/accounts';
import type { SessionState } from '@/lib/session';
import { buildUserName } from '@/lib/user-name';

/**
 * The session after a host sign-in or verification (spec 3 and 4): the token from the `auth`
 * header, user_name from fn and ln, account type organizer. It also drops the registration draft
 * (kept in `data` between the two registration steps), which has served its purpose.
 */
export function signedInSession(token: string, user: SignedInUser): Partial<SessionState> {
  return {
    tokenKey: token,
    user_name: buildUserName(user.fn, user.ln),
    msisdn: user.msisdn,
    accountType: 'organizer',
    authenticated: true,
    data: null,
  };
}

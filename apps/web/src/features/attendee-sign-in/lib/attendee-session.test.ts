import { describe, expect, it } from 'vitest';
import { attendeeSession } from './attendee-session';

describe('attendeeSession', () => {
  it('stores the token, the name from fn and ln, and account type user, and drops a guest token', () => {
    const session = attendeeSession('token-123', {
      fn: 'Ada',
      ln: 'Lovelace',
      email_address: 'ada@example.com',
      msisdn: '',
      account_type: 'user',
      role: null,
      organization: null,
    });
    expect(session).toEqual({
      tokenKey: 'token-123',
      user_name: 'Ada Lovelace',
      msisdn: '',
      accountType: 'user',
      authenticated: true,
      // Signing in ends any guest booking's token, so another person's tickets are not in reach.
      guestToken: '',
    });
  });
});

import type { SignedInUser } from '@tiketi/contract/accounts';
import { describe, expect, it } from 'vitest';
import { createSessionStore, isOrganizerSession } from '../../../lib/session';
import { asStored } from '../../../lib/stored';
import { signedInSession } from './signed-in-session';

const user: SignedInUser = {
  fn: 'Amina',
  ln: 'Njeri',
  email_address: 'amina@example.com',
  msisdn: '+254700000001',
  account_type: 'organizer',
  role: 'owner',
  organization: { id: 1, display_name: 'Nairobi Jazz' },
};

describe('signedInSession', () => {
  it('stores the token, the full name and the organizer account type', () => {
    expect(signedInSession('tok-1', user)).toEqual({
      tokenKey: 'tok-1',
      user_name: 'Amina Njeri',
      msisdn: '+254700000001',
      accountType: 'organizer',
      authenticated: true,
      data: null,
    });
  });

  it('turns a held username and registration draft into an organizer session', () => {
    const store = createSessionStore(null, 'k');
    store.update({ user_name: 'amina@example.com', data: asStored({ first_name: 'Amina' }) });
    store.update(signedInSession('tok-1', user));
    const state = store.get();
    expect(isOrganizerSession(state)).toBe(true);
    expect(state.user_name).toBe('Amina Njeri');
    expect(state.data).toBeNull();
  });
});

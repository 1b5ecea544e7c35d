import { describe, expect, it } from 'vitest';
import { createDevAccounts, nameFromEmail } from './dev-accounts';

describe('development accounts', () => {
  it('makes a readable name from an email', () => {
    expect(nameFromEmail('ada.lovelace@example.com')).toBe('Ada Lovelace');
    expect(nameFromEmail('grace_hopper+tickets@example.com')).toBe('Grace Hopper Tickets');
  });

  it('uses the lower-cased email as the account id and keeps what was typed', () => {
    const accounts = createDevAccounts();
    const id = accounts.remember({ email: 'Ada@Example.com', name: '', isEmailVerified: false });
    expect(id).toBe('ada@example.com');
    expect(accounts.find(id)).toEqual({ email: 'ada@example.com', name: 'Ada', isEmailVerified: false });
    expect(accounts.find('new@example.com')).toEqual({
      email: 'new@example.com',
      name: 'New',
      isEmailVerified: true,
    });
  });
});

import type { DevAccount } from '../../providers/identity/dev-issuer';

const MAX_ACCOUNTS = 1000;

/** "ada.lovelace@example.com" -> "Ada Lovelace": a readable name when the tester typed none. */
export function nameFromEmail(email: string): string {
  const local = email.split('@')[0] ?? '';
  return local
    .split(/[._+-]+/)
    .filter(Boolean)
    .map((part) => part.charAt(0).toUpperCase() + part.slice(1))
    .join(' ')
    .slice(0, 100);
}

/**
 * What testers typed on the development sign-in page, by account id (the lower-cased email, which
 * is also the subject). Kept in memory: after a restart a returning tester is found by the same
 * subject, with a name made from the email until they type one again.
 */
export function createDevAccounts() {
  const accounts = new Map<string, DevAccount>();
  return {
    remember(account: DevAccount): string {
      const accountId = account.email.toLowerCase();
      accounts.delete(accountId);
      accounts.set(accountId, {
        ...account,
        email: accountId,
        name: account.name || nameFromEmail(accountId),
      });
      if (accounts.size > MAX_ACCOUNTS) accounts.delete(accounts.keys().next().value as string);
      return accountId;
    },
    find(accountId: string): DevAccount {
      return (
        accounts.get(accountId) ?? { email: accountId, name: nameFromEmail(accountId), isEmailVerified: true }
      );
    },
  };
}

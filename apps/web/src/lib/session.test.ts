import { describe, expect, it } from 'vitest';
import {
  createSessionStore,
  defaultSession,
  hasToken,
  isOrganizerSession,
  normalizeSession,
  type SessionState,
} from './session';

function memoryStorage(initial: Record<string, string> = {}) {
  const data = new Map(Object.entries(initial));
  return {
    data,
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => {
      data.set(key, value);
    },
  };
}

describe('normalizeSession', () => {
  it('gives the spec defaults for nothing or garbage', () => {
    for (const raw of [null, undefined, 'text', 42, []]) {
      const session = normalizeSession(raw);
      expect(session.accountType).toBe('user');
      expect(session.tokenKey).toBe('');
      expect(session.authenticated).toBe(false);
      expect(session.booking).toBeNull();
      expect(session.payment_intent).toEqual({ mpesa: '', paypal: '', card: '' });
    }
  });

  it('keeps well-typed stored fields and drops mistyped ones', () => {
    const session = normalizeSession({
      tokenKey: 'abc',
      authenticated: true,
      accountType: 'organizer',
      user_name: 'Amina Njeri',
      msisdn: 12345,
      payment_intent: { card: 'pi_secret', mpesa: 7 },
    });
    expect(session.tokenKey).toBe('abc');
    expect(session.authenticated).toBe(true);
    expect(session.accountType).toBe('organizer');
    expect(session.user_name).toBe('Amina Njeri');
    expect(session.msisdn).toBe('');
    expect(session.payment_intent).toEqual({ mpesa: '', paypal: '', card: 'pi_secret' });
  });

  it('never reports authenticated without a token, and only knows two account types', () => {
    const session = normalizeSession({ authenticated: true, accountType: 'admin' });
    expect(session.authenticated).toBe(false);
    expect(session.accountType).toBe('user');
  });
});

describe('createSessionStore', () => {
  it('persists updates and notifies subscribers', () => {
    const storage = memoryStorage();
    const store = createSessionStore(storage, 'k');
    const seen: SessionState[] = [];
    const unsubscribe = store.subscribe(() => seen.push(store.get()));

    store.update({ tokenKey: 't1', authenticated: true });
    store.update((s) => ({ user_name: `${s.tokenKey}-name` }));

    expect(seen).toHaveLength(2);
    expect(store.get().user_name).toBe('t1-name');
    expect(JSON.parse(storage.data.get('k') ?? '{}').tokenKey).toBe('t1');

    unsubscribe();
    store.update({ message: 'x' });
    expect(seen).toHaveLength(2);
  });

  it('reads what an earlier page stored, and survives corrupt storage', () => {
    const stored = createSessionStore(memoryStorage({ k: JSON.stringify({ tokenKey: 'saved' }) }), 'k');
    expect(stored.get().tokenKey).toBe('saved');
    const corrupt = createSessionStore(memoryStorage({ k: '{not json' }), 'k');
    expect(corrupt.get()).toEqual(defaultSession());
  });

  it('clear() returns to the defaults', () => {
    const store = createSessionStore(memoryStorage(), 'k');
    store.update({ tokenKey: 't', accountType: 'organizer', buyer_name: 'B' });
    store.clear();
    expect(store.get()).toEqual(defaultSession());
  });

  it('keeps working when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('blocked');
      },
      setItem: () => {
        throw new Error('quota');
      },
    };
    const store = createSessionStore(broken, 'k');
    store.update({ tokenKey: 'mem' });
    expect(store.get().tokenKey).toBe('mem');
  });
});

describe('guards', () => {
  it('hasToken and isOrganizerSession', () => {
    const base = defaultSession();
    expect(hasToken(base)).toBe(false);
    expect(hasToken({ ...base, tokenKey: 't' })).toBe(true);
    expect(isOrganizerSession({ ...base, tokenKey: 't' })).toBe(false);
    expect(isOrganizerSession({ ...base, accountType: 'organizer' })).toBe(false);
    expect(isOrganizerSession({ ...base, tokenKey: 't', accountType: 'organizer' })).toBe(true);
  });
});

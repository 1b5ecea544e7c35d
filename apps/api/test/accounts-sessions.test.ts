import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sessions } from '../src/db/schema/index';
import { createVerifiedOrganizer, latestCode, post, registration } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('organiser sign-in, sessions and recovery on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { SESSION_IDLE_MINUTES: '30', SESSION_MAX_HOURS: '24' });
  });
  afterAll(() => t.close());

  const self = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/self', headers: { auth: token } });

  it('signs in with email or phone, with a new token every time', async () => {
    const { form, password, token } = await createVerifiedOrganizer(t);
    const byEmail = await post(t, '/api/v1/auth/login', {
      username: form.email_address.toUpperCase(),
      password,
    });
    const byPhone = await post(t, '/api/v1/auth/login', { username: form.msisdn, password });
    expect(byEmail.statusCode).toBe(200);
    expect(byPhone.statusCode).toBe(200);
    const tokens = new Set([token, byEmail.headers.auth, byPhone.headers.auth]);
    expect(tokens.size).toBe(3);
    expect(byEmail.json().message.fn).toBe('Achieng');
    expect((await self(String(byPhone.headers.auth))).statusCode).toBe(200);
  });

  it('gives the same answer for an unknown user and a wrong password, after similar work', async () => {
    const { form } = await createVerifiedOrganizer(t);
    const timed = async (username: string) => {
      const started = performance.now();
      const response = await post(
        t,
        '/api/v1/auth/login',
        { username, password: 'not the password' },
        {
          'x-test-ip': '192.0.2.99',
        },
      );
      return { response, ms: performance.now() - started };
    };
    const wrong = await timed(form.email_address);
    const unknown = await timed('nobody-here@example.com');
    expect(wrong.response.statusCode).toBe(401);
    expect(unknown.response.statusCode).toBe(401);
    expect(unknown.response.json()).toEqual(wrong.response.json());
    // Both paths run argon2; the unknown user must not answer markedly faster.
    expect(unknown.ms).toBeGreaterThan(wrong.ms * 0.3);
  });

  it('refuses an account that never set a password', async () => {
    const form = registration();
    await post(t, '/api/v1/client/register', form);
    const response = await post(t, '/api/v1/auth/login', { username: form.email_address, password: '' });
    expect(response.statusCode).toBe(400);
    const guess = await post(t, '/api/v1/auth/login', {
      username: form.email_address,
      password: 'anything at all',
    });
    expect(guess.statusCode).toBe(401);
  });

  /** One phone number as people type it: bare, spaced, bracketed with dashes. */
  const spellings = (msisdn: string) => [
    msisdn,
    `${msisdn.slice(0, 4)} ${msisdn.slice(4)}`,
    `(${msisdn.slice(0, 4)})${msisdn.slice(4, 7)}-${msisdn.slice(7)}`,
  ];

  it('counts every spelling of an account against one limit per account and address', async () => {
    const { form, password } = await createVerifiedOrganizer(t);
    const usernames = [...spellings(form.msisdn), form.email_address.toUpperCase()];
    const ip = { 'x-test-ip': '198.51.101.7' };
    for (let i = 0; i < 5; i++) {
      const response = await post(
        t,
        '/api/v1/auth/login',
        { username: usernames[i % usernames.length], password: 'wrong guess' },
        ip,
      );
      expect(response.statusCode).toBe(401);
    }
    const limited = await post(
      t,
      '/api/v1/auth/login',
      { username: spellings(form.msisdn)[2], password },
      ip,
    );
    expect(limited.statusCode).toBe(429);
  });

  it('counts every spelling of an account against one recovery limit, known or not', async () => {
    const { form } = await createVerifiedOrganizer(t);
    const forgot = (username: string, i: number) =>
      post(t, '/api/v1/auth/password/forgot', { username }, { 'x-test-ip': `198.51.102.${i}` });
    const usernames = [...spellings(form.msisdn), form.email_address];
    for (let i = 0; i < 3; i++)
      expect((await forgot(defined(usernames[i], 'usernames[i]'), i)).statusCode).toBe(200);
    expect((await forgot(defined(usernames[3], 'usernames[3]'), 3)).statusCode).toBe(429);

    const unknown = spellings('+254799000111');
    for (let i = 0; i < 3; i++)
      expect((await forgot(defined(unknown[i], 'unknown[i]'), 10 + i)).statusCode).toBe(200);
    expect((await forgot(defined(unknown[1], 'unknown[1]'), 20)).statusCode).toBe(429);
  });

  it('limits sign-in attempts per client address', async () => {
    for (let i = 0; i < 50; i++) {
      await post(
        t,
        '/api/v1/auth/login',
        { username: `user${i}@example.com`, password: 'guess' },
        {
          'x-test-ip': '203.0.113.77',
        },
      );
    }
    const limited = await post(
      t,
      '/api/v1/auth/login',
      { username: 'another@example.com', password: 'guess' },
      {
        'x-test-ip': '203.0.113.77',
      },
    );
    expect(limited.statusCode).toBe(429);
  });

  it('ends the session on logout (spec decision #9)', async () => {
    const { token } = await createVerifiedOrganizer(t);
    expect((await self(token)).statusCode).toBe(200);
    const out = await post(t, '/api/v1/auth/logout', {}, { auth: token });
    expect(out.statusCode).toBe(200);
    const after = await self(token);
    expect(after.statusCode).toBe(401);
    expect(after.json().code).toBe('UNAUTHORIZED');
  });

  it('refuses missing, forged, idle and expired tokens', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/client/self' })).statusCode).toBe(401);
    expect((await self('forged-token')).statusCode).toBe(401);
    const { token } = await createVerifiedOrganizer(t);
    const hash = createHash('sha256').update(token).digest('hex');
    await t.db
      .update(sessions)
      .set({ lastSeenAt: new Date(Date.now() - 31 * 60_000) })
      .where(eq(sessions.tokenHash, hash));
    expect((await self(token)).statusCode).toBe(401);

    const second = await createVerifiedOrganizer(t);
    const secondHash = createHash('sha256').update(second.token).digest('hex');
    await t.db
      .update(sessions)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(sessions.tokenHash, secondHash));
    expect((await self(second.token)).statusCode).toBe(401);
  });

  it('recovers an account: same answer for unknown users, and the reset ends every old session', async () => {
    const { form, password, token } = await createVerifiedOrganizer(t);
    const other = await post(t, '/api/v1/auth/login', { username: form.email_address, password });
    const known = await post(t, '/api/v1/auth/password/forgot', { username: form.email_address });
    const unknown = await post(t, '/api/v1/auth/password/forgot', { username: 'ghost@example.com' });
    expect(known.statusCode).toBe(200);
    expect(unknown.statusCode).toBe(200);
    expect(unknown.json()).toEqual(known.json());

    const code = await latestCode(t.db, form.email_address);
    const reset = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: form.email_address,
      password: 'a brand new password',
    });
    expect(reset.statusCode).toBe(200);
    expect((await self(token)).statusCode).toBe(401);
    expect((await self(String(other.headers.auth))).statusCode).toBe(401);
    expect((await self(String(reset.headers.auth))).statusCode).toBe(200);
    const old = await post(t, '/api/v1/auth/login', { username: form.email_address, password });
    expect(old.statusCode).toBe(401);
    const fresh = await post(t, '/api/v1/auth/login', {
      username: form.email_address,
      password: 'a brand new password',
    });
    expect(fresh.statusCode).toBe(200);
  });

  it('limits recovery codes per account, whether or not it exists', async () => {
    for (const username of ['limited@example.com', 'limited@example.com', 'limited@example.com']) {
      expect((await post(t, '/api/v1/auth/password/forgot', { username })).statusCode).toBe(200);
    }
    const limited = await post(t, '/api/v1/auth/password/forgot', { username: 'limited@example.com' });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many code requests/);
  });

  it('answers "All fields are required" for an empty username', async () => {
    const response = await post(t, '/api/v1/auth/login', { username: '', password: 'x' });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe('All fields are required');
  });
});

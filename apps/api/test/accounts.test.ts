import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSecrets, sessions, users, verificationCodes } from '../src/db/schema/index';
import { CODE_KEY_NAME } from '../src/modules/accounts/codes';
import {
  createLoggedTestApp,
  createVerifiedOrganizer,
  latestCode,
  post,
  registration,
} from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('organiser registration and verification on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind, { PUBLIC_URL: 'https://tickets.example.org' });
  });
  afterAll(() => t.close());

  it('registers an organisation and mails a 6-digit code that verifies it and signs in', async () => {
    const form = registration();
    const registered = await post(t, '/api/v1/client/register', form);
    expect(registered.statusCode).toBe(201);
    expect(registered.json()).toMatchObject({ status: 201, message: null });

    const code = await latestCode(t.db, form.email_address);
    expect(code).toMatch(/^\d{6}$/);

    const verified = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: form.email_address,
      password: 'correct horse battery',
    });
    expect(verified.statusCode).toBe(200);
    expect(verified.headers.auth).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(verified.json().message).toMatchObject({
      fn: 'Achieng',
      ln: 'Odhiambo',
      account_type: 'organizer',
      role: 'owner',
      organization: { display_name: form.display_name },
    });

    const self = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/self',
      headers: { auth: String(verified.headers.auth) },
    });
    expect(self.statusCode).toBe(200);
    expect(self.json().message).toEqual({
      organization_name: 'Lakeside Events Ltd',
      display_name: form.display_name,
      organization_email_address: 'tickets@lakeside.example',
      organization_msisdn: '+254 700 111 222',
      role: 'owner',
    });
  });

  it('writes a real email: subject, text, HTML, link to the verification screen, validity', async () => {
    const form = registration();
    await post(t, '/api/v1/client/register', form);
    const [mail] = await t.db
      .execute(sql`select payload from outbox order by id desc limit 1`)
      .then((r) => (r as unknown as { rows: { payload: Record<string, string> }[] }).rows);
    const payload = defined(mail, 'mail').payload;
    expect(payload.to).toBe(form.email_address);
    expect(payload.subject).toMatch(/^Your Tiketi verification code: \d{6}$/);
    expect(payload.text).toContain('valid for 10 minutes');
    expect(payload.text).toContain(
      `https://tickets.example.org/organizer/reset?username=${encodeURIComponent(form.email_address)}`,
    );
    expect(payload.html).toContain('Tiketi');
    expect(payload.html).toContain(await latestCode(t.db, form.email_address));
  });

  it('refuses a second registration with the same email or phone with 409', async () => {
    const form = registration();
    expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);
    const sameEmail = await post(t, '/api/v1/client/register', {
      ...registration(),
      email_address: form.email_address.toUpperCase(),
    });
    expect(sameEmail.statusCode).toBe(409);
    expect(sameEmail.json()).toMatchObject({ code: 'CONFLICT' });
    expect(sameEmail.json().status_description).toMatch(/already exists/);
    const samePhone = await post(t, '/api/v1/client/register', { ...registration(), msisdn: form.msisdn });
    expect(samePhone.statusCode).toBe(409);
  });

  it.each([
    ['first_name', ''],
    ['organization_name', '   '],
    ['display_name', ''],
  ])('answers "All fields are required" when %s is empty', async (field, value) => {
    const response = await post(t, '/api/v1/client/register', registration({ [field]: value }));
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('All fields are required');
  });

  it('refuses a malformed email address', async () => {
    const response = await post(
      t,
      '/api/v1/client/register',
      registration({ email_address: 'not-an-email' }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('valid email');
  });

  it('uses a code once, and only before it expires', async () => {
    const form = registration();
    await post(t, '/api/v1/client/register', form);
    const code = await latestCode(t.db, form.email_address);
    const body = { code, username: form.email_address, password: 'first password!' };
    expect((await post(t, '/api/v1/auth/password/reset', body)).statusCode).toBe(200);
    const again = await post(t, '/api/v1/auth/password/reset', { ...body, password: 'second password' });
    expect(again.statusCode).toBe(400);
    expect(again.json().status_description).toMatch(/wrong or has expired/);

    const other = registration();
    await post(t, '/api/v1/client/register', other);
    const otherCode = await latestCode(t.db, other.email_address);
    const [user] = await t.db.select().from(users).where(eq(users.email, other.email_address));
    await t.db
      .update(verificationCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verificationCodes.userId, defined(user, 'user').id));
    const expired = await post(t, '/api/v1/auth/password/reset', {
      code: otherCode,
      username: other.email_address,
      password: 'some password',
    });
    expect(expired.statusCode).toBe(400);
  });

  it('kills a code after five wrong tries', async () => {
    const form = registration();
    await post(t, '/api/v1/client/register', form);
    const code = await latestCode(t.db, form.email_address);
    const wrong = code === '000000' ? '111111' : '000000';
    for (let i = 0; i < 5; i++) {
      const response = await post(t, '/api/v1/auth/password/reset', {
        code: wrong,
        username: form.email_address,
        password: 'whatever it is',
      });
      expect(response.statusCode).toBe(400);
    }
    const right = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: form.email_address,
      password: 'whatever it is',
    });
    expect(right.statusCode).toBe(400);
    expect(right.json().status_description).toMatch(/Too many wrong codes/);
  });

  it('answers an unknown username on the verification screen like a wrong code', async () => {
    const response = await post(t, '/api/v1/auth/password/reset', {
      code: '123456',
      username: 'nobody@example.com',
      password: 'whatever it is',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toMatch(/wrong or has expired/);
  });

  it.each([
    ['short', 'Password must be at least 8 characters'],
    ['x'.repeat(129), 'Password must be at most 128 characters'],
    ['', 'All fields are required'],
  ])('enforces the password length (%#)', async (password, message) => {
    const response = await post(t, '/api/v1/auth/password/reset', {
      code: '123456',
      username: 'someone@example.com',
      password,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain(message);
  });

  it('stores codes as an HMAC under a server secret, so the codes table alone does not reverse them', async () => {
    const form = registration();
    await post(t, '/api/v1/client/register', form);
    const code = await latestCode(t.db, form.email_address);
    const [user] = await t.db.select().from(users).where(eq(users.email, form.email_address));
    assert(user, 'user');
    const [stored] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.userId, user.id));
    assert(stored, 'stored');
    const [key] = await t.db.select().from(platformSecrets).where(eq(platformSecrets.name, CODE_KEY_NAME));
    const plain = createHash('sha256').update(`${user.id}:${code}`).digest('hex');
    expect(stored.codeHash).not.toBe(plain);
    expect(stored.codeHash).toBe(
      createHmac('sha256', defined(key, 'key').value).update(`${user.id}:${code}`).digest('hex'),
    );

    // A code stored the old way (plain SHA-256) no longer verifies: decision 008.
    await t.db.update(verificationCodes).set({ codeHash: plain }).where(eq(verificationCodes.id, stored.id));
    const old = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: form.email_address,
      password: 'correct horse battery',
    });
    expect(old.statusCode).toBe(400);
  });

  it('stores passwords as argon2id with t=2, m=19 MiB, p=1, and tokens only as hashes', async () => {
    const { form, token } = await createVerifiedOrganizer(t);
    const [user] = await t.db.select().from(users).where(eq(users.email, form.email_address));
    assert(user, 'user');
    expect(user.passwordHash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(user.emailVerifiedAt).not.toBeNull();
    const stored = await t.db.select().from(sessions).where(eq(sessions.userId, user.id));
    expect(stored).toHaveLength(1);
    expect(defined(stored[0], 'stored[0]').tokenHash).toBe(createHash('sha256').update(token).digest('hex'));
    expect(defined(stored[0], 'stored[0]').tokenHash).not.toContain(token);
  });
});

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

  it('ends the session on logout (decision 9)', async () => {
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

describe.each(databaseKinds)('teams and organisation isolation on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const team = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/admin/view', headers: { auth: token } });
  const invite = (token: string, email: string) =>
    post(
      t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: `+2547${Date.now() % 1e8}` },
      { auth: token },
    );

  it('lets the owner invite a teammate who sets a password, signs in and moves from Invites to Teammates', async () => {
    const owner = await createVerifiedOrganizer(t);
    const email = `mate${Date.now()}@example.com`;
    const invited = await invite(owner.token, email);
    expect(invited.statusCode).toBe(201);
    expect(invited.json().status_description).toBe(`Invitation sent to ${email}`);

    const before = (await team(owner.token)).json().message;
    expect(before.total).toBe(2);
    const pending = before.data.find((member: { email_address: string }) => member.email_address === email);
    expect(pending).toMatchObject({ first_name: 'Baraka', role: 'member', last_login_date: null });

    const code = await latestCode(t.db, email);
    const accepted = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: email,
      password: 'teammate secret',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message).toMatchObject({
      role: 'member',
      organization: { display_name: owner.form.display_name },
    });

    const after = (await team(owner.token)).json().message.data;
    const joined = after.find((member: { email_address: string }) => member.email_address === email);
    expect(joined.last_login_date).not.toBeNull();
    const mateSelf = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/self',
      headers: { auth: String(accepted.headers.auth) },
    });
    expect(mateSelf.json().message).toMatchObject({ display_name: owner.form.display_name, role: 'member' });
  });

  it('lets only the owner invite', async () => {
    const owner = await createVerifiedOrganizer(t);
    const email = `member${Date.now()}@example.com`;
    await invite(owner.token, email);
    const code = await latestCode(t.db, email);
    const member = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: email,
      password: 'member password',
    });
    const attempt = await invite(String(member.headers.auth), `other${Date.now()}@example.com`);
    expect(attempt.statusCode).toBe(403);
    expect(attempt.json().status_description).toMatch(/Only the organisation owner/);
  });

  it('refuses to invite someone who already has an account', async () => {
    const owner = await createVerifiedOrganizer(t);
    const other = await createVerifiedOrganizer(t);
    const response = await invite(owner.token, other.form.email_address);
    expect(response.statusCode).toBe(409);
  });

  it('never shows one organisation another one’s details, team or invites', async () => {
    const alpha = await createVerifiedOrganizer(t, { organization_name: 'Alpha Org' });
    const beta = await createVerifiedOrganizer(t, { organization_name: 'Beta Org' });
    const betaInvite = `beta-invite${Date.now()}@example.com`;
    await invite(beta.token, betaInvite);

    const alphaSelf = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/self',
      headers: { auth: alpha.token },
    });
    expect(alphaSelf.json().message.organization_name).toBe('Alpha Org');
    const alphaTeam = (await team(alpha.token))
      .json()
      .message.data.map((m: { email_address: string }) => m.email_address);
    expect(alphaTeam).toEqual([alpha.form.email_address]);
    expect(alphaTeam).not.toContain(betaInvite);
    expect(alphaTeam).not.toContain(beta.form.email_address);
  });

  it('keeps organiser calls closed to sessions that are not organisers', async () => {
    const [guest] = await t.db
      .insert(users)
      .values({ kind: 'guest', email: 'guest@example.com' })
      .returning();
    const { createSession } = await import('../src/modules/sessions/sessions');
    const token = await createSession(t.db, defined(guest, 'guest').id, t.config.session);
    expect((await team(token)).statusCode).toBe(401);
    expect((await invite(token, 'x@example.com')).statusCode).toBe(401);
  });
});

describe.each(databaseKinds)('per-address limits and bad inputs of spec 5 on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const expectRequired = async (url: string, body: object, headers: Record<string, string> = {}) => {
    const response = await post(t, url, body, headers);
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('All fields are required');
  };

  it('limits recovery codes to 10 per address per hour', async () => {
    const ip = { 'x-test-ip': '203.0.113.10' };
    for (let i = 0; i < 10; i++) {
      const response = await post(t, '/api/v1/auth/password/forgot', { username: `r${i}@example.com` }, ip);
      expect(response.statusCode).toBe(200);
    }
    const limited = await post(t, '/api/v1/auth/password/forgot', { username: 'r-last@example.com' }, ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many code requests/);
    const elsewhere = await post(
      t,
      '/api/v1/auth/password/forgot',
      { username: 'r-last@example.com' },
      { 'x-test-ip': '203.0.113.11' },
    );
    expect(elsewhere.statusCode).toBe(200);
  });

  it('limits registrations to 10 per address per hour', async () => {
    const ip = { 'x-test-ip': '203.0.113.20' };
    for (let i = 0; i < 10; i++) {
      expect((await post(t, '/api/v1/client/register', registration(), ip)).statusCode).toBe(201);
    }
    const limited = await post(t, '/api/v1/client/register', registration(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many registrations/);
  });

  it('limits code checks to 30 per address per 15 minutes, across accounts', async () => {
    const ip = { 'x-test-ip': '203.0.113.30' };
    for (let i = 0; i < 30; i++) {
      const response = await post(
        t,
        '/api/v1/auth/password/reset',
        { code: '123456', username: `c${i}@example.com`, password: 'whatever it is' },
        ip,
      );
      expect(response.statusCode).toBe(400);
    }
    const limited = await post(
      t,
      '/api/v1/auth/password/reset',
      { code: '123456', username: 'c-last@example.com', password: 'whatever it is' },
      ip,
    );
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many attempts/);
  });

  it('limits invitations to 50 per organisation per day, whoever sends them from wherever', async () => {
    const owner = await createVerifiedOrganizer(t);
    const invite = (i: number) =>
      post(
        t,
        '/api/v1/register',
        {
          first_name: 'Mate',
          last_name: String(i),
          email_address: `mate${i}-${owner.form.msisdn.slice(-8)}@example.com`,
          msisdn: `+2557${owner.form.msisdn.slice(-5)}${String(i).padStart(3, '0')}`,
        },
        { auth: owner.token, 'x-test-ip': `203.0.113.${40 + (i % 5)}` },
      );
    for (let i = 0; i < 50; i++) expect((await invite(i)).statusCode).toBe(201);
    const limited = await invite(50);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toMatch(/Too many invitations today/);
    const other = await createVerifiedOrganizer(t);
    const otherInvite = await post(
      t,
      '/api/v1/register',
      {
        first_name: 'Mate',
        last_name: 'Other',
        email_address: `other-${other.form.email_address}`,
        msisdn: `+2567${other.form.msisdn.slice(-8)}`,
      },
      { auth: other.token },
    );
    expect(otherInvite.statusCode).toBe(201);
  });

  it.each(['', '   '])(
    'answers "All fields are required" to a recovery for the username %j',
    async (username) => {
      await expectRequired('/api/v1/auth/password/forgot', { username });
      await expectRequired('/api/v1/auth/password/forgot', {});
    },
  );

  it.each([
    'first_name',
    'last_name',
    'msisdn',
    'email_address',
    'organization_name',
    'display_name',
    'organization_email_address',
    'organization_msisdn',
  ])('answers "All fields are required" to a registration with %s empty or missing', async (field) => {
    await expectRequired('/api/v1/client/register', registration({ [field]: '' }));
    const { [field as keyof ReturnType<typeof registration>]: _left, ...missing } = registration();
    await expectRequired('/api/v1/client/register', missing);
  });

  it('answers "All fields are required" to a verification without code or username', async () => {
    const body = { code: '123456', username: 'someone@example.com', password: 'whatever it is' };
    await expectRequired('/api/v1/auth/password/reset', { ...body, code: '' });
    await expectRequired('/api/v1/auth/password/reset', { ...body, code: '  ' });
    await expectRequired('/api/v1/auth/password/reset', { ...body, username: '' });
    await expectRequired('/api/v1/auth/password/reset', { password: body.password });
    const letters = await post(t, '/api/v1/auth/password/reset', { ...body, code: '12ab56' });
    expect(letters.statusCode).toBe(400);
    expect(letters.json().status_description).toContain('The verification code has 6 digits');
  });

  it('answers bad invitations with a clear 400 and invites nobody', async () => {
    const owner = await createVerifiedOrganizer(t);
    const good = {
      first_name: 'Baraka',
      last_name: 'Mwangi',
      email_address: `bad-input-${owner.form.email_address}`,
      msisdn: `+2587${owner.form.msisdn.slice(-8)}`,
    };
    const auth = { auth: owner.token };
    for (const field of Object.keys(good)) {
      await expectRequired('/api/v1/register', { ...good, [field]: '' }, auth);
    }
    const badEmail = await post(t, '/api/v1/register', { ...good, email_address: 'not-an-email' }, auth);
    expect(badEmail.statusCode).toBe(400);
    expect(badEmail.json().status_description).toContain('valid email');
    const badPhone = await post(t, '/api/v1/register', { ...good, msisdn: 'call me' }, auth);
    expect(badPhone.statusCode).toBe(400);
    expect(badPhone.json().status_description).toContain('Enter a valid phone number');
    const notJson = await t.app.inject({
      method: 'POST',
      url: '/api/v1/register',
      payload: 'first_name=Baraka',
      headers: { ...auth, 'content-type': 'text/plain' },
    });
    expect(notJson.statusCode).toBeGreaterThanOrEqual(400);
    expect(notJson.statusCode).toBeLessThan(500);
    const team = await t.app.inject({ method: 'GET', url: '/api/v1/admin/view', headers: auth });
    expect(team.json().message.total).toBe(1);
  });
});

describe.each(databaseKinds)('passwords in the log on %s', (kind) => {
  it('never logs a password during registration, sign-in, recovery and bad input', async () => {
    const { t, lines } = await createLoggedTestApp(kind);
    try {
      const first = 'first-Secret-Pa55word';
      const wrong = 'wrong-Secret-Pa55word';
      const second = 'second-Secret-Pa55word';
      const tooLong = `too-long-Secret-${'z'.repeat(120)}`;
      const form = registration();
      expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);
      const verify = { code: await latestCode(t.db, form.email_address), username: form.email_address };
      expect(
        (await post(t, '/api/v1/auth/password/reset', { ...verify, password: tooLong })).statusCode,
      ).toBe(400);
      expect((await post(t, '/api/v1/auth/password/reset', { ...verify, password: first })).statusCode).toBe(
        200,
      );
      const username = form.email_address;
      expect((await post(t, '/api/v1/auth/login', { username, password: wrong })).statusCode).toBe(401);
      expect((await post(t, '/api/v1/auth/login', { username, password: first })).statusCode).toBe(200);
      expect((await post(t, '/api/v1/auth/password/forgot', { username })).statusCode).toBe(200);
      const code = await latestCode(t.db, username);
      expect(
        (await post(t, '/api/v1/auth/password/reset', { code, username, password: second })).statusCode,
      ).toBe(200);

      const log = lines.join('');
      // The log did record these requests, so its silence about passwords means something.
      expect(log).toContain('/api/v1/auth/password/reset');
      expect(log).toContain('/api/v1/auth/login');
      for (const secret of [first, wrong, second, tooLong, 'Secret-Pa55word'])
        expect(log).not.toContain(secret);
    } finally {
      await t.close();
    }
  });
});

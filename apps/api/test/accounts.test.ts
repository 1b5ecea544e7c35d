import assert from 'node:assert/strict';
import { createHash, createHmac } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { platformSecrets, sessions, users, verificationCodes } from '../src/db/schema/index';
import { CODE_KEY_NAME } from '../src/modules/accounts/codes';
import { createVerifiedOrganizer, latestCode, post, registration } from './support/accounts';
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

    // A code stored the old way (plain SHA-256) no longer verifies: ADR-008.
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

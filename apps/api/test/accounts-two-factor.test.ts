import { eq } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { recoveryCodes, twoFactor } from '../src/db/schema/index';
import { createVerifiedOrganizer, post } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/** The code an authenticator app shows `steps` periods from now. */
const codeAt = (secret: string, steps = 0) =>
  new TOTP({ secret: Secret.fromBase32(secret) }).generate({ timestamp: Date.now() + steps * 30_000 });

describe.each(databaseKinds)('two-factor sign-in on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const get = (url: string, token: string) => t.app.inject({ method: 'GET', url, headers: { auth: token } });

  /** A verified organiser with two-factor sign-in on: their secret and recovery codes. */
  async function enrolled() {
    const owner = await createVerifiedOrganizer(t);
    const setup = await post(t, '/api/v1/auth/2fa/setup', {}, { auth: owner.token });
    expect(setup.statusCode).toBe(200);
    const { secret, otpauth_uri } = setup.json().message;
    expect(otpauth_uri).toMatch(/^otpauth:\/\/totp\//);
    expect(otpauth_uri).toContain(`secret=${secret}`);
    const enabled = await post(t, '/api/v1/auth/2fa/enable', { code: codeAt(secret) }, { auth: owner.token });
    expect(enabled.statusCode).toBe(200);
    const recovery: string[] = enabled.json().message.recovery_codes;
    return { ...owner, secret, recovery };
  }

  const signIn = (username: string, password: string, ip = '198.51.120.1') =>
    post(t, '/api/v1/auth/login', { username, password }, { 'x-test-ip': ip });
  const verify = (token: string, code: string) =>
    post(t, '/api/v1/auth/2fa/verify', { two_factor_token: token, code });

  it('turns on with a code from the app, then asks for a code after the password', async () => {
    const owner = await enrolled();
    expect((await get('/api/v1/auth/2fa', owner.token)).json().message).toEqual({ enabled: true });
    expect(owner.recovery).toHaveLength(10);

    const first = await signIn(owner.form.email_address, owner.password);
    expect(first.statusCode).toBe(202);
    expect(first.headers.auth).toBeUndefined();
    const challenge = first.json().message.two_factor_token;
    const signedIn = await verify(challenge, codeAt(owner.secret, 1));
    expect(signedIn.statusCode).toBe(200);
    expect((await get('/api/v1/client/self', String(signedIn.headers.auth))).statusCode).toBe(200);
    // A challenge redeems once.
    expect((await verify(challenge, codeAt(owner.secret, 1))).statusCode).toBe(401);
  });

  it('refuses a code already used in its window (no replay)', async () => {
    const owner = await enrolled();
    const code = codeAt(owner.secret, 1);
    const a = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    expect((await verify(a, code)).statusCode).toBe(200);
    const b = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    const replay = await verify(b, code);
    expect(replay.statusCode).toBe(400);
    expect(replay.json().status_description).toMatch(/wrong or was already used/);
  });

  it('accepts each recovery code once and stores only their hashes and an encrypted secret', async () => {
    const owner = await enrolled();
    const a = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    expect((await verify(a, defined(owner.recovery[0], 'owner.recovery[0]').toUpperCase())).statusCode).toBe(
      200,
    );
    const b = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    expect((await verify(b, defined(owner.recovery[0], 'owner.recovery[0]'))).statusCode).toBe(400);
    expect((await verify(b, defined(owner.recovery[1], 'owner.recovery[1]'))).statusCode).toBe(200);

    const stored = await t.db.select().from(recoveryCodes);
    const [row] = await t.db.select().from(twoFactor).where(eq(twoFactor.enabledAt, twoFactor.enabledAt));
    const everything = JSON.stringify([stored, row]);
    for (const code of owner.recovery) expect(everything).not.toContain(code);
    expect(everything).not.toContain(owner.secret);
  });

  it('ends a challenge after five wrong codes, and limits codes per account', async () => {
    const owner = await enrolled();
    const token = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    for (let i = 0; i < 5; i++) expect((await verify(token, '000000')).statusCode).toBe(400);
    expect((await verify(token, codeAt(owner.secret, 1))).statusCode).toBe(401);
    const next = (await signIn(owner.form.email_address, owner.password)).json().message.two_factor_token;
    for (let i = 0; i < 4; i++) await verify(next, '000000');
    const limited = await verify(next, codeAt(owner.secret, 1));
    expect(limited.statusCode).toBe(429);
  });

  it('needs a confirming code to turn on, and the password or a code to turn off', async () => {
    const owner = await createVerifiedOrganizer(t);
    const setup = (await post(t, '/api/v1/auth/2fa/setup', {}, { auth: owner.token })).json().message;
    const wrong = await post(t, '/api/v1/auth/2fa/enable', { code: '000000' }, { auth: owner.token });
    expect(wrong.statusCode).toBe(400);
    expect((await signIn(owner.form.email_address, owner.password)).statusCode).toBe(200);
    await post(t, '/api/v1/auth/2fa/enable', { code: codeAt(setup.secret) }, { auth: owner.token });

    const empty = await post(t, '/api/v1/auth/2fa/disable', {}, { auth: owner.token });
    expect(empty.statusCode).toBe(400);
    const bad = await post(t, '/api/v1/auth/2fa/disable', { password: 'not it' }, { auth: owner.token });
    expect(bad.statusCode).toBe(400);
    const off = await post(
      t,
      '/api/v1/auth/2fa/disable',
      { password: owner.password },
      { auth: owner.token },
    );
    expect(off.statusCode).toBe(200);
    expect((await signIn(owner.form.email_address, owner.password)).statusCode).toBe(200);
    expect((await post(t, '/api/v1/auth/2fa/setup', {}, {})).statusCode).toBe(401);
  });
});

import { COMMON_PASSWORD_MESSAGE } from '@tiketi/contract/common-passwords';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createLoggedTestApp,
  createVerifiedOrganizer,
  latestCode,
  post,
  registration,
} from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('password rules on the server on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  const setPassword = async (email: string, password: string) =>
    post(t, '/api/v1/auth/password/reset', {
      code: await latestCode(t.db, email),
      username: email,
      password,
    });

  it('refuses a common or short password when a new organiser verifies, and keeps the code', async () => {
    const form = registration();
    expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);
    const common = await setPassword(form.email_address, 'iloveyou1');
    expect(common.statusCode).toBe(400);
    expect(common.json().status_description).toBe(COMMON_PASSWORD_MESSAGE);
    const short = await setPassword(form.email_address, 'kenya7');
    expect(short.statusCode).toBe(400);
    expect(short.json().status_description).toBe('Password must be at least 8 characters');
    expect((await setPassword(form.email_address, 'a long enough secret')).statusCode).toBe(200);
  });

  it('refuses a common password on recovery and when a teammate accepts an invitation', async () => {
    const owner = await createVerifiedOrganizer(t);
    await post(t, '/api/v1/auth/password/forgot', { username: owner.form.email_address });
    const recovery = await setPassword(owner.form.email_address, 'PASSWORD123');
    expect(recovery.statusCode).toBe(400);
    expect(recovery.json().status_description).toBe(COMMON_PASSWORD_MESSAGE);

    const email = `mate-${Date.now()}@example.com`;
    const invited = await post(
      t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: `+2547${Date.now() % 1e8}` },
      { auth: owner.token },
    );
    expect(invited.statusCode).toBe(201);
    const accept = await setPassword(email, 'qwertyuiop');
    expect(accept.statusCode).toBe(400);
    expect(accept.json().status_description).toBe(COMMON_PASSWORD_MESSAGE);
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

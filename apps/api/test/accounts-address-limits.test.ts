import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOrganizer, post, registration } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

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

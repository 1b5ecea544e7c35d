import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../src/db/schema/index';
import { createVerifiedOrganizer, latestCode, post } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

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

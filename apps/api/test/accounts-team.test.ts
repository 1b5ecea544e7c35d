import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOrganizer, latestCode, post, registration } from './support/accounts';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('the owner manages the team on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  let serial = 0;
  const team = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/admin/view', headers: { auth: token } })).json()
      .message.data as { id: number; email_address: string; role: string }[];
  const invite = async (token: string) => {
    serial += 1;
    const email = `mate-${Date.now()}-${serial}@example.com`;
    const response = await post(
      t,
      '/api/v1/register',
      {
        first_name: 'Baraka',
        last_name: 'Mwangi',
        email_address: email,
        msisdn: `+2547${String((Date.now() + serial) % 1e8).padStart(8, '0')}`,
      },
      { auth: token },
    );
    expect(response.statusCode).toBe(201);
    return email;
  };
  /** An invited teammate who has set a password and signed in: their token. */
  const joined = async (ownerToken: string) => {
    const email = await invite(ownerToken);
    const accepted = await post(t, '/api/v1/auth/password/reset', {
      code: await latestCode(t.db, email),
      username: email,
      password: 'teammate secret',
    });
    expect(accepted.statusCode).toBe(200);
    return { email, token: String(accepted.headers.auth) };
  };
  const idOf = async (ownerToken: string, email: string) =>
    defined(
      (await team(ownerToken)).find((member) => member.email_address === email),
      'the teammate with that email',
    ).id;
  const remove = (token: string, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/v1/admin/teammates/${id}`, headers: { auth: token } });
  const resend = (token: string, id: number) =>
    post(t, `/api/v1/admin/teammates/${id}/resend`, {}, { auth: token });
  const self = (token: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/self', headers: { auth: token } });

  it('removes a teammate, whose very next request is 401', async () => {
    const owner = await createVerifiedOrganizer(t);
    const mate = await joined(owner.token);
    expect((await self(mate.token)).statusCode).toBe(200);
    const removed = await remove(owner.token, await idOf(owner.token, mate.email));
    expect(removed.statusCode).toBe(200);
    expect(removed.json().status_description).toBe('Baraka Mwangi is removed from the team.');
    expect((await self(mate.token)).statusCode).toBe(401);
    const again = await post(t, '/api/v1/auth/login', { username: mate.email, password: 'teammate secret' });
    expect(again.statusCode).toBe(401);
    expect((await team(owner.token)).map((member) => member.email_address)).not.toContain(mate.email);
  });

  it('cancels an invitation, whose code then stops working', async () => {
    const owner = await createVerifiedOrganizer(t);
    const email = await invite(owner.token);
    const code = await latestCode(t.db, email);
    const cancelled = await remove(owner.token, await idOf(owner.token, email));
    expect(cancelled.json().status_description).toBe(`The invitation to ${email} is cancelled.`);
    const accept = await post(t, '/api/v1/auth/password/reset', {
      code,
      username: email,
      password: 'teammate secret',
    });
    expect(accept.statusCode).toBe(400);
  });

  it('resends an invitation with a new code and ends the old one', async () => {
    const owner = await createVerifiedOrganizer(t);
    const email = await invite(owner.token);
    const first = await latestCode(t.db, email);
    const resent = await resend(owner.token, await idOf(owner.token, email));
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status_description).toBe(`Invitation sent again to ${email}`);
    const second = await latestCode(t.db, email);
    if (first !== second) {
      const old = await post(t, '/api/v1/auth/password/reset', {
        code: first,
        username: email,
        password: 'teammate secret',
      });
      expect(old.statusCode).toBe(400);
    }
    const accept = await post(t, '/api/v1/auth/password/reset', {
      code: second,
      username: email,
      password: 'teammate secret',
    });
    expect(accept.statusCode).toBe(200);
    expect((await resend(owner.token, await idOf(owner.token, email))).statusCode).toBe(409);
  });

  it('lets only the owner do it, and only in their own organisation', async () => {
    const owner = await createVerifiedOrganizer(t);
    const mate = await joined(owner.token);
    const other = await joined(owner.token);
    const otherId = await idOf(owner.token, other.email);
    const byMember = await remove(mate.token, otherId);
    expect(byMember.statusCode).toBe(403);
    expect(byMember.json().status_description).toBe('Only the organisation owner can manage the team.');
    expect((await resend(mate.token, otherId)).statusCode).toBe(403);
    expect((await self(other.token)).statusCode).toBe(200);

    const stranger = await createVerifiedOrganizer(t);
    expect((await remove(stranger.token, otherId)).statusCode).toBe(404);
    const ownerId = defined(
      (await team(owner.token)).find((member) => member.role === 'owner'),
      'the owner in the team list',
    ).id;
    expect((await remove(owner.token, ownerId)).statusCode).toBe(400);
    expect((await remove(owner.token, 0)).statusCode).toBe(400);
  });

  it('says when the person is already invited or already on the team', async () => {
    const owner = await createVerifiedOrganizer(t);
    const again = (email: string) =>
      post(
        t,
        '/api/v1/register',
        { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: '+254 711 000 999' },
        { auth: owner.token },
      );
    const invited = await invite(owner.token);
    const twice = await again(invited);
    expect(twice.statusCode).toBe(409);
    expect(twice.json().status_description).toBe(
      'Baraka Mwangi is already invited. You can resend the invitation from Team Access.',
    );
    const mate = await joined(owner.token);
    const member = await again(mate.email);
    expect(member.statusCode).toBe(409);
    expect(member.json().status_description).toBe('Baraka Mwangi is already on your team.');
    const elsewhere = await again((await createVerifiedOrganizer(t)).form.email_address);
    expect(elsewhere.json().status_description).toBe(
      'This email address or phone number already belongs to another organiser account.',
    );
  });
});

describe.each(databaseKinds)('Kenyan phone numbers in any form on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());

  it('signs in with 07…, 2547… and +2547… alike, whichever form registered', async () => {
    const digits = String(Date.now() % 1e8).padStart(8, '0');
    const { password } = await createVerifiedOrganizer(t, { msisdn: `07${digits}` });
    for (const [i, username] of [
      `07${digits}`,
      `07${digits.slice(0, 2)} ${digits.slice(2)}`,
      `2547${digits}`,
      `+254 7${digits}`,
    ].entries()) {
      const response = await post(
        t,
        '/api/v1/auth/login',
        { username, password },
        { 'x-test-ip': `198.51.130.${i}` },
      );
      expect(response.statusCode, username).toBe(200);
      expect(response.json().message.msisdn).toBe(`+2547${digits}`);
    }
    const again = await post(t, '/api/v1/client/register', registration({ msisdn: `+2547${digits}` }));
    expect(again.statusCode).toBe(409);
  });
});

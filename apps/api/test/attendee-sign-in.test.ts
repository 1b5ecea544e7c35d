import assert from 'node:assert/strict';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, oidcFlows, sessions, users } from '../src/db/schema/index';
import {
  bookAndPayAsGuest,
  completeSignIn,
  ownerOfBooking,
  PLATFORM_URL,
  signInThroughIssuer,
  startAppWithIssuer,
  startSignIn,
  unique,
} from './support/attendee-sign-in';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createOidcBrowser } from './support/oidc-browser';
import type { TestIssuer } from './support/oidc-test-issuer';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('attendee sign-in with an external OpenID provider on %s', (kind) => {
  let issuer: TestIssuer;
  let t: TestApp;
  let eventId: number;
  let ticketTypeId: number;

  beforeAll(async () => {
    ({ issuer, t } = await startAppWithIssuer(kind));
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (
      await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title: 'Lake Fest' })
    ).id;
    ticketTypeId = (await createTicketType(t.db, { eventId, priceMinor: 1500 })).id;
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  const signInAs = (sub: string, redirect?: '/login' | '/signup') => signInThroughIssuer(t, sub, redirect);

  it('starts an authorization code flow with PKCE, state and nonce, returning to the screen', async () => {
    const started = await startSignIn(t, '/signup');
    const url = new URL(started.authorizationUrl);
    expect(url.origin).toBe(issuer.url);
    expect(url.searchParams.get('response_type')).toBe('code');
    expect(url.searchParams.get('client_id')).toBe(issuer.clientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${PLATFORM_URL}/signup`);
    expect(url.searchParams.get('scope')).toBe('openid email profile');
    expect(url.searchParams.get('code_challenge_method')).toBe('S256');
    expect(url.searchParams.get('code_challenge')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('state')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(url.searchParams.get('nonce')).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(started.setCookie).toMatch(
      /^tiketi_sign_in=[A-Za-z0-9_-]{43}; Path=\/api\/v1\/auth\/oidc; Max-Age=600; HttpOnly; SameSite=Lax/,
    );
  });

  it('refuses a return screen other than /login and /signup', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/oidc/start',
      payload: { redirect: 'https://evil.example/steal' },
    });
    expect(response.statusCode).toBe(400);
  });

  it('signs a new attendee in through the provider: session, attendee and identity', async () => {
    const sub = unique('ada');
    issuer.addAccount({
      sub,
      email: `${sub}@example.com`,
      email_verified: true,
      given_name: 'Ada',
      family_name: 'Lovelace',
      name: 'Ada Lovelace',
    });
    const result = await signInAs(sub, '/signup');
    expect(result.status).toBe(200);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.body.message).toEqual({
      fn: 'Ada',
      ln: 'Lovelace',
      email_address: `${sub}@example.com`,
      msisdn: '',
      account_type: 'user',
      role: null,
      organization: null,
    });
    expect(result.setCookie).toMatch(/^tiketi_sign_in=; .*Max-Age=0/);

    const [identity] = await t.db
      .select({ identity: identities, user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, issuer.url), eq(identities.subject, sub)));
    expect(identity?.user).toMatchObject({ kind: 'attendee', email: `${sub}@example.com` });
    expect(identity?.user.emailVerifiedAt).toBeInstanceOf(Date);
    expect(identity?.identity.emailVerified).toBe('yes');

    // The token is a working session: logout accepts it and then it is dead.
    const logout = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { auth: defined(result.token, 'result.token') },
    });
    expect(logout.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/logout',
      headers: { auth: defined(result.token, 'result.token') },
    });
    expect(again.statusCode).toBe(401);
  });

  it('finds the same attendee again by issuer and subject, with a new session', async () => {
    const sub = unique('grace');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Grace Hopper' });
    const first = await signInAs(sub);
    const second = await signInAs(sub, '/login');
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.token).not.toBe(first.token);
    expect(second.body.message).toMatchObject({ fn: 'Grace', ln: 'Hopper' });
    const rows = await t.db.select().from(identities).where(eq(identities.subject, sub));
    expect(rows).toHaveLength(1);
    const owned = await t.db
      .select()
      .from(sessions)
      .where(eq(sessions.userId, defined(rows[0], 'rows[0]').userId));
    expect(owned).toHaveLength(2);
  });

  it('gives a verified email the paid bookings made as a guest with it, in any case', async () => {
    const sub = unique('njeri');
    const email = `${sub}@example.com`;
    const paid = await bookAndPayAsGuest(t, { eventId, ticketTypeId, email: email.toUpperCase() });
    const other = await bookAndPayAsGuest(t, { eventId, ticketTypeId, email: `other-${email}` });
    issuer.addAccount({ sub, email, email_verified: true, name: 'Njeri Wambui' });

    const result = await signInAs(sub);
    expect(result.status).toBe(200);
    expect(result.body.status_description).toMatch(/1 booking you made as a guest/);
    const [identity] = await t.db.select().from(identities).where(eq(identities.subject, sub));
    assert(identity, 'identity');
    expect(await ownerOfBooking(t, paid.reference)).toBe(identity.userId);
    expect(await ownerOfBooking(t, other.reference)).not.toBe(identity.userId);

    // The attendee now reaches that booking with their own session.
    const retrieved = await retrieve(t, paid.clientSecret, result.token);
    expect(retrieved.status).toBe(200);
    expect(retrieved.body.message.data.booking_id).toBe(paid.reference);
  });

  it('never gives an unverified email anyone’s guest bookings', async () => {
    const sub = unique('mallory');
    const email = `${sub}@example.com`;
    const paid = await bookAndPayAsGuest(t, { eventId, ticketTypeId, email });
    const guestOwner = await ownerOfBooking(t, paid.reference);
    issuer.addAccount({ sub, email, email_verified: false, name: 'Mallory' });

    const result = await signInAs(sub);
    expect(result.status).toBe(200);
    expect(result.body.status_description).toBe('Signed in.');
    expect(await ownerOfBooking(t, paid.reference)).toBe(guestOwner);
    const [identity] = await t.db.select().from(identities).where(eq(identities.subject, sub));
    expect(identity?.emailVerified).toBe('no');
    const retrieved = await retrieve(t, paid.clientSecret, result.token);
    expect(retrieved.status).toBe(404);
  });

  it('refuses a state it never issued, and a state used twice', async () => {
    const sub = unique('eve');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true });
    const started = await startSignIn(t);
    const returned = await createOidcBrowser().signInAt(started.authorizationUrl, `${PLATFORM_URL}/login`, {
      login: sub,
    });

    const forged = new URL(returned);
    forged.searchParams.set('state', 'a-state-this-server-never-issued');
    const unknown = await completeSignIn(t, forged, started.cookie);
    expect(unknown.status).toBe(400);
    expect(unknown.body.status_description).toMatch(/expired or was already used/);

    const first = await completeSignIn(t, returned, started.cookie);
    expect(first.status).toBe(200);
    const replay = await completeSignIn(t, returned, started.cookie);
    expect(replay.status).toBe(400);
    expect(replay.token).toBeUndefined();
  });

  it('refuses a return to another browser (no binding cookie), and a flow past its 10 minutes', async () => {
    const sub = unique('trudy');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true });
    const started = await startSignIn(t);
    const returned = await createOidcBrowser().signInAt(started.authorizationUrl, `${PLATFORM_URL}/login`, {
      login: sub,
    });
    const elsewhere = await completeSignIn(t, returned, '');
    expect(elsewhere.status).toBe(400);
    expect(elsewhere.body.status_description).toMatch(/another browser/);

    const late = await startSignIn(t);
    const lateReturn = await createOidcBrowser().signInAt(late.authorizationUrl, `${PLATFORM_URL}/login`, {
      login: sub,
    });
    await t.db.update(oidcFlows).set({ expiresAt: new Date(Date.now() - 1000) });
    const expired = await completeSignIn(t, lateReturn, late.cookie);
    expect(expired.status).toBe(400);
  });

  it('refuses a code returned to the other screen than the flow was started for', async () => {
    const sub = unique('oscar');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true });
    const started = await startSignIn(t, '/signup');
    const returned = await createOidcBrowser().signInAt(started.authorizationUrl, `${PLATFORM_URL}/signup`, {
      login: sub,
    });
    const result = await completeSignIn(t, returned, started.cookie, '/login');
    expect(result.status).toBe(400);
  });

  it('refuses a code that is not the one the provider issued for this flow', async () => {
    const sub = unique('peggy');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true });
    const started = await startSignIn(t);
    const returned = await createOidcBrowser().signInAt(started.authorizationUrl, `${PLATFORM_URL}/login`, {
      login: sub,
    });
    returned.searchParams.set('code', 'not-a-code-the-provider-issued');
    const result = await completeSignIn(t, returned, started.cookie);
    expect(result.status).toBe(401);
    expect(result.body.status_description).toMatch(/could not verify your sign-in/);
  });
});

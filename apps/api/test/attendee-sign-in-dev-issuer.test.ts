import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../src/db/schema/index';
import { loadDevIssuerSecrets } from '../src/providers/identity/dev-issuer-secrets';
import { bookAndPayAsGuest, completeSignIn, ownerOfBooking, startSignIn } from './support/attendee-sign-in';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createOidcBrowser } from './support/oidc-browser';
import { createTestApp, type TestApp } from './support/test-app';

const PLATFORM = 'http://localhost:3000';
const ISSUER = `${PLATFORM}/dev/oidc`;

describe('the development issuer (no OIDC_ISSUER set)', () => {
  let t: TestApp;
  let eventId: number;
  let ticketTypeId: number;

  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_URL: PLATFORM });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id })).id;
    ticketTypeId = (await createTicketType(t.db, { eventId })).id;
  });
  afterAll(() => t.close());

  const browser = () => createOidcBrowser({ app: t.app, appOrigin: PLATFORM });

  it('publishes itself under /dev/oidc of the same server', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/dev/oidc/.well-known/openid-configuration',
      headers: { host: 'localhost:3000' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      issuer: ISSUER,
      authorization_endpoint: `${ISSUER}/auth`,
      code_challenge_methods_supported: ['S256'],
    });
  });

  it('shows a sign-in page that says plainly it is for development and not Google', async () => {
    const started = await startSignIn(t);
    expect(started.authorizationUrl.startsWith(`${ISSUER}/auth?`)).toBe(true);
    const b = browser();
    let page = await b.request(started.authorizationUrl);
    while (page.location) page = await b.request(page.location);
    expect(page.status).toBe(200);
    expect(page.body).toContain('DEVELOPMENT SIGN-IN — this is not Google.');
    expect(page.body).toContain('OIDC_ISSUER is not set');
    expect(page.body).toContain('<label for="email">Email address</label>');
  });

  it('signs a tester in as the email they type, with it verified, and hands them their guest bookings', async () => {
    const email = `tester-${Date.now()}@example.com`;
    const paid = await bookAndPayAsGuest(t, { eventId, ticketTypeId, email });
    const started = await startSignIn(t);
    const returned = await browser().signInAt(started.authorizationUrl, `${PLATFORM}/login`, {
      email: email.toUpperCase(),
      name: 'Test Attendee',
      email_verified: 'yes',
      action: 'sign-in',
    });
    expect(returned.searchParams.get('iss')).toBe(ISSUER);
    const result = await completeSignIn(t, returned, started.cookie);
    expect(result.status).toBe(200);
    expect(result.body.message).toMatchObject({
      fn: 'Test',
      ln: 'Attendee',
      email_address: email,
      account_type: 'user',
    });
    const [row] = await t.db
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, ISSUER), eq(identities.subject, email)));
    expect(row?.user.kind).toBe('attendee');
    expect(await ownerOfBooking(t, paid.reference)).toBe(defined(row, 'row').user.id);
    expect((await retrieve(t, paid.clientSecret, result.token)).status).toBe(200);
  });

  it('asks again at every sign-in, so a tester can switch people', async () => {
    const b = browser();
    const first = await startSignIn(t);
    await b.signInAt(first.authorizationUrl, `${PLATFORM}/login`, {
      email: 'one@example.com',
      action: 'sign-in',
    });
    const second = await startSignIn(t);
    let page = await b.request(second.authorizationUrl);
    while (page.location && !page.location.startsWith(`${PLATFORM}/login`))
      page = await b.request(page.location);
    expect(page.status).toBe(200);
    expect(page.body).toContain('Development sign-in');
  });

  it('signs in again in the same browser after logout, the first time, as the same person or another', async () => {
    const b = browser();
    for (const email of ['again@example.com', 'again@example.com', 'other@example.com']) {
      const started = await startSignIn(t);
      const returned = await b.signInAt(started.authorizationUrl, `${PLATFORM}/login`, {
        email,
        action: 'sign-in',
      });
      expect(returned.searchParams.get('error_description')).toBeNull();
      const result = await completeSignIn(t, returned, started.cookie);
      expect(result.status).toBe(200);
      expect(result.body.message).toMatchObject({ email_address: email });
      // Logout, as the top bar does: the platform session ends; the issuer's cookies stay.
      const out = await t.app.inject({
        method: 'POST',
        url: '/api/v1/auth/logout',
        headers: { auth: result.token },
      });
      expect(out.statusCode).toBeLessThan(300);
    }
  });

  it('re-shows the form with a message for an invalid email', async () => {
    const started = await startSignIn(t);
    const b = browser();
    let page = await b.request(started.authorizationUrl);
    while (page.location) page = await b.request(page.location);
    const action = defined(/action="([^"]+)"/.exec(page.body)?.[1], 'the form action on the sign-in page');
    const refused = await b.request(new URL(action, page.url).href, {
      email: 'not-an-email',
      action: 'sign-in',
    });
    expect(refused.status).toBe(400);
    expect(refused.body).toContain('Enter a valid email address.');
    expect(refused.body).toContain('value="not-an-email"');
  });

  it('returns a cancelled sign-in to the screen with error=access_denied', async () => {
    const started = await startSignIn(t, '/signup');
    const returned = await browser().signInAt(started.authorizationUrl, `${PLATFORM}/signup`, {
      action: 'cancel',
    });
    expect(returned.searchParams.get('error')).toBe('access_denied');
    expect(returned.searchParams.get('code')).toBeNull();
  });

  it('keeps its signing key in the database, so restarts sign alike', async () => {
    const jwks = (await t.app.inject({ method: 'GET', url: '/dev/oidc/jwks' })).json() as {
      keys: { kid: string }[];
    };
    const stored = await loadDevIssuerSecrets(t.db);
    expect(jwks.keys.map((key) => key.kid)).toEqual([stored.signingKey.kid]);
    expect(await loadDevIssuerSecrets(t.db)).toEqual(stored);
  });

  it('answers only clients on this machine: anyone else is told sign-in is not configured', async () => {
    const started = await startSignIn(t);
    const refusedPaths = [
      '/dev/oidc/.well-known/openid-configuration',
      new URL(started.authorizationUrl).pathname + new URL(started.authorizationUrl).search,
      '/dev/oidc/interaction/some-uid',
    ];
    for (const url of refusedPaths) {
      const response = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.9' });
      expect(response.statusCode, url).toBe(403);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('Sign-in is not configured on this server');
      expect(response.body).toContain('set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET');
      expect(response.body).not.toContain('<form');
    }
    // A typed email posted from elsewhere signs nobody in.
    const posted = await t.app.inject({
      method: 'POST',
      url: '/dev/oidc/interaction/some-uid',
      remoteAddress: '203.0.113.9',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'email=victim%40example.com&email_verified=yes&action=sign-in',
    });
    expect(posted.statusCode).toBe(403);
    // IPv6 loopback is this machine too.
    const local = await t.app.inject({
      method: 'GET',
      url: '/dev/oidc/.well-known/openid-configuration',
      remoteAddress: '::1',
    });
    expect(local.statusCode).toBe(200);
  });

  it('takes a request forwarded by a proxy on this machine for someone else, unless TRUST_PROXY says who', async () => {
    const forwarded = await t.app.inject({
      method: 'GET',
      url: '/dev/oidc/.well-known/openid-configuration',
      headers: { 'x-forwarded-for': '127.0.0.1' },
    });
    expect(forwarded.statusCode).toBe(403);

    const proxied = await createTestApp('pglite', { TRUST_PROXY: 'true' });
    try {
      const outside = await proxied.app.inject({
        method: 'GET',
        url: '/dev/oidc/.well-known/openid-configuration',
        headers: { 'x-forwarded-for': '203.0.113.9' },
      });
      expect(outside.statusCode).toBe(403);
      const inside = await proxied.app.inject({
        method: 'GET',
        url: '/dev/oidc/.well-known/openid-configuration',
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(inside.statusCode).toBe(200);
    } finally {
      await proxied.close();
    }
  });

  it('is not mounted when a real issuer is configured', async () => {
    const configured = await createTestApp('pglite', {
      OIDC_ISSUER: 'https://accounts.google.com',
      OIDC_CLIENT_ID: 'id',
      OIDC_CLIENT_SECRET: 'secret',
    });
    try {
      const response = await configured.app.inject({
        method: 'GET',
        url: '/dev/oidc/.well-known/openid-configuration',
      });
      expect(response.statusCode).toBe(404);
    } finally {
      await configured.close();
    }
  });
});

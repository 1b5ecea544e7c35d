import { and, eq } from 'drizzle-orm';
import type { JWTPayload } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, users } from '../src/db/schema/index';
import { bookAndPayAsGuest, ownerOfBooking } from './support/attendee-sign-in';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';
import { createSigningKey, type SigningKey, serveJwks, signToken, unsignedToken } from './support/token-kit';

const PROJECT = 'tiketi-test-project';
const ISSUER = `https://securetoken.google.com/${PROJECT}`;
const now = () => Math.floor(Date.now() / 1000);
let counter = 0;
const uid = () => `firebase-uid-${process.pid}-${++counter}`;

describe.each(databaseKinds)('POST v1/auth/firebase with a verified Firebase ID token on %s', (kind) => {
  let t: TestApp;
  let key: SigningKey;
  let attacker: SigningKey;
  let jwks: Awaited<ReturnType<typeof serveJwks>>;
  let eventId: number;
  let ticketTypeId: number;

  beforeAll(async () => {
    key = await createSigningKey('firebase-key-1');
    attacker = await createSigningKey('firebase-key-1');
    jwks = await serveJwks([key.publicJwk]);
    t = await createTestApp(kind, { FIREBASE_PROJECT_ID: PROJECT, FIREBASE_JWKS_URL: jwks.jwksUrl });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id })).id;
    ticketTypeId = (await createTicketType(t.db, { eventId })).id;
  });
  afterAll(async () => {
    await t?.close();
    await jwks?.stop();
  });

  const claimsFor = (sub: string, extra: JWTPayload = {}): JWTPayload => ({
    iss: ISSUER,
    aud: PROJECT,
    sub,
    auth_time: now() - 30,
    email: `${sub}@example.com`,
    email_verified: true,
    name: 'Wanjiru Kamau',
    ...extra,
  });

  const signIn = async (idToken: string, body: Record<string, string> = {}) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/firebase',
      payload: {
        firebaseUid: '',
        email: '',
        name: '',
        photoURL: '',
        providerId: 'google.com',
        phoneNumber: '',
        ...body,
        id_token: idToken,
      },
    });
    return {
      status: response.statusCode,
      body: response.json(),
      token: response.headers.auth as string | undefined,
    };
  };

  it('signs in with a token signed by a key of the configured key set', async () => {
    const sub = uid();
    const result = await signIn(await signToken(key, claimsFor(sub)));
    expect(result.status).toBe(200);
    expect(result.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(result.body.message).toMatchObject({
      fn: 'Wanjiru',
      ln: 'Kamau',
      email_address: `${sub}@example.com`,
      account_type: 'user',
    });
    const [row] = await t.db
      .select({ user: users })
      .from(identities)
      .innerJoin(users, eq(users.id, identities.userId))
      .where(and(eq(identities.issuer, ISSUER), eq(identities.subject, sub)));
    expect(row?.user.kind).toBe('attendee');
  });

  it('never trusts the payload: uid, email and name come from the token only', async () => {
    const sub = uid();
    const result = await signIn(await signToken(key, claimsFor(sub)), {
      firebaseUid: 'someone-else',
      email: 'victim@example.com',
      name: 'Victim Person',
    });
    expect(result.status).toBe(200);
    expect(result.body.message).toMatchObject({ fn: 'Wanjiru', email_address: `${sub}@example.com` });
    expect(await t.db.select().from(identities).where(eq(identities.subject, 'someone-else'))).toHaveLength(
      0,
    );
  });

  it.each([
    ['forged (another key, same kid)', async (sub: string) => signToken(attacker, claimsFor(sub))],
    [
      'expired',
      async (sub: string) => signToken(key, claimsFor(sub, { iat: now() - 7200, exp: now() - 3600 })),
    ],
    [
      'for another project (aud)',
      async (sub: string) => signToken(key, claimsFor(sub, { aud: 'other-project' })),
    ],
    [
      'from another issuer',
      async (sub: string) =>
        signToken(key, claimsFor(sub, { iss: 'https://securetoken.google.com/other-project' })),
    ],
    ['unsigned (alg: none)', async (sub: string) => unsignedToken(claimsFor(sub))],
    [
      'authenticated in the future',
      async (sub: string) => signToken(key, claimsFor(sub, { auth_time: now() + 3600 })),
    ],
    ['without auth_time', async (sub: string) => signToken(key, claimsFor(sub, { auth_time: undefined }))],
    ['with an empty subject', async () => signToken(key, claimsFor(''))],
    [
      'signed by a key not in the set',
      async (sub: string) => signToken(key, claimsFor(sub), { kid: 'unknown' }),
    ],
  ])('refuses a token %s', async (_case, makeToken) => {
    const sub = uid();
    const result = await signIn(await makeToken(sub));
    expect(result.status).toBe(401);
    expect(result.token).toBeUndefined();
    expect(await t.db.select().from(identities).where(eq(identities.subject, sub))).toHaveLength(0);
  });

  it('asks for the token when a client sends only the spec payload', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/firebase',
      payload: {
        firebaseUid: 'abc',
        email: 'a@example.com',
        name: 'A',
        photoURL: '',
        providerId: '',
        phoneNumber: '',
      },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toMatch(/id_token is required/);
  });

  it('links paid guest bookings only when the token says the email is verified', async () => {
    const unverifiedSub = uid();
    const unverified = await bookAndPayAsGuest(t, {
      eventId,
      ticketTypeId,
      email: `${unverifiedSub}@example.com`,
    });
    const guestOwner = await ownerOfBooking(t, unverified.reference);
    const refused = await signIn(await signToken(key, claimsFor(unverifiedSub, { email_verified: false })));
    expect(refused.status).toBe(200);
    expect(await ownerOfBooking(t, unverified.reference)).toBe(guestOwner);

    const verifiedSub = uid();
    const verified = await bookAndPayAsGuest(t, {
      eventId,
      ticketTypeId,
      email: `${verifiedSub}@example.com`,
    });
    const accepted = await signIn(await signToken(key, claimsFor(verifiedSub)));
    expect(accepted.status).toBe(200);
    const [identity] = await t.db.select().from(identities).where(eq(identities.subject, verifiedSub));
    expect(await ownerOfBooking(t, verified.reference)).toBe(defined(identity, 'identity').userId);
  });
});

describe('POST v1/auth/firebase without FIREBASE_PROJECT_ID', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite');
  });
  afterAll(() => t.close());

  it('answers 503 with a clear message', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/auth/firebase',
      payload: { id_token: 'x.y.z' },
    });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 503,
      code: 'UNAVAILABLE',
      status_description: 'Firebase sign-in is not configured',
    });
  });
});

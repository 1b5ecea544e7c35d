import { eq } from 'drizzle-orm';
import { createLocalJWKSet, type JWTPayload, SignJWT } from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities, sessions } from '../src/db/schema/index';
import { IdentityError } from '../src/providers/identity/identity-error';
import { verifyIdToken } from '../src/providers/identity/verify-id-token';
import { completeSignIn, PLATFORM_URL, startSignIn } from './support/attendee-sign-in';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import {
  createSigningKey,
  type SigningKey,
  signToken,
  startScriptedIssuer,
  unsignedToken,
} from './support/token-kit';

const ISSUER = 'https://issuer.example';
const CLIENT = 'tiketi-client';
const NONCE = 'the-nonce-of-this-sign-in';
const now = () => Math.floor(Date.now() / 1000);

describe('verifying ID tokens', () => {
  let key: SigningKey;
  let attacker: SigningKey;
  let keys: ReturnType<typeof createLocalJWKSet>;

  beforeAll(async () => {
    key = await createSigningKey('issuer-key');
    attacker = await createSigningKey('issuer-key');
    keys = createLocalJWKSet({ keys: [key.publicJwk] });
  });

  const good: JWTPayload = {
    iss: ISSUER,
    aud: CLIENT,
    sub: 'person-1',
    nonce: NONCE,
    email: 'a@example.com',
  };
  const verify = (token: string) =>
    verifyIdToken(token, { issuer: ISSUER, audience: CLIENT, keys, nonce: NONCE });
  const expectRefused = async (token: string, detail: RegExp) => {
    const error = await verify(token).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(IdentityError);
    expect((error as IdentityError).reason).toBe('rejected');
    expect((error as IdentityError).message).toMatch(detail);
  };

  it('accepts a token signed by the issuer with the right claims', async () => {
    const claims = await verify(await signToken(key, good));
    expect(claims).toMatchObject({ sub: 'person-1', email: 'a@example.com' });
  });

  it('refuses a forged token (signed with another key under the same kid)', async () => {
    await expectRefused(await signToken(attacker, good), /signature/i);
  });

  it('refuses an expired token', async () => {
    await expectRefused(await signToken(key, { ...good, iat: now() - 7200, exp: now() - 3600 }), /exp/);
  });

  it('refuses a token for another audience', async () => {
    await expectRefused(await signToken(key, { ...good, aud: 'someone-else' }), /aud/);
  });

  it('refuses a token from another issuer', async () => {
    await expectRefused(await signToken(key, { ...good, iss: 'https://accounts.evil.example' }), /iss/);
  });

  it('refuses an unsigned token (alg: none)', async () => {
    await expectRefused(unsignedToken(good), /ERR_J/);
  });

  it('refuses a token signed with HMAC (alg: HS256), whatever the secret', async () => {
    const token = await new SignJWT({ ...good, iat: now(), exp: now() + 60 })
      .setProtectedHeader({ alg: 'HS256' })
      .sign(new TextEncoder().encode('a-secret-the-client-might-know-123'));
    await expectRefused(token, /ERR_J/);
  });

  it('refuses a token whose nonce is not this sign-in’s, or that has none', async () => {
    await expectRefused(await signToken(key, { ...good, nonce: 'another-sign-in' }), /nonce/);
    const { nonce: _dropped, ...withoutNonce } = good;
    await expectRefused(await signToken(key, withoutNonce), /nonce/);
  });

  it('refuses several audiences unless azp names this client', async () => {
    await expectRefused(await signToken(key, { ...good, aud: [CLIENT, 'other'] }), /azp/);
    const claims = await verify(await signToken(key, { ...good, aud: [CLIENT, 'other'], azp: CLIENT }));
    expect(claims.sub).toBe('person-1');
  });

  it('refuses a token without a subject', async () => {
    const { sub: _dropped, ...withoutSub } = good;
    await expectRefused(await signToken(key, withoutSub), /sub/);
  });
});

describe('the callback refuses bad ID tokens from the issuer itself', () => {
  let t: TestApp;
  let key: SigningKey;
  let attacker: SigningKey;
  let issuer: Awaited<ReturnType<typeof startScriptedIssuer>>;

  beforeAll(async () => {
    key = await createSigningKey('scripted-key');
    attacker = await createSigningKey('scripted-key');
    issuer = await startScriptedIssuer(key);
    t = await createTestApp('pglite', {
      PUBLIC_URL: PLATFORM_URL,
      OIDC_ISSUER: issuer.url,
      OIDC_CLIENT_ID: issuer.clientId,
      OIDC_CLIENT_SECRET: issuer.clientSecret,
    });
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  /** Starts a flow, has the issuer answer the code with `makeToken(nonce)`, and sends the return. */
  async function returnWith(makeToken: (claims: JWTPayload) => Promise<string> | string, sub: string) {
    const started = await startSignIn(t);
    const sent = new URL(started.authorizationUrl);
    const claims: JWTPayload = {
      iss: issuer.url,
      aud: issuer.clientId,
      sub,
      nonce: sent.searchParams.get('nonce') ?? '',
      email: `${sub}@example.com`,
      email_verified: true,
    };
    issuer.answerWith(await makeToken(claims));
    const returned = new URL(`${PLATFORM_URL}/login`);
    returned.searchParams.set('code', 'any-code');
    returned.searchParams.set('state', sent.searchParams.get('state') ?? '');
    return completeSignIn(t, returned, started.cookie);
  }

  const expectNoSignIn = async (result: Awaited<ReturnType<typeof returnWith>>, sub: string) => {
    expect(result.status).toBe(401);
    expect(result.token).toBeUndefined();
    expect(result.body.status_description).toBe(
      'We could not verify your sign-in with the identity provider. Please try again.',
    );
    expect(await t.db.select().from(identities).where(eq(identities.subject, sub))).toHaveLength(0);
  };

  it('control: a correct token signs in (the harness itself works)', async () => {
    const result = await returnWith((claims) => signToken(key, claims), 'scripted-good');
    expect(result.status).toBe(200);
    const [identity] = await t.db.select().from(identities).where(eq(identities.subject, 'scripted-good'));
    expect(identity).toBeDefined();
    expect(
      await t.db
        .select()
        .from(sessions)
        .where(eq(sessions.userId, defined(identity, 'identity').userId)),
    ).toHaveLength(1);
  });

  it('a forged signature', async () => {
    await expectNoSignIn(await returnWith((claims) => signToken(attacker, claims), 'forged'), 'forged');
  });

  it('an expired token', async () => {
    const result = await returnWith(
      (claims) => signToken(key, { ...claims, iat: now() - 7200, exp: now() - 3600 }),
      'expired',
    );
    await expectNoSignIn(result, 'expired');
  });

  it('the wrong audience', async () => {
    const result = await returnWith(
      (claims) => signToken(key, { ...claims, aud: 'another-app' }),
      'wrong-aud',
    );
    await expectNoSignIn(result, 'wrong-aud');
  });

  it('the wrong issuer', async () => {
    const result = await returnWith(
      (claims) => signToken(key, { ...claims, iss: 'https://accounts.evil.example' }),
      'wrong-iss',
    );
    await expectNoSignIn(result, 'wrong-iss');
  });

  it('an unsigned token (alg: none)', async () => {
    await expectNoSignIn(await returnWith((claims) => unsignedToken(claims), 'unsigned'), 'unsigned');
  });

  it('a nonce from another sign-in', async () => {
    const result = await returnWith(
      (claims) => signToken(key, { ...claims, nonce: 'replayed' }),
      'bad-nonce',
    );
    await expectNoSignIn(result, 'bad-nonce');
  });
});

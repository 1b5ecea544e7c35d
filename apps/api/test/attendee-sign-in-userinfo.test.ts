import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { identities } from '../src/db/schema/index';
import {
  completeSignIn,
  PLATFORM_URL,
  startAppWithIssuer,
  startSignIn,
  unique,
} from './support/attendee-sign-in';
import { createOidcBrowser } from './support/oidc-browser';
import type { TestIssuer } from './support/oidc-test-issuer';
import type { TestApp } from './support/test-app';

describe('attendee sign-in with a strict provider that keeps email for userinfo', () => {
  let issuer: TestIssuer;
  let t: TestApp;

  beforeAll(async () => {
    ({ issuer, t } = await startAppWithIssuer('pglite', { conformIdTokenClaims: true }));
  });
  afterAll(async () => {
    await t?.close();
    await issuer?.stop();
  });

  it('reads email and its verification from the userinfo endpoint', async () => {
    const sub = unique('strict');
    issuer.addAccount({ sub, email: `${sub}@example.com`, email_verified: true, name: 'Katherine Johnson' });
    const started = await startSignIn(t);
    const returned = await createOidcBrowser().signInAt(started.authorizationUrl, `${PLATFORM_URL}/login`, {
      login: sub,
    });
    const result = await completeSignIn(t, returned, started.cookie);
    expect(result.status).toBe(200);
    expect(result.body.message).toMatchObject({
      fn: 'Katherine',
      ln: 'Johnson',
      email_address: `${sub}@example.com`,
    });
    const [identity] = await t.db.select().from(identities).where(eq(identities.subject, sub));
    expect(identity?.emailVerified).toBe('yes');
  });
});

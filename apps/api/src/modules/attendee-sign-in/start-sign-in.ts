import type { SignInReturnPath } from '@tiketi/contract/attendee-sign-in';
import * as client from 'openid-client';
import type { AppDeps } from '../../app-types';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createToken, sha256 } from '../../lib/secrets';
import type { IdentityProvider } from '../../providers/identity/identity-provider';
import { insertFlow } from './flow-queries';
import { identityFailure } from './identity-failure';

/** How long a person has between choosing 'Sign In with Google' and coming back. */
export const FLOW_MINUTES = 10;

export interface StartSignInOptions {
  redirect: SignInReturnPath;
  /** The address people reach the platform at (PUBLIC_URL, or the request's own). */
  origin: string;
  ip: string;
}

/**
 * Starts an authorization code flow: fresh state, nonce and PKCE verifier, kept in the database
 * for one use within 10 minutes, and a browser key for the binding cookie. Returns the
 * provider's sign-in address for the browser to go to.
 */
export async function startSignIn(
  deps: Pick<AppDeps, 'db'>,
  identity: IdentityProvider,
  options: StartSignInOptions,
): Promise<{ authorizationUrl: string; browserKey: string }> {
  await enforceRateLimit(deps.db, {
    key: `oidc-start:ip:${options.ip}`,
    limit: 60,
    windowSeconds: 15 * 60,
    message: 'Too many sign-in attempts. Please wait 15 minutes and try again.',
  });
  const state = createToken();
  const nonce = createToken();
  const codeVerifier = client.randomPKCECodeVerifier();
  const browserKey = createToken();
  const redirectUri = `${options.origin}${options.redirect}`;
  let url: URL;
  try {
    url = await identity.authorizationUrl({
      redirectUri,
      state,
      nonce,
      codeChallenge: await client.calculatePKCECodeChallenge(codeVerifier),
    });
  } catch (error) {
    throw identityFailure(error);
  }
  await insertFlow(deps.db, {
    stateHash: sha256(state),
    browserHash: sha256(browserKey),
    issuer: identity.issuer,
    nonce,
    codeVerifier,
    redirectUri,
    expiresAt: new Date(Date.now() + FLOW_MINUTES * 60_000),
  });
  return { authorizationUrl: url.href, browserKey };
}

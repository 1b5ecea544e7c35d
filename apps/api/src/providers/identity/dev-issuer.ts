/// <reference path="./oidc-provider.d.ts" />
import Provider, { type ErrorOut, interactionPolicy } from 'oidc-provider';
import type { DevIssuerSecrets } from './dev-issuer-secrets';
import { createDevIssuerStore } from './dev-issuer-store';

/** The client id the platform uses at its own development issuer. */
export const DEV_CLIENT_ID = 'tiketi-development';

export interface DevAccount {
  email: string;
  name: string;
  isEmailVerified: boolean;
}

export interface DevIssuerOptions {
  /** `<origin>/dev/oidc`. */
  issuer: string;
  clientSecret: string;
  redirectUris: string[];
  secrets: DevIssuerSecrets;
  /** The person behind an account id (the email they typed on the development sign-in page). */
  findAccount(accountId: string): DevAccount;
  /** Path of the development sign-in page of one interaction. */
  interactionPath(uid: string): string;
  renderError(out: ErrorOut): string;
}

/**
 * A real OpenID provider (oidc-provider) standing in for Google while no OIDC_ISSUER is set:
 * authorization code flow with PKCE S256 only, ID tokens signed RS256 with a key kept in the
 * database, and a sign-in page of our own that says plainly it is for development (devInteractions
 * are off). It asks who you are at every sign-in, so a tester can switch people.
 */
export function createDevIssuer(options: DevIssuerOptions): Provider {
  const policy = interactionPolicy.base();
  policy
    .get('login')
    ?.checks.add(
      new interactionPolicy.Check(
        'dev_every_time',
        'the development issuer asks who you are at every sign-in',
        'login_required',
        (ctx) => !ctx.oidc.result?.login,
      ),
    );

  const provider = new Provider(options.issuer, {
    adapter: createDevIssuerStore(),
    clients: [
      {
        client_id: DEV_CLIENT_ID,
        client_secret: options.clientSecret,
        redirect_uris: options.redirectUris,
        grant_types: ['authorization_code'],
        response_types: ['code'],
        token_endpoint_auth_method: 'client_secret_basic',
      },
    ],
    jwks: { keys: [options.secrets.signingKey] },
    cookies: {
      keys: [options.secrets.cookieKey],
      // Lax rather than None: the issuer runs on plain http during development.
      long: { httpOnly: true, sameSite: 'lax' },
      short: { httpOnly: true, sameSite: 'lax' },
    },
    claims: {
      openid: ['sub'],
      email: ['email', 'email_verified'],
      profile: ['name', 'given_name', 'family_name'],
    },
    // Put email and profile in the ID token, as Google does.
    conformIdTokenClaims: false,
    features: {
      devInteractions: { enabled: false },
      rpInitiatedLogout: { enabled: false },
    },
    interactions: { url: (_ctx, interaction) => options.interactionPath(interaction.uid), policy },
    pkce: { methods: ['S256'], required: () => true },
    responseTypes: ['code'],
    scopes: ['openid', 'email', 'profile'],
    findAccount: (_ctx, accountId) => {
      const account = options.findAccount(accountId);
      const [given = '', ...family] = account.name.split(/\s+/);
      return {
        accountId,
        claims: () => ({
          sub: accountId,
          email: account.email,
          email_verified: account.isEmailVerified,
          name: account.name,
          given_name: given,
          family_name: family.join(' '),
        }),
      };
    },
    ttl: {
      AccessToken: 600,
      AuthorizationCode: 120,
      IdToken: 600,
      Interaction: 900,
      Session: 3600,
      Grant: 3600,
    },
    renderError: (ctx, out) => {
      ctx.type = 'html';
      ctx.body = options.renderError(out);
    },
  });
  // The mount passes the real protocol and host in X-Forwarded-* headers it sets itself.
  provider.proxy = true;
  return provider;
}

import { createRemoteJWKSet, type JWTPayload, type JWTVerifyGetKey, customFetch as keysFetch } from 'jose';
import * as client from 'openid-client';
import { IdentityError } from './identity-error';
import type { BackChannelFetch, IdentityProvider, VerifiedIdentity } from './identity-provider';
import { verifyIdToken } from './verify-id-token';

export interface OidcIdentityOptions {
  kind: 'oidc' | 'dev';
  issuer: string;
  clientId: string;
  clientSecret: string;
  /** Replaces fetch for every back-channel request (the development issuer answers in-process). */
  fetch?: BackChannelFetch;
}

interface Discovered {
  config: client.Configuration;
  issuer: string;
  keys: JWTVerifyGetKey;
  hasUserInfo: boolean;
}

const SCOPE = 'openid email profile';
/** Seconds a back-channel request to the issuer may take. */
const TIMEOUT_SECONDS = 10;

/**
 * An OpenID Connect relying party built on openid-client: authorization code flow with PKCE
 * (S256), state and nonce; client_secret_basic at the token endpoint. openid-client checks state,
 * the code exchange and the ID token's claims; verifyIdToken then checks the token again,
 * signature included, against the issuer's published keys (openid-client alone trusts TLS for the
 * signature). The issuer's metadata is discovered once and rediscovered after a failure.
 */
export function createOidcIdentityProvider(options: OidcIdentityOptions): IdentityProvider {
  let discovered: Promise<Discovered> | null = null;

  const discover = async (): Promise<Discovered> => {
    const server = new URL(options.issuer);
    const config = await client.discovery(
      server,
      options.clientId,
      { client_secret: options.clientSecret },
      client.ClientSecretBasic(options.clientSecret),
      {
        // http only reaches this far for a loopback issuer (config refuses any other).
        execute: server.protocol === 'http:' ? [client.allowInsecureRequests] : [],
        timeout: TIMEOUT_SECONDS,
        ...(options.fetch ? { [client.customFetch]: options.fetch } : {}),
      },
    );
    const metadata = config.serverMetadata();
    if (!metadata.jwks_uri) throw new Error('the issuer publishes no jwks_uri');
    const keys = createRemoteJWKSet(new URL(metadata.jwks_uri), {
      timeoutDuration: TIMEOUT_SECONDS * 1000,
      ...(options.fetch ? { [keysFetch]: options.fetch } : {}),
    });
    return { config, issuer: metadata.issuer, keys, hasUserInfo: Boolean(metadata.userinfo_endpoint) };
  };

  const ready = () => {
    discovered ??= discover().catch((error: unknown) => {
      discovered = null;
      throw new IdentityError('unavailable', `discovery of ${options.issuer} failed`, error);
    });
    return discovered;
  };

  return {
    kind: options.kind,
    issuer: options.issuer,

    async authorizationUrl(request) {
      const { config } = await ready();
      return client.buildAuthorizationUrl(config, {
        redirect_uri: request.redirectUri,
        scope: SCOPE,
        state: request.state,
        nonce: request.nonce,
        code_challenge: request.codeChallenge,
        code_challenge_method: 'S256',
      });
    },

    async redeemCode(redemption) {
      const { config, issuer, keys, hasUserInfo } = await ready();
      let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
      try {
        tokens = await client.authorizationCodeGrant(config, redemption.callbackUrl, {
          pkceCodeVerifier: redemption.codeVerifier,
          expectedState: redemption.state,
          expectedNonce: redemption.nonce,
          idTokenExpected: true,
        });
      } catch (error) {
        throw classify(error);
      }
      if (!tokens.id_token) throw new IdentityError('rejected', 'the token response carried no ID token');
      const claims = await verifyIdToken(tokens.id_token, {
        issuer,
        audience: options.clientId,
        keys,
        nonce: redemption.nonce,
      });
      let profile: Record<string, unknown> = claims;
      // Conformant issuers may keep email and profile claims for the userinfo endpoint.
      if (claims.email === undefined && hasUserInfo && tokens.access_token) {
        try {
          const info = await client.fetchUserInfo(config, tokens.access_token, claims.sub as string);
          profile = { ...info, ...claims };
        } catch (error) {
          throw classify(error);
        }
      }
      return toVerifiedIdentity(issuer, claims, profile);
    },
  };
}

function classify(error: unknown): IdentityError {
  if (error instanceof IdentityError) return error;
  const status = (error as { status?: unknown }).status;
  const cause = (error as { cause?: unknown }).cause;
  const isNetwork =
    error instanceof TypeError ||
    cause instanceof TypeError ||
    (error instanceof DOMException && (error.name === 'TimeoutError' || error.name === 'AbortError')) ||
    (typeof status === 'number' && status >= 500);
  const detail = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  return new IdentityError(isNetwork ? 'unavailable' : 'rejected', detail, error);
}

const text = (value: unknown, max: number) => (typeof value === 'string' ? value.trim().slice(0, max) : '');

/** The person from verified claims: email verified only on the issuer's own word. */
export function toVerifiedIdentity(
  issuer: string,
  claims: JWTPayload,
  profile: Record<string, unknown> = claims,
): VerifiedIdentity {
  const email = text(profile.email, 254);
  const [first = '', ...rest] = text(profile.name, 200).split(/\s+/);
  const picture = text(profile.picture, 2048);
  return {
    issuer,
    subject: claims.sub as string,
    email,
    isEmailVerified: email !== '' && (profile.email_verified === true || profile.email_verified === 'true'),
    givenName: text(profile.given_name, 100) || first.slice(0, 100),
    familyName: text(profile.family_name, 100) || rest.join(' ').slice(0, 100),
    picture: picture.startsWith('https://') ? picture : null,
  };
}

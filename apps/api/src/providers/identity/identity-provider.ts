/** A person as a verified ID token (or the issuer's userinfo) describes them. */
export interface VerifiedIdentity {
  issuer: string;
  subject: string;
  /** '' when the issuer shared none. */
  email: string;
  /** Only the issuer's own `email_verified: true` makes this true. */
  isEmailVerified: boolean;
  givenName: string;
  familyName: string;
  picture: string | null;
}

export interface AuthorizationRequest {
  redirectUri: string;
  state: string;
  nonce: string;
  codeChallenge: string;
}

export interface CodeRedemption {
  /** The return address as the provider sent the browser to it (redirect URI plus its parameters). */
  callbackUrl: URL;
  state: string;
  nonce: string;
  codeVerifier: string;
}

/** The parts of a back-channel request that openid-client and jose pass to a custom fetch. */
export interface BackChannelRequest {
  method?: string;
  headers?: Headers | Record<string, string>;
  body?: unknown;
}

/** Fetch for the back channel (discovery, token, keys, userinfo); the dev issuer answers in-process. */
export type BackChannelFetch = (url: string, init: BackChannelRequest) => Promise<Response>;

/**
 * Where attendees prove who they are: an OpenID Connect issuer (Google by default) or the
 * development issuer on this server. Both run the same code path (openid-client).
 */
export interface IdentityProvider {
  readonly kind: 'oidc' | 'dev';
  /** The configured issuer identifier (identities are stored under the issuer's own spelling). */
  readonly issuer: string;
  /** The provider's sign-in page for one flow (authorization code with PKCE, state and nonce). */
  authorizationUrl(request: AuthorizationRequest): Promise<URL>;
  /** Exchanges the returned code and verifies the ID token; throws IdentityError. */
  redeemCode(redemption: CodeRedemption): Promise<VerifiedIdentity>;
}

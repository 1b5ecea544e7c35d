import { errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { IdentityError } from './identity-error';

/** Asymmetric algorithms only: never `none`, never an HMAC keyed with something the client knows. */
export const ID_TOKEN_ALGORITHMS = [
  'RS256',
  'RS384',
  'RS512',
  'PS256',
  'PS384',
  'PS512',
  'ES256',
  'ES384',
  'ES512',
  'EdDSA',
  'Ed25519',
];

/** Seconds of clock difference tolerated between this server and the issuer. */
const CLOCK_TOLERANCE = 60;

export interface VerifyIdTokenOptions {
  /** The issuer's exact identifier, from its discovery document. */
  issuer: string;
  /** Our client id. */
  audience: string;
  /** The issuer's signing keys (its JWKS). */
  keys: JWTVerifyGetKey;
  /** The nonce stored when this sign-in started. */
  nonce: string;
  now?: Date;
}

/**
 * Checks an ID token the way OpenID Connect Core 3.1.3.7 asks: signature against the issuer's
 * keys with an asymmetric algorithm, `iss`, `aud` (and `azp` when there are several audiences),
 * `exp`, `iat`, a non-empty `sub` and our `nonce`. Throws IdentityError('rejected') otherwise.
 */
export async function verifyIdToken(token: string, options: VerifyIdTokenOptions): Promise<JWTPayload> {
  let payload: JWTPayload;
  try {
    ({ payload } = await jwtVerify(token, options.keys, {
      issuer: options.issuer,
      audience: options.audience,
      algorithms: ID_TOKEN_ALGORITHMS,
      requiredClaims: ['iss', 'sub', 'aud', 'exp', 'iat'],
      clockTolerance: CLOCK_TOLERANCE,
      currentDate: options.now,
    }));
  } catch (error) {
    if (isUnreachable(error)) {
      throw new IdentityError('unavailable', 'the issuer signing keys could not be fetched', error);
    }
    throw new IdentityError('rejected', `ID token refused: ${describe(error)}`, error);
  }
  if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 255) {
    throw new IdentityError('rejected', 'ID token refused: sub is missing or malformed');
  }
  if (typeof payload.nonce !== 'string' || payload.nonce !== options.nonce) {
    throw new IdentityError('rejected', 'ID token refused: nonce does not match this sign-in');
  }
  if (Array.isArray(payload.aud) && payload.aud.length > 1 && payload.azp !== options.audience) {
    throw new IdentityError('rejected', 'ID token refused: azp is not this client');
  }
  return payload;
}

function isUnreachable(error: unknown): boolean {
  // A fetch that failed (TypeError), timed out, did not answer 200 (jose's generic error) or sent no key set.
  return (
    error instanceof TypeError ||
    error instanceof errors.JWKSTimeout ||
    error instanceof errors.JWKSInvalid ||
    (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC')
  );
}

function describe(error: unknown): string {
  if (error instanceof errors.JOSEError) return `${error.code}: ${error.message}`;
  return error instanceof Error ? error.message : String(error);
}

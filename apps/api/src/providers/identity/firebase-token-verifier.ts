import { createRemoteJWKSet, errors, type JWTPayload, type JWTVerifyGetKey, jwtVerify } from 'jose';
import { IdentityError } from './identity-error';
import type { VerifiedIdentity } from './identity-provider';
import { toVerifiedIdentity } from './oidc-identity-provider';

const CLOCK_TOLERANCE = 60;

export interface FirebaseTokenVerifier {
  /** `https://securetoken.google.com/<project>`: the issuer identities from Firebase are stored under. */
  readonly issuer: string;
  verify(idToken: string, now?: Date): Promise<VerifiedIdentity>;
}

/**
 * Verifies Firebase Authentication ID tokens as Firebase documents it: RS256 signed by a key of
 * Google's securetoken key set (or the configured FIREBASE_JWKS_URL), `iss` the project's
 * securetoken address, `aud` the project id, `exp` in the future, `iat` and `auth_time` in the
 * past, `sub` (the Firebase uid) non-empty. Only the token speaks: email and its verification
 * come from its claims.
 */
export function createFirebaseTokenVerifier(options: {
  projectId: string;
  jwksUrl: string;
  keys?: JWTVerifyGetKey;
}): FirebaseTokenVerifier {
  const issuer = `https://securetoken.google.com/${options.projectId}`;
  const keys = options.keys ?? createRemoteJWKSet(new URL(options.jwksUrl), { timeoutDuration: 10_000 });

  return {
    issuer,
    async verify(idToken, now = new Date()) {
      let payload: JWTPayload;
      try {
        ({ payload } = await jwtVerify(idToken, keys, {
          issuer,
          audience: options.projectId,
          algorithms: ['RS256'],
          requiredClaims: ['sub', 'exp', 'iat', 'auth_time'],
          clockTolerance: CLOCK_TOLERANCE,
          currentDate: now,
        }));
      } catch (error) {
        const unreachable =
          error instanceof TypeError ||
          error instanceof errors.JWKSTimeout ||
          error instanceof errors.JWKSInvalid ||
          (error instanceof errors.JOSEError && error.code === 'ERR_JOSE_GENERIC');
        const detail = error instanceof Error ? error.message : String(error);
        throw new IdentityError(unreachable ? 'unavailable' : 'rejected', `Firebase token: ${detail}`, error);
      }
      const seconds = Math.floor(now.getTime() / 1000);
      if (typeof payload.sub !== 'string' || payload.sub.length === 0 || payload.sub.length > 128) {
        throw new IdentityError('rejected', 'Firebase token: sub must be a non-empty string of at most 128');
      }
      if (typeof payload.auth_time !== 'number' || payload.auth_time > seconds + CLOCK_TOLERANCE) {
        throw new IdentityError('rejected', 'Firebase token: auth_time must be in the past');
      }
      return toVerifiedIdentity(issuer, payload);
    },
  };
}

import { generateKeyPair, randomBytes } from 'node:crypto';
import { promisify } from 'node:util';
import type { DbOrTx } from '../../db/client';
import { readOrCreatePlatformSecret } from '../../lib/platform-secret';

export interface DevIssuerSecrets {
  /** The RS256 private key (JWK) the development issuer signs ID tokens with. */
  signingKey: Record<string, unknown>;
  /** Signs the development issuer's cookies. */
  cookieKey: string;
}

/** Made once and kept in the database, so the development issuer survives restarts unchanged. */
export async function loadDevIssuerSecrets(db: DbOrTx): Promise<DevIssuerSecrets> {
  const jwk = await readOrCreatePlatformSecret(db, 'dev_oidc_signing_key', async () => {
    const { privateKey } = await promisify(generateKeyPair)('rsa', { modulusLength: 2048 });
    const key = privateKey.export({ format: 'jwk' });
    return JSON.stringify({ ...key, kid: `dev-${randomBytes(6).toString('hex')}`, alg: 'RS256', use: 'sig' });
  });
  const cookieKey = await readOrCreatePlatformSecret(db, 'dev_oidc_cookie_key', () =>
    randomBytes(32).toString('base64url'),
  );
  return { signingKey: JSON.parse(jwk) as Record<string, unknown>, cookieKey };
}

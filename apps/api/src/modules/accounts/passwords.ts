import { hash, verify } from '@node-rs/argon2';

/** OWASP ASVS appendix C: argon2id, t=2, m=19 MiB, p=1. */
// The package's Algorithm enum is a const enum, which isolated modules cannot read: 2 is Argon2id.
const ARGON2ID = 2;
const options = { algorithm: ARGON2ID, timeCost: 2, memoryCost: 19_456, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, options);
}

let dummyHash: Promise<string> | null = null;

/**
 * Checks a password against a stored hash. With no hash (unknown user, or an account that never set
 * a password) it still spends the same work on a dummy hash, so timing does not tell them apart.
 */
export async function verifyPassword(storedHash: string | null, password: string): Promise<boolean> {
  if (!storedHash) {
    dummyHash ??= hashPassword('no account has this password');
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(storedHash, password).catch(() => false);
}

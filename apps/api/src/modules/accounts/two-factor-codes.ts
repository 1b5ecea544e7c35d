import { createCipheriv, createDecipheriv, randomBytes, randomInt } from 'node:crypto';
import { and, eq, isNull, or, sql } from 'drizzle-orm';
import { Secret, TOTP } from 'otpauth';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, twoFactor } from '../../db/schema/index';
import { readOrCreatePlatformSecret } from '../../lib/platform-secret';
import { sha256 } from '../../lib/secrets';

/** The platform secret that encrypts TOTP secrets, kept apart from the rows it protects. */
const KEY_NAME = 'two_factor_key';
const RECOVERY_CODE_COUNT = 10;
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
const PERIOD_SECONDS = 30;

async function key(db: DbOrTx): Promise<Buffer> {
  const value = await readOrCreatePlatformSecret(db, KEY_NAME, () => randomBytes(32).toString('base64'));
  return Buffer.from(value, 'base64');
}

/** AES-256-GCM: `iv.tag.ciphertext`, each base64url. */
export async function encryptSecret(db: DbOrTx, secret: string): Promise<string> {
  const iv = randomBytes(12);
  const cipher = createCipheriv('aes-256-gcm', await key(db), iv);
  const data = Buffer.concat([cipher.update(secret, 'utf8'), cipher.final()]);
  return [iv, cipher.getAuthTag(), data].map((part) => part.toString('base64url')).join('.');
}

async function decryptSecret(db: DbOrTx, stored: string): Promise<string> {
  const [iv, tag, data] = stored.split('.').map((part) => Buffer.from(part, 'base64url'));
  if (!iv || !tag || !data) throw new Error('a stored two-factor secret is not iv.tag.data');
  const decipher = createDecipheriv('aes-256-gcm', await key(db), iv);
  decipher.setAuthTag(tag);
  return Buffer.concat([decipher.update(data), decipher.final()]).toString('utf8');
}

export function newTotp(issuer: string, label: string, secret = new Secret({ size: 20 }).base32) {
  const totp = new TOTP({ issuer, label, secret: Secret.fromBase32(secret), period: PERIOD_SECONDS });
  return { secret, uri: totp.toString() };
}

/**
 * Accepts a 6-digit code from the app once: the code may be one step early or late, and its step
 * must be newer than the last accepted one, so a code seen over someone's shoulder is spent.
 */
export async function acceptTotp(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  if (!/^\d{6}$/.test(code)) return false;
  const [row] = await db.select().from(twoFactor).where(eq(twoFactor.userId, userId));
  if (!row) return false;
  const totp = new TOTP({ secret: Secret.fromBase32(await decryptSecret(db, row.secretEncrypted)) });
  const delta = totp.validate({ token: code, window: 1 });
  if (delta === null) return false;
  const step = Math.floor(Date.now() / 1000 / PERIOD_SECONDS) + delta;
  const updated = await db
    .update(twoFactor)
    .set({ lastStep: step })
    .where(
      and(eq(twoFactor.userId, userId), or(isNull(twoFactor.lastStep), sql`${twoFactor.lastStep} < ${step}`)),
    )
    .returning({ userId: twoFactor.userId });
  return updated.length === 1;
}

const normalizeRecoveryCode = (code: string) => code.toLowerCase().replace(/[^a-z0-9]/g, '');

/** Spends one recovery code, if it is one of the user's and unused. */
export async function acceptRecoveryCode(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  const updated = await db
    .update(recoveryCodes)
    .set({ usedAt: sql`now()` })
    .where(
      and(
        eq(recoveryCodes.userId, userId),
        eq(recoveryCodes.codeHash, sha256(normalizeRecoveryCode(code))),
        isNull(recoveryCodes.usedAt),
      ),
    )
    .returning({ id: recoveryCodes.id });
  return updated.length === 1;
}

/** A code from the app or a recovery code. */
export async function acceptSecondFactor(db: DbOrTx, userId: number, code: string): Promise<boolean> {
  return /^\d{6}$/.test(code) ? acceptTotp(db, userId, code) : acceptRecoveryCode(db, userId, code);
}

/** New recovery codes replace the old ones; only their hashes are kept. */
export async function replaceRecoveryCodes(db: DbOrTx, userId: number): Promise<string[]> {
  const codes = Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    const chars = Array.from({ length: 10 }, () => RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)]);
    return `${chars.slice(0, 5).join('')}-${chars.slice(5).join('')}`;
  });
  await db.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await db
    .insert(recoveryCodes)
    .values(codes.map((code) => ({ userId, codeHash: sha256(normalizeRecoveryCode(code)) })));
  return codes;
}

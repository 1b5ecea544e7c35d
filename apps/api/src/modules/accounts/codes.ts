import { createHmac, randomBytes } from 'node:crypto';
import { and, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { verificationCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { readOrCreatePlatformSecret } from '../../lib/platform-secret';
import { countHit } from '../../lib/rate-limit';
import { createNumericCode, isSameSecret } from '../../lib/secrets';

export type CodePurpose = 'verify' | 'recover' | 'invite';

export const CODE_MAX_ATTEMPTS = 5;
/** Verification and recovery codes live 10 minutes; an invitation waits 3 days for its teammate. */
export const CODE_TTL_MINUTES: Record<CodePurpose, number> = { verify: 10, recover: 10, invite: 3 * 24 * 60 };

const WRONG_CODE = 'The verification code is wrong or has expired. Check the code or request a new one.';
const DEAD_CODE = 'Too many wrong codes. Request a new code with "Forgot password?".';

/** The platform secret keying code hashes; it lives in platform_secrets, not beside the codes. */
export const CODE_KEY_NAME = 'verification_code_key';

/**
 * A code as stored: HMAC-SHA-256 under a server secret. A plain hash of a 6-digit code is reversed
 * by trying all million codes, so a copy of the codes table alone must not be enough.
 */
async function hashCode(db: DbOrTx, userId: number, code: string): Promise<string> {
  const key = await readOrCreatePlatformSecret(db, CODE_KEY_NAME, () =>
    randomBytes(32).toString('base64url'),
  );
  return createHmac('sha256', key).update(`${userId}:${code}`).digest('hex');
}

/** Issues a fresh code for a user; any earlier unused code of theirs stops working. */
export async function issueCode(db: DbOrTx, userId: number, purpose: CodePurpose): Promise<string> {
  const code = createNumericCode();
  await db
    .update(verificationCodes)
    .set({ usedAt: sql`now()` })
    .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)));
  await db.insert(verificationCodes).values({
    userId,
    purpose,
    codeHash: await hashCode(db, userId, code),
    expiresAt: new Date(Date.now() + CODE_TTL_MINUTES[purpose] * 60_000),
  });
  return code;
}

export type CodeCheck = 'accepted' | 'wrong' | 'dead';

/** Wrong tries against a username with no live code (no account, or none issued) are counted here. */
export const codeTriesKey = (account: string) => `code:tries:${account}`;
const CODE_TRIES_WINDOW_SECONDS = CODE_TTL_MINUTES.recover * 60;

/**
 * Uses up the user's current code if `code` matches it. A wrong guess counts against the code, and
 * after five it is dead. With no live code (an unknown username, or an expired code) the tries are
 * counted under `account` instead and die after five the same way, so the answers never tell
 * whether an account exists. It reports instead of throwing, so that the caller's transaction
 * commits the counted attempt; `codeError` turns a refusal into the error to answer with.
 */
export async function checkCode(
  db: DbOrTx,
  userId: number | null,
  code: string,
  account: string,
): Promise<CodeCheck> {
  const [current] =
    userId === null
      ? []
      : await db
          .select()
          .from(verificationCodes)
          .where(and(eq(verificationCodes.userId, userId), isNull(verificationCodes.usedAt)))
          .orderBy(desc(verificationCodes.createdAt), desc(verificationCodes.id))
          .limit(1)
          .for('update');
  if (userId === null || !current || current.expiresAt.getTime() <= Date.now()) {
    const tries = await countHit(db, codeTriesKey(account), CODE_TRIES_WINDOW_SECONDS);
    return tries >= CODE_MAX_ATTEMPTS ? 'dead' : 'wrong';
  }
  if (current.attempts >= CODE_MAX_ATTEMPTS) return 'dead';
  if (!isSameSecret(current.codeHash, await hashCode(db, userId, code))) {
    await db
      .update(verificationCodes)
      .set({ attempts: sql`${verificationCodes.attempts} + 1` })
      .where(eq(verificationCodes.id, current.id));
    return current.attempts + 1 >= CODE_MAX_ATTEMPTS ? 'dead' : 'wrong';
  }
  await db.update(verificationCodes).set({ usedAt: sql`now()` }).where(eq(verificationCodes.id, current.id));
  return 'accepted';
}

export function codeError(check: Exclude<CodeCheck, 'accepted'>): AppError {
  return new AppError('BAD_REQUEST', check === 'dead' ? DEAD_CODE : WRONG_CODE);
}

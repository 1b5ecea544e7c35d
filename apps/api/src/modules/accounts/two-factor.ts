import type {
  TwoFactorDisableInput,
  TwoFactorEnableInput,
  TwoFactorSetup,
  TwoFactorVerifyInput,
} from '@tiketi/contract/two-factor';
import { and, eq, gt, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { recoveryCodes, twoFactor, twoFactorChallenges, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { onlyRow } from '../../lib/only-row';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createToken, sha256 } from '../../lib/secrets';
import type { OrganizerActor } from '../sessions';
import { createSession } from '../sessions';
import type { AccountDeps, RequestContext } from './context';
import { verifyPassword } from './passwords';
import { toSignedInUser } from './signed-in-user';
import {
  acceptSecondFactor,
  acceptTotp,
  encryptSecret,
  newTotp,
  replaceRecoveryCodes,
} from './two-factor-codes';

type Deps = AccountDeps;

const CHALLENGE_MINUTES = 5;
const CHALLENGE_MAX_ATTEMPTS = 5;
const WRONG_CODE = 'The code is wrong or was already used. Enter the current code from your app.';
const EXPIRED = 'This sign-in has expired. Please sign in again with your password.';

/** At most 10 code checks per account per 15 minutes, wherever they come from. */
const limitCodes = (db: DbOrTx, userId: number) =>
  enforceRateLimit(db, {
    key: `2fa:user:${userId}`,
    limit: 10,
    windowSeconds: 15 * 60,
    message: 'Too many codes tried. Please wait 15 minutes and try again.',
  });

export async function isTwoFactorEnabled(db: DbOrTx, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ enabledAt: twoFactor.enabledAt })
    .from(twoFactor)
    .where(eq(twoFactor.userId, userId));
  return Boolean(row?.enabledAt);
}

/** A new secret to scan; it counts only once a code from the app confirms it. */
export async function setUpTwoFactor(deps: Deps, actor: OrganizerActor): Promise<TwoFactorSetup> {
  if (await isTwoFactorEnabled(deps.db, actor.user.id))
    throw new AppError('CONFLICT', 'Two-factor sign-in is already on. Turn it off first to set it up again.');
  const { secret, uri } = newTotp(deps.config.platformName, actor.user.email);
  const secretEncrypted = await encryptSecret(deps.db, secret);
  await deps.db
    .insert(twoFactor)
    .values({ userId: actor.user.id, secretEncrypted })
    .onConflictDoUpdate({
      target: twoFactor.userId,
      set: { secretEncrypted, lastStep: null, enabledAt: null },
    });
  return { secret, otpauth_uri: uri };
}

/** Confirms the setup with a code from the app and returns the recovery codes, shown this once. */
export async function enableTwoFactor(deps: Deps, actor: OrganizerActor, input: TwoFactorEnableInput) {
  await limitCodes(deps.db, actor.user.id);
  return deps.db.transaction(async (tx) => {
    const [row] = await tx.select().from(twoFactor).where(eq(twoFactor.userId, actor.user.id)).for('update');
    if (!row) throw new AppError('BAD_REQUEST', 'Set up two-factor sign-in first.');
    if (row.enabledAt) throw new AppError('CONFLICT', 'Two-factor sign-in is already on.');
    if (!(await acceptTotp(tx, actor.user.id, input.code))) throw new AppError('BAD_REQUEST', WRONG_CODE);
    await tx.update(twoFactor).set({ enabledAt: sql`now()` }).where(eq(twoFactor.userId, actor.user.id));
    return replaceRecoveryCodes(tx, actor.user.id);
  });
}

/** Turns the second factor off with the password or a code. */
export async function disableTwoFactor(deps: Deps, actor: OrganizerActor, input: TwoFactorDisableInput) {
  await limitCodes(deps.db, actor.user.id);
  await deps.db.transaction(async (tx) => {
    const proven = input.password
      ? await verifyPassword(actor.user.passwordHash, input.password)
      : await acceptSecondFactor(tx, actor.user.id, input.code ?? '');
    if (!proven) throw new AppError('BAD_REQUEST', 'The password or code is wrong.');
    await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, actor.user.id));
    await tx.delete(twoFactor).where(eq(twoFactor.userId, actor.user.id));
  });
}

/** After a right password: a token for the 'Two-factor code' step instead of a session. */
export async function startChallenge(db: DbOrTx, userId: number): Promise<string> {
  const token = createToken();
  await db.insert(twoFactorChallenges).values({
    tokenHash: sha256(token),
    userId,
    expiresAt: new Date(Date.now() + CHALLENGE_MINUTES * 60_000),
  });
  return token;
}

/** The 'Two-factor code' step: a right code redeems the challenge once for a session. */
export async function verifyChallenge(deps: Deps, input: TwoFactorVerifyInput, context: RequestContext) {
  await enforceRateLimit(deps.db, {
    key: `2fa:ip:${context.ip}`,
    limit: 30,
    windowSeconds: 15 * 60,
    message: 'Too many attempts. Please wait 15 minutes and try again.',
  });
  const [challenge] = await deps.db
    .select()
    .from(twoFactorChallenges)
    .where(
      and(
        eq(twoFactorChallenges.tokenHash, sha256(input.two_factor_token)),
        isNull(twoFactorChallenges.usedAt),
        gt(twoFactorChallenges.expiresAt, sql`now()`),
      ),
    );
  if (!challenge || challenge.attempts >= CHALLENGE_MAX_ATTEMPTS) throw new AppError('UNAUTHORIZED', EXPIRED);
  await limitCodes(deps.db, challenge.userId);
  const outcome = await deps.db.transaction(async (tx) => {
    if (!(await acceptSecondFactor(tx, challenge.userId, input.code))) {
      await tx
        .update(twoFactorChallenges)
        .set({ attempts: sql`${twoFactorChallenges.attempts} + 1` })
        .where(eq(twoFactorChallenges.id, challenge.id));
      return null;
    }
    const spent = await tx
      .update(twoFactorChallenges)
      .set({ usedAt: sql`now()` })
      .where(and(eq(twoFactorChallenges.id, challenge.id), isNull(twoFactorChallenges.usedAt)))
      .returning({ id: twoFactorChallenges.id });
    if (spent.length !== 1) throw new AppError('UNAUTHORIZED', EXPIRED);
    const updated = await tx
      .update(users)
      .set({ lastLoginAt: sql`now()` })
      .where(eq(users.id, challenge.userId))
      .returning();
    const token = await createSession(tx, challenge.userId, deps.config.session);
    return { token, user: await toSignedInUser(tx, onlyRow(updated, 'sign-in after two-factor')) };
  });
  if (!outcome) throw new AppError('BAD_REQUEST', WRONG_CODE);
  return outcome;
}

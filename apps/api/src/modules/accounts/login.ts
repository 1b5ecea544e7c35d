import type { LoginInput } from '@tiketi/contract/accounts';
import { AppError } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createSession } from '../sessions';
import { type AccountDeps, accountKey, FIFTEEN_MINUTES, type RequestContext } from './context';
import { verifyPassword } from './passwords';
import { findOrganizerByUsername, recordSignIn } from './queries';
import { afterPasswordCheck, beforePasswordCheck } from './sign-in-throttle';
import { toSignedInUser } from './signed-in-user';
import { isTwoFactorEnabled, startChallenge } from './two-factor';

const BAD_CREDENTIALS = 'Incorrect username or password.';

/** Host sign-in with email or phone; the same answer and work for an unknown user and a wrong password. */
export async function login(deps: AccountDeps, input: LoginInput, context: RequestContext) {
  const tooMany = 'Too many sign-in attempts. Please wait 15 minutes and try again.';
  await enforceRateLimit(deps.db, {
    key: `login:ip:${context.ip}`,
    limit: 50,
    windowSeconds: FIFTEEN_MINUTES,
    message: tooMany,
  });
  const user = await findOrganizerByUsername(deps.db, input.username);
  const account = accountKey(user, input.username);
  await beforePasswordCheck(deps.db, account, context.ip);
  const isValid = await verifyPassword(user?.passwordHash ?? null, input.password);
  await afterPasswordCheck(deps.db, account, context.ip, Boolean(user && isValid));
  if (!user || !isValid) throw new AppError('UNAUTHORIZED', BAD_CREDENTIALS);
  if (await isTwoFactorEnabled(deps.db, user.id)) {
    return { kind: 'two-factor' as const, challenge: await startChallenge(deps.db, user.id) };
  }
  return deps.db.transaction(async (tx) => {
    const updated = await recordSignIn(tx, user.id);
    const token = await createSession(tx, user.id, deps.config.session);
    return { kind: 'signed-in' as const, token, user: await toSignedInUser(tx, updated) };
  });
}

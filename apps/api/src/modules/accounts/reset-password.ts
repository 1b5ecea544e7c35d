import type { PasswordResetInput } from '@tiketi/contract/accounts';
import { enforceRateLimit } from '../../lib/rate-limit';
import { createSession, revokeUserSessions } from '../sessions';
import { checkCode, codeError } from './codes';
import { type AccountDeps, accountKey, FIFTEEN_MINUTES, type RequestContext } from './context';
import { hashPassword } from './passwords';
import { findOrganizerByUsername, setPasswordAndVerify } from './queries';
import { toSignedInUser } from './signed-in-user';

/**
 * Verification screen: checks the code, sets the password, ends every other session and signs in.
 * Serves account verification, recovery and accepting an invitation alike.
 */
export async function resetPassword(deps: AccountDeps, input: PasswordResetInput, context: RequestContext) {
  await enforceRateLimit(deps.db, {
    key: `reset:ip:${context.ip}`,
    limit: 30,
    windowSeconds: FIFTEEN_MINUTES,
    message: 'Too many attempts. Please wait 15 minutes and try again.',
  });
  const passwordHash = await hashPassword(input.password);
  const outcome = await deps.db.transaction(async (tx) => {
    const user = await findOrganizerByUsername(tx, input.username);
    const check = await checkCode(tx, user?.id ?? null, input.code, accountKey(user, input.username));
    if (check !== 'accepted' || !user) return { check, session: null };
    await revokeUserSessions(tx, user.id);
    const updated = await setPasswordAndVerify(tx, user.id, passwordHash);
    const token = await createSession(tx, user.id, deps.config.session);
    return { check, session: { token, user: await toSignedInUser(tx, updated) } };
  });
  if (outcome.check !== 'accepted' || !outcome.session)
    throw codeError(outcome.check === 'dead' ? 'dead' : 'wrong');
  return outcome.session;
}

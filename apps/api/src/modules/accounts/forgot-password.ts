import type { PasswordForgotInput } from '@tiketi/contract/accounts';
import { clearHits, enforceRateLimit } from '../../lib/rate-limit';
import { codeTriesKey } from './codes';
import { type AccountDeps, accountKey, FIFTEEN_MINUTES, type RequestContext, resetLink } from './context';
import { findOrganizerByUsername } from './queries';
import { sendCode } from './send-code';

const FORGOT_ANSWER =
  'If an account exists for this username, we have sent a verification code to its email address.';

/** Runs work once the answer has gone out, so that its time is not part of the answer's. */
export type AfterAnswer = (work: () => Promise<void>) => void;

/** Recovery: a new code by email when the account exists, and the same answer when it does not. */
export async function forgotPassword(
  deps: AccountDeps,
  input: PasswordForgotInput,
  context: RequestContext,
  afterAnswer: AfterAnswer,
) {
  const tooMany = 'Too many code requests. Please wait 15 minutes and try again.';
  await enforceRateLimit(deps.db, {
    key: `forgot:ip:${context.ip}`,
    limit: 10,
    windowSeconds: 3600,
    message: tooMany,
  });
  const user = await findOrganizerByUsername(deps.db, input.username);
  await enforceRateLimit(deps.db, {
    key: `forgot:account:${accountKey(user, input.username)}`,
    limit: 3,
    windowSeconds: FIFTEEN_MINUTES,
    message: tooMany,
  });
  // Answer before any work that depends on the account, so the time taken tells nothing.
  afterAnswer(async () => {
    await clearHits(deps.db, codeTriesKey(accountKey(user, input.username)));
    if (!user) return;
    await deps.db.transaction(async (tx) => {
      await sendCode(tx, deps.config.platformName, user, {
        purpose: 'recover',
        link: resetLink(context.origin, user.email),
      });
    });
  });
  return FORGOT_ANSWER;
}

import { type Actor, revokeSession } from '../sessions';
import type { AccountDeps } from './context';

/** Spec decision #9: signing out ends the session on the server too. */
export async function logout(deps: AccountDeps, actor: Actor) {
  await revokeSession(deps.db, actor.sessionId);
}

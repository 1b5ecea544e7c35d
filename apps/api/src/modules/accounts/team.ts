import type { InviteTeammateInput } from '@tiketi/contract/accounts';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { users, verificationCodes } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { databaseErrorOf } from '../../lib/database-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import type { OrganizerActor } from '../sessions';
import { revokeUserSessions } from '../sessions';
import type { AccountDeps } from './context';
import { findOrganization, findOrganizerByUsername } from './queries';
import { sendCode } from './send-code';

type Deps = AccountDeps;

const ONLY_OWNER = 'Only the organisation owner can manage the team.';

/** A teammate or pending invite of the actor's own organisation; never the owner, never another's. */
async function findTeammate(deps: Deps, actor: OrganizerActor, teammateId: number) {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER);
  const [teammate] = await deps.db
    .select()
    .from(users)
    .where(
      and(
        eq(users.id, teammateId),
        eq(users.kind, 'organizer'),
        eq(users.organizationId, actor.organizationId),
      ),
    );
  if (!teammate) throw new AppError('NOT_FOUND', 'No such teammate or invitation in your organisation.');
  if (teammate.role === 'owner')
    throw new AppError('BAD_REQUEST', 'The owner cannot be removed from the team.');
  return teammate;
}

/** Invitations an organisation may send a day, first or again: one counter for both. */
export function limitInvitations(deps: Deps, actor: OrganizerActor) {
  return enforceRateLimit(deps.db, {
    key: `invite:organization:${actor.organizationId}`,
    limit: 50,
    windowSeconds: 24 * 3600,
    message: 'Too many invitations today. Please try again tomorrow.',
  });
}

/** A teammate's invitation email with a new code, from the actor, on the caller's transaction. */
export function sendInvitation(
  tx: DbOrTx,
  deps: Deps,
  actor: OrganizerActor,
  teammate: { id: number; email: string; firstName: string },
  organizationName: string | undefined,
  origin: string,
) {
  return sendCode(tx, deps.config.platformName, teammate, {
    purpose: 'invite',
    link: `${origin}/organizer/reset?username=${encodeURIComponent(teammate.email)}&invited=1`,
    organizationName,
    invitedBy: `${actor.user.firstName} ${actor.user.lastName}`.trim(),
  });
}

const isPendingInvite = (teammate: { passwordHash: string | null }) => teammate.passwordHash === null;

/**
 * Removes a teammate or cancels an invitation (owner only). Their sessions end at once, so their
 * next request is 401. An account that checked tickets in stays as a record of who did, with no
 * organisation, role or password: it can never sign in as an organiser again.
 */
export async function removeTeammate(deps: Deps, actor: OrganizerActor, teammateId: number) {
  const teammate = await findTeammate(deps, actor, teammateId);
  await deps.db.transaction(async (tx) => {
    await revokeUserSessions(tx, teammate.id);
    await tx
      .update(verificationCodes)
      .set({ usedAt: sql`now()` })
      .where(and(eq(verificationCodes.userId, teammate.id), isNull(verificationCodes.usedAt)));
  });
  try {
    await deps.db.delete(users).where(eq(users.id, teammate.id));
  } catch (error) {
    if (databaseErrorOf(error)?.code !== '23503') throw error;
    await deps.db
      .update(users)
      .set({ kind: 'guest', organizationId: null, role: null, passwordHash: null })
      .where(eq(users.id, teammate.id));
  }
  return isPendingInvite(teammate)
    ? `The invitation to ${teammate.email} is cancelled.`
    : `${teammate.firstName} ${teammate.lastName} is removed from the team.`.trim();
}

/** Sends a pending invitation again with a new code; the old code stops working. */
export async function resendInvite(deps: Deps, actor: OrganizerActor, teammateId: number, origin: string) {
  const teammate = await findTeammate(deps, actor, teammateId);
  if (!isPendingInvite(teammate))
    throw new AppError('CONFLICT', `${teammate.email} has already joined the team.`);
  await limitInvitations(deps, actor);
  const organization = await findOrganization(deps.db, actor.organizationId);
  await deps.db.transaction((tx) =>
    sendInvitation(tx, deps, actor, teammate, organization?.displayName, origin),
  );
  return `Invitation sent again to ${teammate.email}`;
}

/** Why an invitation clashes: the person is already on this team, already invited, or elsewhere. */
export async function alreadyInvitedError(deps: Deps, actor: OrganizerActor, input: InviteTeammateInput) {
  const existing =
    (await findOrganizerByUsername(deps.db, input.email_address)) ??
    (await findOrganizerByUsername(deps.db, input.msisdn));
  if (existing?.organizationId !== actor.organizationId) {
    return new AppError(
      'CONFLICT',
      'This email address or phone number already belongs to another organiser account.',
    );
  }
  const who = `${existing.firstName} ${existing.lastName}`.trim();
  return existing.passwordHash === null
    ? new AppError('CONFLICT', `${who} is already invited. You can resend the invitation from Team Access.`)
    : new AppError('CONFLICT', `${who} is already on your team.`);
}

import type { InviteTeammateInput } from '@tiketi/contract/accounts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import type { OrganizerActor } from '../sessions';
import type { AccountDeps, RequestContext } from './context';
import { findOrganization, insertOrganizer, normalizePhone } from './queries';
import { alreadyInvitedError, limitInvitations, sendInvitation } from './team';

/** Only the owner invites (docs/decisions/007-team-roles.md); the teammate gets a code by email. */
export async function inviteTeammate(
  deps: AccountDeps,
  actor: OrganizerActor,
  input: InviteTeammateInput,
  context: RequestContext,
) {
  if (actor.role !== 'owner')
    throw new AppError('FORBIDDEN', 'Only the organisation owner can invite teammates.');
  await limitInvitations(deps, actor);
  const organization = await findOrganization(deps.db, actor.organizationId);
  try {
    await deps.db.transaction(async (tx) => {
      const teammate = await insertOrganizer(tx, {
        role: 'member',
        organizationId: actor.organizationId,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email_address,
        msisdn: normalizePhone(input.msisdn),
      });
      await sendInvitation(tx, deps, actor, teammate, organization?.displayName, context.origin);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw await alreadyInvitedError(deps, actor, input);
    throw error;
  }
  return `Invitation sent to ${input.email_address}`;
}

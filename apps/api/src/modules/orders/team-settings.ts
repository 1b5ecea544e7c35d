import type { TeamSettings } from '@tiketi/contract/event-operations';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import { findMembersCanRefund, setMembersCanRefund } from './queries';

type Deps = Pick<AppDeps, 'db'>;

const ONLY_OWNER = 'Only the organisation owner can change the team settings.';

/** `GET v1/client/team/settings`: what teammates may do, for every member to read. */
export async function getTeamSettings(deps: Deps, actor: OrganizerActor): Promise<TeamSettings> {
  return { members_can_refund: await findMembersCanRefund(deps.db, actor.organizationId) };
}

/** `PUT v1/client/team/settings`: the owner lets teammates refund and cancel, or stops them. */
export async function updateTeamSettings(
  deps: Deps,
  actor: OrganizerActor,
  input: TeamSettings,
): Promise<TeamSettings> {
  if (actor.role !== 'owner') throw new AppError('FORBIDDEN', ONLY_OWNER);
  await setMembersCanRefund(deps.db, actor.organizationId, input.members_can_refund);
  return getTeamSettings(deps, actor);
}

import type { Teammate } from '@tiketi/contract/accounts';
import type { OrganizerActor } from '../sessions';
import type { AccountDeps } from './context';
import { findOrganizationMembers } from './queries';

/** Everyone in the organiser's organisation, invitations not yet accepted included. */
export async function listTeam(deps: AccountDeps, actor: OrganizerActor): Promise<Teammate[]> {
  const members = await findOrganizationMembers(deps.db, actor.organizationId);
  return members.map((member) => ({
    id: member.id,
    first_name: member.firstName,
    last_name: member.lastName,
    email_address: member.email,
    msisdn: member.msisdn,
    role: member.role ?? 'member',
    last_login_date: member.lastLoginAt?.toISOString() ?? null,
  }));
}

import type { OrganizationSelf } from '@tiketi/contract/accounts';
import { notFound } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import type { AccountDeps } from './context';
import { findOrganization } from './queries';

/** The signed-in organiser's organisation, with their role in it. */
export async function getOrganizationSelf(
  deps: AccountDeps,
  actor: OrganizerActor,
): Promise<OrganizationSelf> {
  const organization = await findOrganization(deps.db, actor.organizationId);
  if (!organization) throw notFound('Organisation not found');
  return {
    organization_name: organization.name,
    display_name: organization.displayName,
    organization_email_address: organization.email,
    organization_msisdn: organization.msisdn,
    role: actor.role,
  };
}

import type { SignedInUser } from '@tiketi/contract/accounts';
import type { DbOrTx } from '../../db/client';
import type { SessionUser } from '../sessions';
import { findOrganization } from './queries';

/** What sign-in answers: the person, their role and organisation. */
export async function toSignedInUser(db: DbOrTx, user: SessionUser): Promise<SignedInUser> {
  const organization = user.organizationId ? await findOrganization(db, user.organizationId) : null;
  return {
    fn: user.firstName,
    ln: user.lastName,
    email_address: user.email,
    msisdn: user.msisdn,
    account_type: user.kind === 'organizer' ? 'organizer' : 'user',
    role: user.role,
    organization: organization ? { id: organization.id, display_name: organization.displayName } : null,
  };
}

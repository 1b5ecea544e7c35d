import type { RegisterOrganizerInput } from '@tiketi/contract/accounts';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { insertOrganizationWithSlug } from '../organizers';
import { type AccountDeps, type RequestContext, resetLink } from './context';
import { insertOrganizer, normalizePhone } from './queries';
import { sendCode } from './send-code';

const ACCOUNT_EXISTS = 'An account with this email address or phone number already exists. Please sign in.';

/** Step 2 of host registration: the organisation, its owner, and a verification code by email. */
export async function registerOrganizer(
  deps: AccountDeps,
  input: RegisterOrganizerInput,
  context: RequestContext,
) {
  await enforceRateLimit(deps.db, {
    key: `register:ip:${context.ip}`,
    limit: deps.config.registrationsPerAddress,
    windowSeconds: 3600,
    message: 'Too many registrations from this address. Please try again in an hour.',
  });
  try {
    await deps.db.transaction(async (tx) => {
      // Issue 19: with its page's slug, unique even against a registration of the same name at once.
      const organization = await insertOrganizationWithSlug(tx, {
        name: input.organization_name,
        displayName: input.display_name,
        email: input.organization_email_address,
        msisdn: input.organization_msisdn,
      });
      const owner = await insertOrganizer(tx, {
        role: 'owner',
        organizationId: organization.id,
        firstName: input.first_name,
        lastName: input.last_name,
        email: input.email_address,
        msisdn: normalizePhone(input.msisdn),
      });
      await sendCode(tx, deps.config.platformName, owner, {
        purpose: 'verify',
        link: resetLink(context.origin, owner.email),
      });
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', ACCOUNT_EXISTS);
    throw error;
  }
}

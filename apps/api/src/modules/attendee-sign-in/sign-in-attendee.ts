import type { SignedInUser } from '@tiketi/contract/accounts';
import { and, eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { Tx } from '../../db/client';
import { identities, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { isUniqueViolation } from '../../lib/database-error';
import { onlyRow } from '../../lib/only-row';
import type { VerifiedIdentity } from '../../providers/identity/identity-provider';
import { createSession, type SessionUser } from '../sessions';
import { linkGuestBookings } from './link-guest-bookings';

type Deps = Pick<AppDeps, 'db' | 'config'>;

export interface AttendeeSignIn {
  token: string;
  user: SignedInUser;
  /** Paid guest bookings that moved into the account at this sign-in. */
  linkedBookings: number;
}

function toSignedInUser(user: SessionUser): SignedInUser {
  return {
    fn: user.firstName,
    ln: user.lastName,
    email_address: user.email,
    msisdn: user.msisdn,
    account_type: 'user',
    role: null,
    organization: null,
  };
}

/** The attendee behind (issuer, subject), brought up to date with what the issuer says now. */
async function upsertAttendee(tx: Tx, identity: VerifiedIdentity): Promise<SessionUser> {
  const [found] = await tx
    .select({ user: users, identityId: identities.id })
    .from(identities)
    .innerJoin(users, eq(users.id, identities.userId))
    .where(and(eq(identities.issuer, identity.issuer), eq(identities.subject, identity.subject)));

  if (found) {
    if (found.user.kind !== 'attendee') {
      throw new AppError('FORBIDDEN', 'This identity belongs to an account that cannot sign in here.');
    }
    await tx
      .update(identities)
      .set({ email: identity.email || null, emailVerified: identity.isEmailVerified ? 'yes' : 'no' })
      .where(eq(identities.id, found.identityId));
    const isSameEmail = identity.email.toLowerCase() === found.user.email.toLowerCase();
    // Verified is what the issuer says today; the time is kept while the address stays the same.
    const emailVerifiedAt = identity.isEmailVerified
      ? isSameEmail && found.user.emailVerifiedAt
        ? found.user.emailVerifiedAt
        : sql`now()`
      : null;
    const updated = await tx
      .update(users)
      .set({
        firstName: identity.givenName || found.user.firstName,
        lastName: identity.familyName || found.user.lastName,
        ...(identity.email ? { email: identity.email } : {}),
        emailVerifiedAt,
        photoUrl: identity.picture ?? found.user.photoUrl,
        lastLoginAt: sql`now()`,
      })
      .where(eq(users.id, found.user.id))
      .returning();
    return onlyRow(updated, 'update of a signed-in attendee');
  }

  const created = onlyRow(
    await tx
      .insert(users)
      .values({
        kind: 'attendee',
        firstName: identity.givenName,
        lastName: identity.familyName,
        email: identity.email,
        photoUrl: identity.picture,
        emailVerifiedAt: identity.isEmailVerified ? sql`now()` : null,
        lastLoginAt: sql`now()`,
      })
      .returning(),
    'insert of a new attendee',
  );
  await tx.insert(identities).values({
    userId: created.id,
    issuer: identity.issuer,
    subject: identity.subject,
    email: identity.email || null,
    emailVerified: identity.isEmailVerified ? 'yes' : 'no',
  });
  return created;
}

/**
 * Signs in the attendee of a verified identity (finding or creating them by issuer and subject),
 * gives them the paid guest bookings of their verified email, and starts a session.
 */
export async function signInAttendee(deps: Deps, identity: VerifiedIdentity): Promise<AttendeeSignIn> {
  const attempt = () =>
    deps.db.transaction(async (tx) => {
      const user = await upsertAttendee(tx, identity);
      const linkedBookings = identity.isEmailVerified
        ? await linkGuestBookings(tx, { attendeeId: user.id, verifiedEmail: identity.email })
        : 0;
      const token = await createSession(tx, user.id, deps.config.session);
      return { token, user: toSignedInUser(user), linkedBookings };
    });
  try {
    return await attempt();
  } catch (error) {
    // Two first sign-ins of one person at once: the other created the identity; use it.
    if (isUniqueViolation(error)) return attempt();
    throw error;
  }
}

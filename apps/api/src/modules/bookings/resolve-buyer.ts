import { MESSAGES } from '@tiketi/contract/messages';
import { z } from 'zod';
import type { DbOrTx } from '../../db/client';
import { users } from '../../db/schema/index';
import { badRequest } from '../../lib/app-error';
import type { Actor } from '../sessions/authenticate';
import { createSession, type SessionPolicy } from '../sessions/sessions';

export interface Buyer {
  userId: number;
  name: string;
  email: string;
  msisdn: string;
  /** A new guest session, returned to the browser in the `auth` header. */
  newToken: string | null;
}

const email = z.email();

/**
 * Who owns a booking. A signed-in person owns it with the details of their account. A guest gives
 * name, email and phone, and becomes a guest user of their own with a session that reaches only
 * their own bookings (decision 7): never an existing account, even one with the same email.
 */
export async function resolveBuyer(
  db: DbOrTx,
  actor: Actor | null,
  details: { full_name: string; email_address: string; msisdn: string } | undefined,
  policy: SessionPolicy,
): Promise<Buyer> {
  if (actor) {
    const { user } = actor;
    return {
      userId: user.id,
      name: details?.full_name || `${user.firstName} ${user.lastName}`.trim() || user.email,
      email: user.kind === 'guest' && details?.email_address ? details.email_address : user.email,
      msisdn: details?.msisdn || user.msisdn,
      newToken: null,
    };
  }
  if (!details?.full_name || !details.email_address || !details.msisdn) {
    throw badRequest(MESSAGES.personalDetailsRequired);
  }
  if (!email.safeParse(details.email_address).success) throw badRequest('Enter a valid email address');
  const [firstName, ...rest] = details.full_name.split(/\s+/);
  const [guest] = await db
    .insert(users)
    .values({
      kind: 'guest',
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      email: details.email_address,
      msisdn: details.msisdn,
    })
    .returning({ id: users.id });
  const newToken = await createSession(db, guest!.id, policy);
  return {
    userId: guest!.id,
    name: details.full_name,
    email: details.email_address,
    msisdn: details.msisdn,
    newToken,
  };
}

import { MESSAGES } from '@tiketi/contract/messages';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import { createToken, sha256 } from '../../lib/secrets';
import type { Actor, SessionPolicy } from '../sessions';

/** A guest buyer to create together with the booking, and the session that will be theirs. */
export interface NewGuest {
  firstName: string;
  lastName: string;
  /** Returned to the browser in the `auth` header; only its hash is stored. */
  token: string;
  tokenHash: string;
  sessionExpiresAt: Date;
}

export interface Buyer {
  /** The signed-in buyer; null when the booking creates a new guest. */
  userId: number | null;
  guest: NewGuest | null;
  name: string;
  email: string;
  msisdn: string;
}

const email = z.email();

/**
 * Who owns a booking. A signed-in person owns it with the details of their account. A guest gives
 * name, email and phone, and becomes a guest user of their own with a session that reaches only
 * their own bookings (spec decision #7): never an existing account, even one with the same email. The
 * guest is written with the booking, in the same statement.
 */
export function resolveBuyer(
  actor: Actor | null,
  details: { full_name: string; email_address: string; msisdn: string } | undefined,
  policy: SessionPolicy,
): Buyer {
  if (actor) {
    const { user } = actor;
    return {
      userId: user.id,
      guest: null,
      name: details?.full_name || `${user.firstName} ${user.lastName}`.trim() || user.email,
      email: user.kind === 'guest' && details?.email_address ? details.email_address : user.email,
      msisdn: details?.msisdn || user.msisdn,
    };
  }
  if (!details?.full_name || !details.email_address || !details.msisdn) {
    throw badRequest(MESSAGES.personalDetailsRequired);
  }
  if (!email.safeParse(details.email_address).success) throw badRequest('Enter a valid email address');
  const [firstName, ...rest] = details.full_name.split(/\s+/);
  const token = createToken();
  return {
    userId: null,
    guest: {
      firstName: firstName ?? '',
      lastName: rest.join(' '),
      token,
      tokenHash: sha256(token),
      sessionExpiresAt: new Date(Date.now() + policy.maxHours * 3_600_000),
    },
    name: details.full_name,
    email: details.email_address,
    msisdn: details.msisdn,
  };
}

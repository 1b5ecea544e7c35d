import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { type HolderNames, type HolderNamesInput, isEmailAddress } from '@tiketi/contract/questions';
import { and, eq } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { bookings, events } from '../../db/schema/index';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { recordOrderEvent } from '../bookings';
import type { Actor } from '../sessions';
import { findAdmissionLayout, findHolders, saveHolder } from './correction-queries';

type Deps = Pick<AppDeps, 'db'>;

export const BOOKING_NOT_FOUND = 'Booking not found';
export const NAMES_NOT_TAKEN = 'This event does not put names on its tickets';
export const NAMES_CLOSED = 'Ticket names can no longer be changed for this event';
const TOO_MANY = 'Too many changes to ticket names. Please try again in a while.';

const shown = (text: string) => text || '(none)';

/** The signed-in buyer's own paid booking, locked; 404 for none and for someone else's. */
async function findOwnPaidBooking(db: DbOrTx, userId: number, reference: string) {
  const [row] = await db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(
      and(
        eq(bookings.reference, reference),
        eq(bookings.userId, userId),
        eq(bookings.status, BOOKING_STATUS.paid),
      ),
    )
    .for('update', { of: bookings });
  if (!row) throw notFound(BOOKING_NOT_FOUND);
  return row;
}

async function holderListOf(db: DbOrTx, bookingId: number): Promise<HolderNames> {
  const [admissions, holders] = await Promise.all([
    findAdmissionLayout(db, bookingId),
    findHolders(db, bookingId),
  ]);
  return {
    holders: admissions.map((admission) => ({
      number: admission.number,
      ticket_name: admission.ticketName,
      name: holders.get(admission.number)?.name ?? '',
      email: holders.get(admission.number)?.email ?? '',
    })),
  };
}

/**
 * `PUT v1/tickets/{booking_id}/holders`: the buyer corrects their tickets' names (and emails, when
 * the event asks them) from My Tickets, until the organizer's date (by default, the event's start).
 * A required name cannot be blanked. The change is a 'holders_changed' line on the order's timeline.
 */
export async function correctHolderNames(
  deps: Deps,
  actor: Actor,
  reference: string,
  input: HolderNamesInput,
  now = new Date(),
): Promise<{ holders: HolderNames; changed: boolean }> {
  await enforceRateLimit(deps.db, {
    key: `holder-names:user:${actor.user.id}`,
    limit: 30,
    windowSeconds: 3600,
    message: TOO_MANY,
  });
  return deps.db.transaction(async (tx) => {
    const { booking, event } = await findOwnPaidBooking(tx, actor.user.id, reference);
    if (event.ticketNames === 'off') throw new AppError('CONFLICT', NAMES_NOT_TAKEN);
    if (now >= (event.namesEditableUntil ?? event.startTime)) throw new AppError('CONFLICT', NAMES_CLOSED);
    const [admissions, holders] = await Promise.all([
      findAdmissionLayout(tx, booking.id),
      findHolders(tx, booking.id),
    ]);
    const lines: string[] = [];
    for (const holder of input.holders) {
      const admission = admissions[holder.number - 1];
      if (!admission) throw badRequest(`Ticket ${holder.number} is not in this booking`);
      const before = holders.get(admission.number) ?? { name: '', email: '' };
      const name = holder.name;
      // An email is kept as it is when the event does not ask one, or none is sent.
      const email =
        event.ticketEmails === 'off' || holder.email === undefined
          ? before.email
          : holder.email.toLowerCase();
      if (event.ticketNames === 'required' && !name) {
        throw badRequest(`Ticket ${admission.number}: enter the ticket holder's name`);
      }
      if (event.ticketEmails === 'required' && !email) {
        throw badRequest(`Ticket ${admission.number}: enter the ticket holder's email`);
      }
      if (email !== before.email && email && !isEmailAddress(email)) {
        throw badRequest(`Ticket ${admission.number}: enter a valid email address`);
      }
      if (name === before.name && email === before.email) continue;
      await saveHolder(tx, booking.id, admission, { name, email });
      holders.set(admission.number, { position: admission.number, name, email });
      const where = `ticket ${admission.number}`;
      if (name !== before.name) lines.push(`Name (${where}): ${shown(before.name)} → ${shown(name)}`);
      if (email !== before.email) lines.push(`Email (${where}): ${shown(before.email)} → ${shown(email)}`);
    }
    if (lines.length > 0) {
      await recordOrderEvent(tx, {
        bookingId: booking.id,
        kind: 'holders_changed',
        actor: 'Buyer',
        detail: lines.join('; '),
      });
    }
    return { holders: await holderListOf(tx, booking.id), changed: lines.length > 0 };
  });
}

import type { AttendeeList, AttendeeQuery, CheckInResult, CheckInStats } from '@tiketi/contract/check-in';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { eventZone } from '../../lib/event-zone';
import { findHolderName } from '../questions-read';
import type { OrganizerActor } from '../sessions';
import { type DoorHow, logDoorEntry, WEB_DEVICE } from './door-log-write';
import {
  countAdmissions,
  countAttendees,
  findAttendees,
  findBookingAtDoor,
  findOwnedEvent,
  findTicketByCode,
  markCheckedIn,
} from './queries';
import { toAttendees } from './to-attendees';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const EVENT_NOT_FOUND = 'Event not found';

/** The event, if the caller's organisation owns it: everyone else gets the same 404. */
export async function requireOwnedEvent(deps: Deps, actor: OrganizerActor, eventId: number) {
  const event = await findOwnedEvent(deps.db, actor.organizationId, eventId);
  if (!event) throw notFound(EVENT_NOT_FOUND);
  return event;
}

const fullName = (first: string | null, last: string | null, email: string | null) =>
  `${first ?? ''} ${last ?? ''}`.trim() || email || 'a teammate';

/** Buyer, seat lines and which admission of the booking a ticket is. */
async function describeAdmission(deps: Deps, bookingId: number, ticketId: number) {
  const booking = await findBookingAtDoor(deps.db, bookingId);
  if (!booking) return {};
  const index = booking.tickets.findIndex((ticket) => ticket.id === ticketId);
  const item = booking.items.find((row) => row.id === booking.tickets[index]?.bookingItemId);
  // The admission's number is its holder's position (issue 16).
  const holderName = item ? await findHolderName(deps.db, bookingId, index + 1) : '';
  return {
    booking_id: booking.reference,
    buyer_name: booking.buyerName,
    seats: booking.items.map((row) => ({
      name: row.name,
      no_of_persons: row.noOfPersons,
      quantity: row.quantity,
    })),
    ...(item
      ? {
          ticket: {
            number: index + 1,
            of: booking.tickets.length,
            name: item.name,
            no_of_persons: item.noOfPersons,
            holder_name: holderName,
          },
        }
      : {}),
  };
}

/**
 * One scan at the door. The conditional update decides 'valid' atomically; only when it matched
 * nothing is the ticket looked up to say why: unknown, another event's, refunded,
 * cancelled, unpaid, or already checked in (when and by whom). Details of another organisation's
 * ticket are never shown.
 */
export async function checkIn(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  code: string,
  how: DoorHow = { kind: 'scan', device: WEB_DEVICE },
): Promise<CheckInResult> {
  await requireOwnedEvent(deps, actor, eventId);
  // The check-in and its log entry are written together (issue 17), at the same now().
  return deps.db.transaction(async (tx) => {
    const inTx = { ...deps, db: tx };
    const { ticketId, ...result } = await decide(inTx, actor, { eventId, code, device: how.device });
    await logDoorEntry(tx, { eventId, ticketId, userId: actor.user.id, ...how, outcome: result.outcome });
    return { ...result, counts: await countAdmissions(tx, eventId) };
  });
}

type Decision = Omit<CheckInResult, 'counts'> & { ticketId: number | null };

async function decide(
  deps: Deps,
  actor: OrganizerActor,
  scan: { eventId: number; code: string; device: string },
  attempt = 1,
): Promise<Decision> {
  const { eventId, code } = scan;
  const marked = await markCheckedIn(deps.db, { code, eventId, userId: actor.user.id, device: scan.device });
  if (marked) {
    const { checkedInAt } = marked;
    if (!checkedInAt) throw new Error('check-in: a ticket just checked in has no check-in time');
    return {
      outcome: 'valid',
      ticketId: marked.id,
      ...(await describeAdmission(deps, marked.bookingId, marked.id)),
      checked_in_at: checkedInAt.toISOString(),
      checked_in_by: fullName(actor.user.firstName, actor.user.lastName, actor.user.email),
    };
  }
  const ticket = await findTicketByCode(deps.db, code);
  if (!ticket) return { outcome: 'unknown', ticketId: null };
  if (ticket.eventId !== eventId) {
    const isOurs = ticket.eventOrganizationId === actor.organizationId;
    return {
      outcome: 'other_event',
      ticketId: null,
      ...(isOurs ? { other_event_title: ticket.eventTitle } : {}),
    };
  }
  const details = { ticketId: ticket.id, ...(await describeAdmission(deps, ticket.bookingId, ticket.id)) };
  if (ticket.bookingStatus === BOOKING_STATUS.refunded) return { outcome: 'refunded', ...details };
  // Tickets exist only once paid: a ticket of a cancelled booking is of an order the organizer
  // cancelled. A voided ticket admits nobody, whatever its booking says.
  if (ticket.bookingStatus === BOOKING_STATUS.cancelled || ticket.voidedAt) {
    return { outcome: 'cancelled', ...details };
  }
  if (ticket.bookingStatus !== BOOKING_STATUS.paid) return { outcome: 'unpaid', ...details };
  if (ticket.checkedInAt) {
    return {
      outcome: 'already_checked_in',
      ...details,
      checked_in_at: ticket.checkedInAt.toISOString(),
      checked_in_by: fullName(
        ticket.checkedInByFirstName,
        ticket.checkedInByLastName,
        ticket.checkedInByEmail,
      ),
    };
  }
  // Paid, ours and not checked in, yet the update missed: the booking changed between the two
  // statements. Deciding again gives the answer for its state now.
  if (attempt < 3) return decide(deps, actor, scan, attempt + 1);
  return { outcome: 'unknown', ticketId: null };
}

/** The event at the door and its live counter. */
export async function getCheckInStats(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
): Promise<CheckInStats> {
  const event = await requireOwnedEvent(deps, actor, eventId);
  return {
    event: {
      id: event.id,
      title: event.title,
      start_time: event.startTime.toISOString(),
      end_time: event.endTime.toISOString(),
      time_zone: eventZone(event.timeZone, deps.config.timeZone),
      location: event.location,
    },
    counts: await countAdmissions(deps.db, eventId),
  };
}

/** A page of the attendee list: paid bookings by buyer name, with their check-ins. */
export async function listAttendees(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  query: AttendeeQuery,
): Promise<AttendeeList> {
  await requireOwnedEvent(deps, actor, eventId);
  const filter = { eventId, search: query.q || undefined };
  const [rows, { total, free }, counts] = await Promise.all([
    findAttendees(deps.db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countAttendees(deps.db, filter),
    countAdmissions(deps.db, eventId),
  ]);
  return { data: await toAttendees(deps.db, rows), total, free_total: free, counts };
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, bookings, events, issuedTickets, users } from '../../db/schema/index';

/** The event when the organisation owns it; null otherwise (404 to anyone else). */
export async function findOwnedEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select()
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row ?? null;
}

/**
 * Checks a ticket in with one conditional update: it matches only a ticket of this event, of a
 * paid booking, not yet checked in nor voided. Two devices scanning the same code at the same moment both
 * run it; PostgreSQL lets one win and re-evaluates the other's condition, which then fails.
 */
export async function markCheckedIn(
  db: DbOrTx,
  input: { code: string; eventId: number; userId: number; device: string },
) {
  const [row] = await db
    .update(issuedTickets)
    .set({ checkedInAt: sql`now()`, checkedInBy: input.userId, checkedInDevice: input.device })
    .from(bookings)
    .where(
      and(
        eq(issuedTickets.code, input.code),
        eq(issuedTickets.eventId, input.eventId),
        isNull(issuedTickets.checkedInAt),
        // Voided with its order (refunded in full, cancelled) in the same transaction: a scan racing
        // the refund waits on this row's lock and then sees it (the joined booking is not re-read).
        isNull(issuedTickets.voidedAt),
        eq(bookings.id, issuedTickets.bookingId),
        eq(bookings.status, BOOKING_STATUS.paid),
      ),
    )
    .returning({
      id: issuedTickets.id,
      bookingId: issuedTickets.bookingId,
      checkedInAt: issuedTickets.checkedInAt,
    });
  return row ?? null;
}

/** A ticket by its code, wherever it belongs, with its booking's state and who checked it in. */
export async function findTicketByCode(db: DbOrTx, code: string) {
  const [row] = await db
    .select({
      id: issuedTickets.id,
      bookingId: issuedTickets.bookingId,
      eventId: issuedTickets.eventId,
      checkedInAt: issuedTickets.checkedInAt,
      voidedAt: issuedTickets.voidedAt,
      bookingStatus: bookings.status,
      eventOrganizationId: events.organizationId,
      eventTitle: events.title,
      checkedInByFirstName: users.firstName,
      checkedInByLastName: users.lastName,
      checkedInByEmail: users.email,
    })
    .from(issuedTickets)
    .innerJoin(bookings, eq(bookings.id, issuedTickets.bookingId))
    .innerJoin(events, eq(events.id, issuedTickets.eventId))
    .leftJoin(users, eq(users.id, issuedTickets.checkedInBy))
    .where(eq(issuedTickets.code, code));
  return row ?? null;
}

/** A booking's buyer, seat lines and issued tickets (in issue order: the admission numbers). */
export async function findBookingAtDoor(db: DbOrTx, bookingId: number) {
  const [booking] = await db
    .select({ reference: bookings.reference, buyerName: bookings.buyerName })
    .from(bookings)
    .where(eq(bookings.id, bookingId));
  const items = await db
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.ticketTypeId));
  const tickets = await db
    .select({ id: issuedTickets.id, bookingItemId: issuedTickets.bookingItemId })
    .from(issuedTickets)
    .where(eq(issuedTickets.bookingId, bookingId))
    .orderBy(asc(issuedTickets.id));
  return booking ? { ...booking, items, tickets } : null;
}

/** Admissions of an event's paid bookings that still admit, and the people they admit, checked in or not. */
export async function countAdmissions(db: DbOrTx, eventId: number) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${issuedTickets.checkedInAt})::int`,
      peopleTotal: sql<number>`coalesce(sum(${bookingItems.noOfPersons}), 0)::int`,
      peopleCheckedIn: sql<number>`coalesce(sum(${bookingItems.noOfPersons}) filter (where ${issuedTickets.checkedInAt} is not null), 0)::int`,
    })
    .from(issuedTickets)
    .innerJoin(
      bookings,
      and(eq(bookings.id, issuedTickets.bookingId), eq(bookings.status, BOOKING_STATUS.paid)),
    )
    .innerJoin(bookingItems, eq(bookingItems.id, issuedTickets.bookingItemId))
    // Voided tickets (a refunded or cancelled order's) admit nobody, so they are not counted.
    .where(and(eq(issuedTickets.eventId, eventId), isNull(issuedTickets.voidedAt)));
  return {
    checked_in: row?.checkedIn ?? 0,
    total: row?.total ?? 0,
    people_checked_in: row?.peopleCheckedIn ?? 0,
    people_total: row?.peopleTotal ?? 0,
  };
}

export interface AttendeeFilter {
  eventId: number;
  /** Part of a name, email, phone number or booking id. */
  search?: string;
}

function attendeeConditions(filter: AttendeeFilter): SQL {
  const conditions = [eq(bookings.eventId, filter.eventId), eq(bookings.status, BOOKING_STATUS.paid)];
  if (filter.search) {
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(bookings.buyerName, pattern),
        ilike(bookings.buyerEmail, pattern),
        ilike(bookings.buyerMsisdn, pattern),
        ilike(bookings.reference, pattern),
      ) ?? sql`false`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** Paid bookings of an event, by buyer name. */
export function findAttendees(db: DbOrTx, filter: AttendeeFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select()
    .from(bookings)
    .where(attendeeConditions(filter))
    .orderBy(sql`lower(${bookings.buyerName})`, asc(bookings.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

/** Confirmed bookings that match, and how many of them were free ($0: paid for with nothing). */
export async function countAttendees(db: DbOrTx, filter: AttendeeFilter) {
  const [row] = await db
    .select({
      total: sql<number>`count(*)::int`,
      free: sql<number>`(count(*) filter (where ${bookings.totalMinor} = 0))::int`,
    })
    .from(bookings)
    .where(attendeeConditions(filter));
  return { total: row?.total ?? 0, free: row?.free ?? 0 };
}

/** Per booking: admissions, how many are checked in, and the latest check-in. */
export function findCheckInsOfBookings(db: DbOrTx, bookingIds: number[]) {
  if (bookingIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      bookingId: issuedTickets.bookingId,
      tickets: sql<number>`count(*)::int`,
      checkedIn: sql<number>`count(${issuedTickets.checkedInAt})::int`,
      lastCheckedInAt: sql<Date | null>`max(${issuedTickets.checkedInAt})`.mapWith(issuedTickets.checkedInAt),
    })
    .from(issuedTickets)
    .where(inArray(issuedTickets.bookingId, bookingIds))
    .groupBy(issuedTickets.bookingId);
}

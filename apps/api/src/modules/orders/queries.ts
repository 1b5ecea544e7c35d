import type { OrderMethod, OrderStatus } from '@tiketi/contract/orders';
import { and, asc, desc, eq, gt, ilike, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import {
  bookingItems,
  bookings,
  events,
  issuedTickets,
  orderEvents,
  organizations,
  outbox,
  refunds,
  users,
} from '../../db/schema/index';
import { orderStatusCondition } from './order-status';

/** The event when the organisation owns it; null otherwise (the caller answers 404). */
export async function findOwnedEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, title: events.title, timeZone: events.timeZone })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row ?? null;
}

export interface OrderFilter {
  eventId: number;
  statuses?: OrderStatus[];
  methods?: OrderMethod[];
  /** Part of a reference, name, email or phone number, in any case. */
  search?: string;
}

function orderConditions(filter: OrderFilter): SQL {
  const conditions: SQL[] = [eq(bookings.eventId, filter.eventId)];
  if (filter.statuses?.length) {
    conditions.push(or(...filter.statuses.map(orderStatusCondition)) ?? sql`false`);
  }
  if (filter.methods?.length) conditions.push(inArray(bookings.paymentMethod, filter.methods));
  if (filter.search) {
    // LIKE's wildcards are searched for as themselves.
    const pattern = `%${filter.search.replace(/[\\%_]/g, (char) => `\\${char}`)}%`;
    conditions.push(
      or(
        ilike(bookings.reference, pattern),
        ilike(bookings.buyerName, pattern),
        ilike(bookings.buyerEmail, pattern),
        ilike(bookings.buyerMsisdn, pattern),
      ) ?? sql`false`,
    );
  }
  return and(...conditions) ?? sql`true`;
}

/** An event's bookings that match, newest first; every one of them without a page. */
export function findOrders(db: DbOrTx, filter: OrderFilter, page?: { limit: number; offset: number }) {
  const query = db
    .select()
    .from(bookings)
    .where(orderConditions(filter))
    .orderBy(desc(bookings.createdAt), desc(bookings.id));
  return page ? query.limit(page.limit).offset(page.offset) : query;
}

export async function countOrders(db: DbOrTx, filter: OrderFilter): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(bookings)
    .where(orderConditions(filter));
  return row?.total ?? 0;
}

/** Per booking, money sent to the provider and not yet confirmed: already spoken for. */
export async function findPendingRefunds(db: DbOrTx, bookingIds: number[]): Promise<Map<number, number>> {
  if (bookingIds.length === 0) return new Map();
  const rows = await db
    .select({
      bookingId: refunds.bookingId,
      amountMinor: sql<number>`coalesce(sum(${refunds.amountMinor}), 0)::int`,
    })
    .from(refunds)
    .where(and(inArray(refunds.bookingId, bookingIds), eq(refunds.status, 'pending')))
    .groupBy(refunds.bookingId);
  return new Map(rows.map((row) => [row.bookingId, row.amountMinor]));
}

/** A booking's admissions in issue order (their position is the number), with who checked each in. */
export function findAdmissions(db: DbOrTx, bookingId: number) {
  return db
    .select({
      id: issuedTickets.id,
      name: bookingItems.name,
      checkedInAt: issuedTickets.checkedInAt,
      voidedAt: issuedTickets.voidedAt,
      checkerFirstName: users.firstName,
      checkerLastName: users.lastName,
      checkerEmail: users.email,
    })
    .from(issuedTickets)
    .innerJoin(bookingItems, eq(bookingItems.id, issuedTickets.bookingItemId))
    .leftJoin(users, eq(users.id, issuedTickets.checkedInBy))
    .where(eq(issuedTickets.bookingId, bookingId))
    .orderBy(asc(issuedTickets.id));
}

/** The codes of a booking's admissions in issue order, for the PDF of a resend. */
export function findTicketCodes(db: DbOrTx, bookingId: number) {
  return db
    .select({ code: issuedTickets.code, bookingItemId: issuedTickets.bookingItemId })
    .from(issuedTickets)
    .where(and(eq(issuedTickets.bookingId, bookingId), isNull(issuedTickets.voidedAt)))
    .orderBy(asc(issuedTickets.id));
}

/** The timeline rows actions wrote for a booking. */
export function findOrderEvents(db: DbOrTx, bookingId: number) {
  return db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.bookingId, bookingId))
    .orderBy(asc(orderEvents.createdAt), asc(orderEvents.id));
}

/**
 * The mails sent to a booking's buyer: outbox rows whose key names the booking as
 * `booking-<what>:<booking id>` or `booking-<what>:<booking id>:<more>`. Only the subject and the
 * address are read, never the attachments.
 */
export function findMailsOfBooking(db: DbOrTx, bookingId: number) {
  const key = outbox.idempotencyKey;
  // A pattern, not LIKE: `booking-%:12` would also match another booking's `booking-resend:5:12`.
  return db
    .select({
      subject: sql<string | null>`${outbox.payload}->>'subject'`,
      to: sql<string | null>`${outbox.payload}->>'to'`,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(sql`${key} ~ ${`^booking-[a-z-]+:${bookingId}(:|$)`}`)
    .orderBy(asc(outbox.id));
}

/** Resends of a booking within the last hour (its lock held by the caller). */
export async function countRecentResends(db: DbOrTx, bookingId: number): Promise<number> {
  const [row] = await db
    .select({ total: sql<number>`count(*)::int` })
    .from(orderEvents)
    .where(
      and(
        eq(orderEvents.bookingId, bookingId),
        eq(orderEvents.kind, 'resent'),
        gt(orderEvents.createdAt, sql`now() - interval '1 hour'`),
      ),
    );
  return row?.total ?? 0;
}

export async function findMembersCanRefund(db: DbOrTx, organizationId: number): Promise<boolean> {
  const [row] = await db
    .select({ membersCanRefund: organizations.membersCanRefund })
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row?.membersCanRefund === true;
}

export async function setMembersCanRefund(db: DbOrTx, organizationId: number, value: boolean) {
  await db.update(organizations).set({ membersCanRefund: value }).where(eq(organizations.id, organizationId));
}

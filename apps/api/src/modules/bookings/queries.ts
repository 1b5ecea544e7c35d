import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { bookingItems, bookings, events } from '../../db/schema/index';

export interface BookingTarget {
  event: {
    id: number;
    status: number;
    currency: string;
    hasEnded: boolean;
    /** Issue 15: the fees and taxes the order is priced with. */
    taxName: string;
    taxRateBp: number;
    taxMode: 'added' | 'included';
    feeFixedMinor: number;
    feePercentBp: number;
    feePayer: 'buyer' | 'organizer';
  };
  /** The requested ticket types that belong to the event, by id. */
  types: Map<
    number,
    { id: number; name: string; priceMinor: number; noOfPersons: number; status: number; hidden: boolean }
  >;
}

/** The event to book and the requested ticket types of it, in one round trip; null for no event. */
export async function findBookingTarget(
  db: DbOrTx,
  eventId: number,
  ticketTypeIds: number[],
): Promise<BookingTarget | null> {
  const rows = await queryRows<{
    event_status: number;
    currency: string;
    has_ended: boolean;
    tax_name: string;
    tax_rate_bp: number;
    tax_mode: 'added' | 'included';
    fee_fixed_minor: number;
    fee_percent_bp: number;
    fee_payer: 'buyer' | 'organizer';
    id: number | null;
    name: string | null;
    price_minor: number | null;
    no_of_persons: number | null;
    status: number | null;
    hidden: boolean | null;
  }>(
    db,
    sql`select e.status as event_status, e.currency, e.end_time <= now() as has_ended,
               e.tax_name, e.tax_rate_bp, e.tax_mode, e.fee_fixed_minor, e.fee_percent_bp, e.fee_payer,
               t.id, t.name, t.price_minor, t.no_of_persons, t.status, t.hidden
        from events e
        left join ticket_types t on t.event_id = e.id and t.id in ${ticketTypeIds}
        where e.id = ${eventId}`,
  );
  const first = rows[0];
  if (!first) return null;
  const types: BookingTarget['types'] = new Map();
  for (const { id, name, price_minor, no_of_persons, status, hidden } of rows) {
    // The left join gives one row of nulls when none of the types belongs to the event.
    if (id === null || name === null || price_minor === null || no_of_persons === null || status === null) {
      continue;
    }
    types.set(id, {
      id,
      name,
      priceMinor: price_minor,
      noOfPersons: no_of_persons,
      status,
      hidden: hidden === true,
    });
  }
  return {
    event: {
      id: eventId,
      status: first.event_status,
      currency: first.currency,
      hasEnded: first.has_ended,
      taxName: first.tax_name,
      taxRateBp: first.tax_rate_bp,
      taxMode: first.tax_mode,
      feeFixedMinor: first.fee_fixed_minor,
      feePercentBp: first.fee_percent_bp,
      feePayer: first.fee_payer,
    },
    types,
  };
}

/**
 * A user's own booking by its provider's intent, among the providers given (those this server runs
 * with); null when there is none or it is someone else's.
 */
export async function findOwnBookingByIntent(
  db: DbOrTx,
  providers: readonly string[],
  intentId: string,
  userId: number,
) {
  if (providers.length === 0) return null;
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        inArray(bookings.provider, [...providers]),
        eq(bookings.providerIntentId, intentId),
        eq(bookings.userId, userId),
      ),
    );
  return booking ?? null;
}

/**
 * A user's booking by the secret an M-Pesa or PayPal booking keeps itself (the card's secret is its
 * payment's own, found through findOwnBookingByIntent).
 */
export async function findOwnBookingBySecret(db: DbOrTx, clientSecret: string, userId: number) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.clientSecret, clientSecret), eq(bookings.userId, userId)));
  return booking ?? null;
}

/** A user's pending bookings for one event, with their payments. */
export function findPendingBookingsOf(db: DbOrTx, userId: number, eventId: number) {
  return db
    .select({ id: bookings.id, provider: bookings.provider, intentId: bookings.providerIntentId })
    .from(bookings)
    .where(
      and(
        eq(bookings.userId, userId),
        eq(bookings.eventId, eventId),
        eq(bookings.status, BOOKING_STATUS.pending),
      ),
    );
}

/** The event a booking is for; the foreign key guarantees it exists. */
export async function findBookingEvent(db: DbOrTx, booking: { id: number; eventId: number }) {
  const [event] = await db.select().from(events).where(eq(events.id, booking.eventId));
  if (!event) throw new Error(`booking ${booking.id} has no event ${booking.eventId}`);
  return event;
}

export function findBookingItems(db: DbOrTx, bookingId: number) {
  return db
    .select()
    .from(bookingItems)
    .where(eq(bookingItems.bookingId, bookingId))
    .orderBy(asc(bookingItems.ticketTypeId));
}

export type BookingRow = typeof bookings.$inferSelect;
export type BookingItemRow = typeof bookingItems.$inferSelect;
export type BookingEventRow = typeof events.$inferSelect;

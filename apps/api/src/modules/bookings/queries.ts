import { and, asc, eq, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { bookingItems, bookings } from '../../db/schema/index';

export interface BookingTarget {
  event: { id: number; status: number; currency: string; hasEnded: boolean };
  /** The requested ticket types that belong to the event, by id. */
  types: Map<number, { id: number; name: string; priceMinor: number; noOfPersons: number; status: number }>;
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
    id: number | null;
    name: string | null;
    price_minor: number | null;
    no_of_persons: number | null;
    status: number | null;
  }>(
    db,
    sql`select e.status as event_status, e.currency, e.end_time <= now() as has_ended,
               t.id, t.name, t.price_minor, t.no_of_persons, t.status
        from events e
        left join ticket_types t on t.event_id = e.id and t.id in ${ticketTypeIds}
        where e.id = ${eventId}`,
  );
  const first = rows[0];
  if (!first) return null;
  const types: BookingTarget['types'] = new Map();
  for (const row of rows) {
    if (row.id === null) continue;
    types.set(row.id, {
      id: row.id,
      name: row.name!,
      priceMinor: row.price_minor!,
      noOfPersons: row.no_of_persons!,
      status: row.status!,
    });
  }
  return {
    event: { id: eventId, status: first.event_status, currency: first.currency, hasEnded: first.has_ended },
    types,
  };
}

/** A booking by its provider's intent, locked: confirmation and expiry take this lock first. */
export async function lockBookingByIntent(db: DbOrTx, provider: string, intentId: string) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(and(eq(bookings.provider, provider), eq(bookings.providerIntentId, intentId)))
    .for('update');
  return booking ?? null;
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

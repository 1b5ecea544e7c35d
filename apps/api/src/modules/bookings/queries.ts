import { and, asc, eq, inArray } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookingItems, bookings, events, ticketTypes } from '../../db/schema/index';

export async function findBookableEvent(db: DbOrTx, eventId: number) {
  const [event] = await db
    .select({
      id: events.id,
      title: events.title,
      status: events.status,
      currency: events.currency,
      endTime: events.endTime,
    })
    .from(events)
    .where(eq(events.id, eventId));
  return event ?? null;
}

export function findTicketTypesOfEvent(db: DbOrTx, eventId: number, ids: number[]) {
  return db
    .select()
    .from(ticketTypes)
    .where(and(eq(ticketTypes.eventId, eventId), inArray(ticketTypes.id, ids)));
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

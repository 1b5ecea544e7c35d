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

/** A user's own booking by its provider's intent; null when there is none or it is someone else's. */
export async function findOwnBookingByIntent(db: DbOrTx, provider: string, intentId: string, userId: number) {
  const [booking] = await db
    .select()
    .from(bookings)
    .where(
      and(
        eq(bookings.provider, provider),
        eq(bookings.providerIntentId, intentId),
        eq(bookings.userId, userId),
      ),
    );
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

export interface ClaimedBooking {
  id: number;
  provider: string | null;
  intentId: string | null;
  isExpired: boolean;
}

/**
 * Claims up to `limit` pending bookings the reconciler should look at, for `leaseSeconds`: those
 * whose hold ran out, and those pending for more than `pendingSeconds` (their payment may have
 * succeeded while nobody confirmed it). SKIP LOCKED and the lease give each row to one instance;
 * an expired hold last looked at before it expired is claimable again at once.
 */
export async function claimPendingBookings(
  db: DbOrTx,
  options: { limit: number; pendingSeconds: number; leaseSeconds: number; holdSeconds: number },
): Promise<ClaimedBooking[]> {
  const rows = await queryRows<{
    id: number;
    provider: string | null;
    provider_intent_id: string | null;
    is_expired: boolean;
  }>(
    db,
    sql`update bookings b set reconcile_after = now() + make_interval(secs => ${options.leaseSeconds})
        where b.id in (
          select id from bookings
          where status = 1
            -- Made over pendingSeconds ago, read off the hold's end so the expiry index serves it.
            and hold_expires_at < now() + make_interval(secs => ${Math.max(0, options.holdSeconds - options.pendingSeconds)})
            and (reconcile_after is null or reconcile_after <= now()
                 or (hold_expires_at < now() and reconcile_after <= hold_expires_at))
          order by hold_expires_at
          limit ${options.limit}
          for update skip locked)
        returning b.id, b.provider, b.provider_intent_id, b.hold_expires_at < now() as is_expired`,
  );
  return rows.map((row) => ({
    id: row.id,
    provider: row.provider,
    intentId: row.provider_intent_id,
    isExpired: row.is_expired,
  }));
}

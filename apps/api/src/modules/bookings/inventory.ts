import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events, promoCodes, ticketTypes } from '../../db/schema/index';

export interface SeatRequest {
  ticketTypeId: number;
  quantity: number;
}

/**
 * Rows sorted by ticket type id: every writer takes ticket-type locks in this one order, then the
 * event's row (its shared capacity, issue 15), then a promo code's: the order book_seats keeps.
 */
export function inLockOrder<T extends SeatRequest>(rows: readonly T[]): T[] {
  return [...rows].sort((a, b) => a.ticketTypeId - b.ticketTypeId);
}

/** Turns held seats into sold ones when a pending booking is paid. */
export async function sellHeldSeats(db: DbOrTx, requests: readonly SeatRequest[]): Promise<void> {
  for (const request of inLockOrder(requests)) {
    await db
      .update(ticketTypes)
      .set({
        held: sql`${ticketTypes.held} - ${request.quantity}`,
        sold: sql`${ticketTypes.sold} + ${request.quantity}`,
      })
      .where(eq(ticketTypes.id, request.ticketTypeId));
  }
}

/**
 * Sells seats whose hold had already been released (a payment that arrived late). Succeeds only if
 * every type still has room; the caller runs it in a savepoint and undoes it otherwise.
 */
export async function sellSeatsIfAvailable(db: DbOrTx, requests: readonly SeatRequest[]): Promise<boolean> {
  for (const request of inLockOrder(requests)) {
    const rows = await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} + ${request.quantity}` })
      .where(
        and(
          eq(ticketTypes.id, request.ticketTypeId),
          sql`${ticketTypes.sold} + ${ticketTypes.held} + ${request.quantity} <= ${ticketTypes.maxTickets}`,
        ),
      )
      .returning({ id: ticketTypes.id });
    if (rows.length === 0) return false;
  }
  return moveCapacity(db, requests, +1);
}

/**
 * Moves an event's shared capacity (issue 15) by the seats of `requests` (all of one event), after
 * their types' rows: only while the event has a capacity, read afresh here, so a capacity set
 * meanwhile (which locked the types and recounted first) is never missed nor counted twice. Taking
 * answers false, changing nothing, when the seats do not fit.
 */
async function moveCapacity(db: DbOrTx, requests: readonly SeatRequest[], sign: 1 | -1): Promise<boolean> {
  const [first] = requests;
  if (!first) return true;
  const seats = requests.reduce((sum, request) => sum + request.quantity, 0) * sign;
  const eventOf = sql`(select ${ticketTypes.eventId} from ${ticketTypes} where ${ticketTypes.id} = ${first.ticketTypeId})`;
  const [event] = await db
    .select({ capacity: events.capacity })
    .from(events)
    .where(sql`${events.id} = ${eventOf}`);
  if (event?.capacity === null || event?.capacity === undefined) return true;
  const moved = await db
    .update(events)
    .set({ capacityUsed: sql`${events.capacityUsed} + ${seats}` })
    .where(
      and(
        sql`${events.id} = ${eventOf}`,
        sql`${events.capacity} is not null`,
        sql`${events.capacityUsed} + ${seats} <= ${events.capacity}`,
      ),
    )
    .returning({ id: events.id });
  return moved.length > 0;
}

/**
 * Takes a promo code's use again for an ended order revived by a late payment (the trigger of
 * migration 0014 gave it back when the hold ended): only while the code has a use left, so a code
 * is never over-used; false otherwise, and the caller undoes its savepoint.
 */
export async function takeCodeUseAgain(db: DbOrTx, promoCodeId: number): Promise<boolean> {
  const rows = await db
    .update(promoCodes)
    .set({ uses: sql`${promoCodes.uses} + 1` })
    .where(
      and(
        eq(promoCodes.id, promoCodeId),
        sql`(${promoCodes.maxUses} is null or ${promoCodes.uses} < ${promoCodes.maxUses})`,
      ),
    )
    .returning({ id: promoCodes.id });
  return rows.length > 0;
}

/** Gives held seats back (an expired or cancelled hold). */
export async function releaseSeats(db: DbOrTx, requests: readonly SeatRequest[]): Promise<void> {
  const totals = new Map<number, number>();
  for (const request of requests) {
    totals.set(request.ticketTypeId, (totals.get(request.ticketTypeId) ?? 0) + request.quantity);
  }
  const merged = [...totals].map(([ticketTypeId, quantity]) => ({ ticketTypeId, quantity }));
  for (const request of inLockOrder(merged)) {
    await db
      .update(ticketTypes)
      .set({ held: sql`${ticketTypes.held} - ${request.quantity}` })
      .where(eq(ticketTypes.id, request.ticketTypeId));
  }
  await moveCapacity(db, merged, -1);
}

/** Puts sold seats back on sale (a paid booking refunded in full). */
export async function returnSoldSeats(db: DbOrTx, requests: readonly SeatRequest[]): Promise<void> {
  for (const request of inLockOrder(requests)) {
    await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${request.quantity}` })
      .where(eq(ticketTypes.id, request.ticketTypeId));
  }
  await moveCapacity(db, requests, -1);
}

/** What remains bookable now, by the counters the conditional update uses. */
export async function findRemainingSeats(db: DbOrTx, ticketTypeIds: number[]) {
  if (ticketTypeIds.length === 0) return [];
  return db
    .select({
      id: ticketTypes.id,
      name: ticketTypes.name,
      status: ticketTypes.status,
      priceMinor: ticketTypes.priceMinor,
      remaining: sql<number>`greatest(${ticketTypes.maxTickets} - ${ticketTypes.sold} - ${ticketTypes.held}, 0)::int`,
    })
    .from(ticketTypes)
    .where(inArray(ticketTypes.id, ticketTypeIds));
}

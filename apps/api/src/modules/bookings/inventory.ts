import { and, eq, inArray, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { ticketTypes } from '../../db/schema/index';

export interface SeatRequest {
  ticketTypeId: number;
  quantity: number;
}

/** Rows sorted by ticket type id: every writer takes ticket-type locks in this one order. */
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
  return true;
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
}

/** Puts sold seats back on sale (a paid booking refunded in full). */
export async function returnSoldSeats(db: DbOrTx, requests: readonly SeatRequest[]): Promise<void> {
  for (const request of inLockOrder(requests)) {
    await db
      .update(ticketTypes)
      .set({ sold: sql`${ticketTypes.sold} - ${request.quantity}` })
      .where(eq(ticketTypes.id, request.ticketTypeId));
  }
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

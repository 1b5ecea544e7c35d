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

/**
 * Holds seats of one ticket type with a single conditional update: it succeeds only while the type
 * is on sale at the price the booking was priced with and enough seats remain.
 */
export async function holdSeats(
  db: DbOrTx,
  request: SeatRequest & { eventId: number; priceMinor: number },
  options: { unguarded?: boolean } = {},
): Promise<boolean> {
  if (options.unguarded) return holdSeatsUnguarded(db, request);
  const rows = await db
    .update(ticketTypes)
    .set({ held: sql`${ticketTypes.held} + ${request.quantity}` })
    .where(
      and(
        eq(ticketTypes.id, request.ticketTypeId),
        eq(ticketTypes.eventId, request.eventId),
        eq(ticketTypes.status, 1),
        eq(ticketTypes.priceMinor, request.priceMinor),
        sql`${ticketTypes.sold} + ${ticketTypes.held} + ${request.quantity} <= ${ticketTypes.maxTickets}`,
      ),
    )
    .returning({ id: ticketTypes.id });
  return rows.length === 1;
}

/**
 * The naive read-then-write that the conditional update replaces. It exists only so that the
 * concurrency tests can prove their harness catches an oversell (the control test); nothing in
 * the application can reach it.
 */
async function holdSeatsUnguarded(db: DbOrTx, request: SeatRequest & { eventId: number }): Promise<boolean> {
  const [row] = await db.select().from(ticketTypes).where(eq(ticketTypes.id, request.ticketTypeId));
  if (!row || row.sold + row.held + request.quantity > row.maxTickets) return false;
  await db
    .update(ticketTypes)
    .set({ held: row.held + request.quantity })
    .where(eq(ticketTypes.id, request.ticketTypeId));
  return true;
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

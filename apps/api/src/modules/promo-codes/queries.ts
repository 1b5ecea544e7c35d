import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { bookings, events, promoCodes, ticketTypes } from '../../db/schema/index';

/**
 * The paid money a code brought: what its paid orders took, less what went back to their buyers.
 * Written with its own alias and the outer table by name: drizzle leaves a one-table select's
 * columns unqualified, which inside this subquery would name the bookings' own columns.
 */
const paidLiteral = sql.raw(String(BOOKING_STATUS.paid));
const revenueMinor = sql<number>`coalesce((
  select sum(b.total_minor - b.refunded_minor) from bookings b
  where b.promo_code_id = "promo_codes"."id" and b.status = ${paidLiteral}), 0)::bigint`;

const codeColumns = {
  id: promoCodes.id,
  code: promoCodes.code,
  discountType: promoCodes.discountType,
  discountValue: promoCodes.discountValue,
  ticketTypeIds: promoCodes.ticketTypeIds,
  maxUses: promoCodes.maxUses,
  uses: promoCodes.uses,
  validFrom: promoCodes.validFrom,
  validTo: promoCodes.validTo,
  unlocksHidden: promoCodes.unlocksHidden,
  active: promoCodes.active,
  revenueMinor,
};

export type PromoCodeRow = Awaited<ReturnType<typeof findEventCodes>>[number];

/** An event's codes, oldest first, with their paid revenue. */
export function findEventCodes(db: DbOrTx, eventId: number) {
  return db
    .select(codeColumns)
    .from(promoCodes)
    .where(eq(promoCodes.eventId, eventId))
    .orderBy(asc(promoCodes.id));
}

export async function findEventCode(db: DbOrTx, eventId: number, codeId: number) {
  const [row] = await db
    .select(codeColumns)
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), eq(promoCodes.eventId, eventId)));
  return row ?? null;
}

/**
 * The code's row, locked for the rest of the transaction: a booking taking a use (book_seats
 * updates this row) waits until the edit is written, so a limit is never set below the uses.
 */
export async function lockEventCode(db: DbOrTx, eventId: number, codeId: number) {
  const [row] = await db
    .select({ id: promoCodes.id, uses: promoCodes.uses })
    .from(promoCodes)
    .where(and(eq(promoCodes.id, codeId), eq(promoCodes.eventId, eventId)))
    .for('update');
  return row ?? null;
}

/** A code of an event, with the event's currency, by what the buyer typed (any case). */
export async function findCodeByText(db: DbOrTx, eventId: number, typed: string) {
  const [row] = await db
    .select({ ...codeColumns, eventCurrency: events.currency })
    .from(promoCodes)
    .innerJoin(events, eq(events.id, promoCodes.eventId))
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, typed.toUpperCase())));
  return row ?? null;
}

/** The organisation's event with its currency, or null when it is absent or another's. */
export async function findOwnedEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, currency: events.currency, status: events.status })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row ?? null;
}

/**
 * The organisation's event, share-locked for the rest of the transaction so its currency holds
 * while a code's amount is written in it. Not FOR UPDATE: a booking inserting its row takes a key
 * share on the event after taking the code's use, and would deadlock against an update lock held
 * by an edit waiting for that code's row.
 */
export async function shareLockOwnedEvent(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, currency: events.currency })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)))
    .for('share');
  return row ?? null;
}

export async function findEventStatus(db: DbOrTx, eventId: number): Promise<number | null> {
  const [row] = await db.select({ status: events.status }).from(events).where(eq(events.id, eventId));
  return row?.status ?? null;
}

export async function findTicketTypeIds(db: DbOrTx, eventId: number): Promise<Set<number>> {
  const rows = await db
    .select({ id: ticketTypes.id })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId));
  return new Set(rows.map((row) => row.id));
}

export async function insertCode(db: DbOrTx, values: typeof promoCodes.$inferInsert): Promise<number> {
  const [row] = await db.insert(promoCodes).values(values).returning({ id: promoCodes.id });
  if (!row) throw new Error('insert into promo_codes returned no row');
  return row.id;
}

export async function updateCode(db: DbOrTx, codeId: number, values: PgUpdateSetSource<typeof promoCodes>) {
  await db
    .update(promoCodes)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(promoCodes.id, codeId));
}

/** Whether any order, in any status, ever carried the code. */
export async function wasEverUsed(db: DbOrTx, codeId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: bookings.id })
    .from(bookings)
    .where(eq(bookings.promoCodeId, codeId))
    .limit(1);
  return row !== undefined;
}

export async function deleteCode(db: DbOrTx, codeId: number) {
  await db.delete(promoCodes).where(eq(promoCodes.id, codeId));
}

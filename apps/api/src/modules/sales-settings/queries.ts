import { and, asc, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../../db/client';
import { events, organizations, ticketTypes } from '../../db/schema/index';
import { salesColumns } from '../events';

/** The organisation's event with its fees, taxes and capacity; null when absent or another's. */
export async function findOwnedEventSales(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, currency: events.currency, ...salesColumns })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)));
  return row ?? null;
}

export type EventSalesRow = NonNullable<Awaited<ReturnType<typeof findOwnedEventSales>>>;

/**
 * Locks the event's ticket types, by id, and answers what they have sold or held. Taken before the
 * event's row, in the order book_seats and inventory.ts keep: a booking in flight holds its types
 * first, so it finishes (its seats counted here) before a new capacity is set.
 */
export async function lockTypesAndCountTaken(db: DbOrTx, eventId: number): Promise<number> {
  const rows = await db
    .select({ taken: sql<number>`(${ticketTypes.sold} + ${ticketTypes.held})::int` })
    .from(ticketTypes)
    .where(eq(ticketTypes.eventId, eventId))
    .orderBy(asc(ticketTypes.id))
    .for('update');
  return rows.reduce((sum, row) => sum + Number(row.taken), 0);
}

export async function lockOwnedEventSales(db: DbOrTx, organizationId: number, eventId: number) {
  const [row] = await db
    .select({ id: events.id, currency: events.currency, ...salesColumns })
    .from(events)
    .where(and(eq(events.id, eventId), eq(events.organizationId, organizationId)))
    .for('update');
  return row ?? null;
}

export async function updateEventSales(
  db: DbOrTx,
  eventId: number,
  values: PgUpdateSetSource<typeof events>,
) {
  await db
    .update(events)
    .set({ ...values, updatedAt: new Date() })
    .where(eq(events.id, eventId));
}

const organizationSalesColumns = {
  taxName: organizations.taxName,
  taxRateBp: organizations.taxRateBp,
  taxMode: organizations.taxMode,
  feeFixedHundredths: organizations.feeFixedHundredths,
  feePercentBp: organizations.feePercentBp,
  feePayer: organizations.feePayer,
};

export async function findOrganizationSales(db: DbOrTx, organizationId: number) {
  const [row] = await db
    .select(organizationSalesColumns)
    .from(organizations)
    .where(eq(organizations.id, organizationId));
  return row ?? null;
}

export type OrganizationSalesRow = NonNullable<Awaited<ReturnType<typeof findOrganizationSales>>>;

export async function updateOrganizationSales(
  db: DbOrTx,
  organizationId: number,
  values: PgUpdateSetSource<typeof organizations>,
) {
  await db.update(organizations).set(values).where(eq(organizations.id, organizationId));
}

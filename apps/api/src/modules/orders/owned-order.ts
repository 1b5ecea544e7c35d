import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, events } from '../../db/schema/index';
import { notFound } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';

export const ORDER_NOT_FOUND = 'Order not found';

/**
 * An order by its reference when the caller's organisation owns its event; 404 otherwise, the same
 * for another organisation's order as for none. `lock` takes the booking's row lock (FOR UPDATE),
 * as every change to an order's money or seats does first.
 */
export async function findOwnedOrder(
  db: DbOrTx,
  actor: OrganizerActor,
  reference: string,
  options: { lock?: boolean } = {},
) {
  const query = db
    .select({ booking: bookings, event: events })
    .from(bookings)
    .innerJoin(events, eq(events.id, bookings.eventId))
    .where(and(eq(bookings.reference, reference), eq(events.organizationId, actor.organizationId)));
  const [row] = options.lock ? await query.for('update', { of: bookings }) : await query;
  if (!row) throw notFound(ORDER_NOT_FOUND);
  return row;
}

import type { TimelineKind } from '@tiketi/contract/orders';
import type { DbOrTx } from '../../db/client';
import { orderEvents } from '../../db/schema/index';

/** Who did something to an order: a teammate, the buyer, or the platform itself. */
export type OrderActor = { userId: number; name: string } | 'Buyer' | 'System';

/**
 * One line of an order's timeline (issue 14), written in the transaction of the change it tells.
 * Creation, payment and check-ins are read from the booking and its tickets, not written here, so
 * the booking path of an on-sale rush writes nothing more. Answers the row's id (a resend's mail
 * key names it).
 */
export async function recordOrderEvent(
  db: DbOrTx,
  entry: { bookingId: number; kind: TimelineKind; actor: OrderActor; detail?: string },
): Promise<number> {
  const { actor } = entry;
  const [row] = await db
    .insert(orderEvents)
    .values({
      bookingId: entry.bookingId,
      kind: entry.kind,
      actorId: typeof actor === 'string' ? null : actor.userId,
      actor: typeof actor === 'string' ? actor : actor.name,
      detail: entry.detail ?? '',
    })
    .returning({ id: orderEvents.id });
  if (!row) throw new Error('insert into order_events returned no row');
  return row.id;
}

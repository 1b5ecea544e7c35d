import type { TimelineKind } from '@tiketi/contract/orders';
import type { DbOrTx } from '../../db/client';
import { orderEvents } from '../../db/schema/index';

/** Who did something to an order: a teammate, the buyer, or the platform itself. */
export type OrderActor = { userId: number; name: string } | 'Buyer' | 'System';

/**
 * One line of an order's timeline (issue 14), written in the transaction of the change it tells.
 * Creation, payment and check-ins are read from the booking and its tickets, not written here, so
 * the booking path of an on-sale rush writes nothing more.
 */
export async function recordOrderEvent(
  db: DbOrTx,
  entry: { bookingId: number; kind: TimelineKind; actor: OrderActor; detail?: string },
): Promise<void> {
  const { actor } = entry;
  await db.insert(orderEvents).values({
    bookingId: entry.bookingId,
    kind: entry.kind,
    actorId: typeof actor === 'string' ? null : actor.userId,
    actor: typeof actor === 'string' ? actor : actor.name,
    detail: entry.detail ?? '',
  });
}

import { EVENT_STATUS } from '@tiketi/contract/constants';
import type { EventCancellation } from '@tiketi/contract/event-operations';
import { eq, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { eventCancellations, eventMessages, events } from '../../db/schema/index';
import { AppError, notFound } from '../../lib/app-error';
import { EVENT_NOT_FOUND, lockOwnedEvent } from '../organizer-events';
import type { OrganizerActor } from '../sessions';
import { type CancellationRow, countOrdersToEnd, findCancellation } from './event-queries';
import { requireRefundRight } from './order-rights';
import { findOwnedEvent } from './queries';

type Deps = Pick<AppDeps, 'db' | 'publicCache'>;

export const NOT_CANCELLED = 'This event is not cancelled';
export const DRAFT_NOT_CANCELLED = 'This event is a draft that was never on sale: there is nothing to cancel';

function toEventCancellation(row: CancellationRow): EventCancellation {
  const { cancellation } = row;
  return {
    event_id: cancellation.eventId,
    status: cancellation.finishedAt ? 'done' : 'running',
    orders_total: cancellation.ordersTotal,
    orders_done: cancellation.ordersDone,
    orders_failed: cancellation.ordersFailed,
    cancelled_at: (row.cancelledAt ?? cancellation.createdAt).toISOString(),
    message: cancellation.message,
  };
}

/**
 * Cancels an event (issue 14): off sale at once (status cancelled, the public cache cleared), its
 * cancellation and the message to ticket holders recorded, all in one transaction under the event's
 * row lock. The refunds and mails are the background job's (jobs/event-cancellations.ts). A second
 * cancel changes nothing and answers the progress of the first (`created` false).
 */
export async function cancelEvent(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  message: string,
): Promise<{ created: boolean; cancellation: EventCancellation }> {
  const created = await deps.db.transaction(async (tx) => {
    const event = await lockOwnedEvent(tx, actor.organizationId, eventId);
    if (!event) throw notFound(EVENT_NOT_FOUND);
    await requireRefundRight(tx, actor);
    if (await findCancellation(tx, eventId)) return false;
    const ordersTotal = await countOrdersToEnd(tx, eventId);
    // A cancelled event's page is public; a draft never on sale has nothing to cancel and stays private.
    if (event.status === EVENT_STATUS.draft && ordersTotal === 0)
      throw new AppError('CONFLICT', DRAFT_NOT_CANCELLED);
    // The database's clock, the one the job's voided_at is compared with.
    await tx
      .update(events)
      .set({ status: EVENT_STATUS.cancelled, cancelledAt: sql`now()`, updatedAt: sql`now()` })
      .where(eq(events.id, eventId));
    // Not finished here even with no orders: a hold racing this commit is found by the job's pass.
    await tx.insert(eventCancellations).values({ eventId, message, createdBy: actor.user.id, ordersTotal });
    await tx.insert(eventMessages).values({
      eventId,
      kind: 'cancellation',
      subject: `${event.title} is cancelled`,
      body: message,
      recipients: ordersTotal,
      sentBy: actor.user.id,
    });
    return true;
  });
  if (created) deps.publicCache.clear();
  return { created, cancellation: await getCancellation(deps, actor, eventId) };
}

/** Where the event's cancellation stands; 404 when the event is not the caller's or not cancelled. */
export async function getCancellation(
  deps: Pick<AppDeps, 'db'>,
  actor: OrganizerActor,
  eventId: number,
): Promise<EventCancellation> {
  if (!(await findOwnedEvent(deps.db, actor.organizationId, eventId))) throw notFound(EVENT_NOT_FOUND);
  const row = await findCancellation(deps.db, eventId);
  if (!row) throw notFound(NOT_CANCELLED);
  return toEventCancellation(row);
}

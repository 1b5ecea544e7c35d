import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq, sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { eventCancellations, events, organizations, users } from '../../db/schema/index';
import { greetingOf, type OrderActor, plainMail } from '../bookings';
import { enqueueMail } from '../mail';
import { cancelOrder } from './cancel-order';
import {
  type CancellationClaim,
  cancellationMailKeyPrefix,
  claimCancellations,
  findOrdersLeft,
  isOrderThrough,
  lockCancellation,
  type OrderLeft,
} from './cancellation-queries';
import type { OrderDeps } from './refund-order';

type Log = Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;

export const EVENT_CANCELLED_REASON = 'Event cancelled';

/**
 * One pass of the event cancellation job (issue 14): claims the unfinished cancellations whose
 * lease ran out and works through each one's orders. Everything it knows is in the database, so a
 * pass cut short by a restart is taken up by the next claim: an order already voided is not
 * cancelled again, and an order whose cancellation mail is in the outbox is through. Answers how
 * many cancellations it worked on.
 */
export async function runEventCancellations(
  deps: OrderDeps,
  options: { log: Log; limit: number; leaseSeconds: number },
): Promise<number> {
  const claimed = await claimCancellations(deps.db, options);
  for (const cancellation of claimed) {
    await workOn(deps, cancellation, options).catch((error: unknown) => {
      options.log.error(
        { err: error, eventId: cancellation.eventId },
        'could not work on an event cancellation',
      );
    });
  }
  return claimed.length;
}

async function workOn(
  deps: OrderDeps,
  cancellation: CancellationClaim,
  { log, leaseSeconds }: { log: Log; leaseSeconds: number },
) {
  const { eventId } = cancellation;
  const [event] = await deps.db
    .select({ title: events.title, cancelledAt: events.cancelledAt, organizer: organizations.displayName })
    .from(events)
    .innerJoin(organizations, eq(organizations.id, events.organizationId))
    .where(eq(events.id, eventId));
  if (!event) return;
  const cancelledAt = event.cancelledAt ?? cancellation.createdAt;
  const actor = await actorOf(deps, cancellation.createdBy);
  let failed = 0;
  for (const order of await findOrdersLeft(deps.db, eventId, cancelledAt)) {
    try {
      const left = order.totalMinor - order.refundedMinor - order.refundDueMinor;
      const toEnd =
        !order.voidedAt && (order.status === BOOKING_STATUS.paid || order.status === BOOKING_STATUS.pending);
      // What the buyer is told of their money: back in full from this cancel, or as an organizer's
      // own cancel of the order left it (given back, or kept as complimentary tickets).
      const moneyBack =
        order.status === BOOKING_STATUS.pending
          ? 'none'
          : (toEnd ? left : order.refundedMinor + order.refundDueMinor) > 0
            ? 'back'
            : 'kept';
      if (toEnd) {
        await cancelOrder(deps, {
          bookingId: order.id,
          // A free order, or one already refunded in full by hand, has no money left to move.
          refund: left > 0,
          reason: EVENT_CANCELLED_REASON,
          actor,
          log,
          // The buyer hears once, from the organizer's message below, which says what happens to the money.
          notifyBuyer: false,
        });
      }
      await markThrough(deps, { eventId, ...event, message: cancellation.message }, order, {
        moneyBack,
        leaseSeconds,
      });
    } catch (error) {
      failed += 1;
      log.warn(
        { err: error, eventId, bookingId: order.id },
        'an order of a cancelled event could not be ended; retried on the next pass',
      );
    }
  }
  await closePass(deps, eventId, cancelledAt, failed);
}

/** Who cancelled, as the orders' timelines tell it. */
async function actorOf(deps: OrderDeps, userId: number | null): Promise<OrderActor> {
  if (userId === null) return 'System';
  const [user] = await deps.db
    .select({ firstName: users.firstName, lastName: users.lastName, email: users.email })
    .from(users)
    .where(eq(users.id, userId));
  if (!user) return 'System';
  const name = `${user.firstName ?? ''} ${user.lastName ?? ''}`.trim() || user.email || 'A teammate';
  return { userId, name };
}

/**
 * The order is through: its buyer gets the organizer's message and the count moves, once, under
 * the cancellation's lock (the mail's key is the record that it happened).
 */
async function markThrough(
  deps: OrderDeps,
  event: { eventId: number; title: string; organizer: string; message: string },
  order: OrderLeft,
  { moneyBack, leaseSeconds }: { moneyBack: 'back' | 'kept' | 'none'; leaseSeconds: number },
) {
  await deps.db.transaction(async (tx) => {
    if (!(await lockCancellation(tx, event.eventId))) return;
    if (await isOrderThrough(tx, event.eventId, order.id)) return;
    const money = {
      back: 'Your booking is cancelled and its tickets no longer admit anyone. The money you paid goes back to you; a separate mail tells you when.',
      kept: 'Your booking is cancelled and its tickets no longer admit anyone.',
      none: 'Your booking was not paid yet: its payment is cancelled and nothing will be charged.',
    }[moneyBack];
    const mail = plainMail(order.buyerEmail, `${event.title} is cancelled`, [
      greetingOf(order.buyerName),
      '',
      `${event.organizer} cancelled ${event.title} (your booking ${order.reference}).`,
      '',
      ...event.message.split(/\r?\n/),
      '',
      money,
      '',
      `The ${deps.config.platformName} team`,
    ]);
    await enqueueMail(
      tx,
      { ...mail, fromName: event.organizer },
      {
        idempotencyKey: `${cancellationMailKeyPrefix(event.eventId)}${order.id}`,
      },
    );
    await tx
      .update(eventCancellations)
      // Progress renews the lease, so a long pass is not taken up by another instance meanwhile.
      .set({
        ordersDone: sql`${eventCancellations.ordersDone} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
      })
      .where(eq(eventCancellations.eventId, event.eventId));
  });
}

/**
 * The pass's outcome: failures are counted (retried once the lease runs out), and with nothing
 * left the cancellation is finished, its total then being the orders it went through.
 */
async function closePass(deps: OrderDeps, eventId: number, cancelledAt: Date, failed: number) {
  await deps.db.transaction(async (tx) => {
    const cancellation = await lockCancellation(tx, eventId);
    if (!cancellation) return;
    const left = (await findOrdersLeft(tx, eventId, cancelledAt)).length;
    if (left === 0) {
      await tx
        .update(eventCancellations)
        .set({
          ordersTotal: cancellation.ordersDone,
          ordersFailed: 0,
          finishedAt: new Date(),
          leaseUntil: null,
        })
        .where(eq(eventCancellations.eventId, eventId));
      return;
    }
    await tx
      .update(eventCancellations)
      .set({
        ordersFailed: Math.min(failed, left),
        ordersTotal: Math.max(cancellation.ordersTotal, cancellation.ordersDone + left),
      })
      .where(eq(eventCancellations.eventId, eventId));
  });
}

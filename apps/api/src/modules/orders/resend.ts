import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { ORDER_STATUS_LABELS, type OrderDetail, RESENDS_PER_HOUR } from '@tiketi/contract/orders';
import type { AppDeps } from '../../app-types';
import type { bookings } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { confirmationMailOf, createConfirmationAttachments, recordOrderEvent } from '../bookings';
import { findItemsOfBookings } from '../e-tickets';
import { enqueueMail } from '../mail';
import { readAnswersOf } from '../questions-read';
import type { OrganizerActor } from '../sessions';
import { getOrderDetail } from './order-detail';
import { actorOf } from './order-rights';
import { orderStatusOf } from './order-status';
import { findOwnedOrder } from './owned-order';
import { countRecentResends, findTicketCodes } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config'>;

const TOO_MANY = `This order’s tickets were resent ${RESENDS_PER_HOUR} times in the last hour. Try again later.`;

/** Only a paid order holds tickets that admit (a partly refunded one still does). */
function requireValidTickets(booking: typeof bookings.$inferSelect) {
  if (booking.status === BOOKING_STATUS.paid && booking.voidedAt === null) return;
  const label = ORDER_STATUS_LABELS[orderStatusOf(booking)].toLowerCase();
  throw new AppError('CONFLICT', `This order is ${label}: it has no valid tickets to resend.`);
}

/**
 * `POST v1/orders/{reference}/resend`: the confirmation with its PDF e-tickets again, to the buyer's
 * email as it is now. The PDF is drawn before the booking's lock is taken; under the lock the order
 * is checked again and the resends of the last hour counted, so a burst of requests sends at most
 * RESENDS_PER_HOUR mails. Each resend is a timeline row, whose id keys its mail.
 */
export async function resendTickets(
  deps: Deps,
  actor: OrganizerActor,
  reference: string,
  origin: string,
): Promise<OrderDetail> {
  const { booking, event } = await findOwnedOrder(deps.db, actor, reference);
  requireValidTickets(booking);
  if ((await countRecentResends(deps.db, booking.id)) >= RESENDS_PER_HOUR) {
    throw new AppError('RATE_LIMITED', TOO_MANY);
  }
  const [items, tickets, answers] = await Promise.all([
    findItemsOfBookings(deps.db, [booking.id]),
    findTicketCodes(deps.db, booking.id),
    readAnswersOf(deps.db, booking.id),
  ]);
  const attachments = await createConfirmationAttachments(deps, {
    booking,
    event,
    items,
    tickets,
    origin,
    answers,
  });
  await deps.db.transaction(async (tx) => {
    const locked = await findOwnedOrder(tx, actor, reference, { lock: true });
    requireValidTickets(locked.booking);
    if ((await countRecentResends(tx, locked.booking.id)) >= RESENDS_PER_HOUR) {
      throw new AppError('RATE_LIMITED', TOO_MANY);
    }
    const to = locked.booking.buyerEmail;
    const entryId = await recordOrderEvent(tx, {
      bookingId: locked.booking.id,
      kind: 'resent',
      actor: actorOf(actor),
      detail: `Confirmation and e-tickets sent again to ${to}`,
    });
    await enqueueMail(
      tx,
      confirmationMailOf(
        deps,
        { booking: locked.booking, event: locked.event, items, origin, answers },
        attachments,
      ),
      { idempotencyKey: `booking-resend:${locked.booking.id}:${entryId}` },
    );
  });
  return getOrderDetail(deps.db, actor, reference, deps.config.timeZone);
}

import { randomBytes } from 'node:crypto';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { TransactionRollbackError } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { enqueueMail } from '../mail';
import { readAnswersOf } from '../questions-read';
import { buildRefundEmail, refundNoticeOf } from './booking-email';
import { sellHeldSeats, sellSeatsIfAvailable, takeCodeUseAgain } from './inventory';
import { buildRefundDueEmail, reportLatePayment } from './late-payment';
import { type BookingRow, findBookingEvent, findBookingItems } from './queries';
import { recordSystemRefund } from './record-refund';
import { insertIssuedTickets, markBookingPaid, markBookingRefunded } from './status-queries';
import { confirmationMailOf, createConfirmationAttachments } from './tickets-mail';

export type FulfilOutcome = 'paid' | 'already-paid' | 'refund' | 'already-refunded';

type Deps = Pick<AppDeps, 'config'>;

/** A ticket code: 256 random bits, so QR codes can be neither guessed nor enumerated. */
const ticketCode = () => randomBytes(32).toString('base64url');

/**
 * Makes a locked booking paid, exactly once: seats move from held to sold (or, when the hold had
 * lapsed, are taken again only if still free), one ticket per seat is issued and the buyer is
 * mailed. When the seats are gone the booking is marked refunded and the caller refunds the payment.
 */
export async function fulfilBooking(
  deps: Deps,
  tx: DbOrTx,
  booking: BookingRow,
  origin: string,
  options: { refundsByHand?: boolean } = {},
): Promise<FulfilOutcome> {
  if (booking.status === BOOKING_STATUS.paid) return 'already-paid';
  if (booking.status === BOOKING_STATUS.refunded) return 'already-refunded';
  const items = await findBookingItems(tx, booking.id);
  const seats = items.map((item) => ({ ticketTypeId: item.ticketTypeId, quantity: item.quantity }));
  const event = await findBookingEvent(tx, booking);
  // Stored with the booking call: each page of the PDF and the mail name the tickets' holders.
  const answers = await readAnswersOf(tx, booking.id);
  // Issue 16: tickets are issued in the items' id order, each item's seats in turn, so the n-th
  // ticket is admission n, the position its holder was stored at (booking_holders). The seats
  // above stay in ticket-type order, the order every path locks types in.
  const tickets = [...items]
    .sort((a, b) => a.id - b.id)
    .flatMap((item) =>
      Array.from({ length: item.quantity }, () => ({
        bookingId: booking.id,
        bookingItemId: item.id,
        eventId: booking.eventId,
        code: ticketCode(),
      })),
    );
  // Drawn before any seat row is locked, so the rendering never holds up other buyers.
  // The booking is paid now, as the PDF says.
  const attachments = await createConfirmationAttachments(deps, {
    booking: { ...booking, paidAt: new Date() },
    event,
    items,
    tickets,
    origin,
    answers,
  });

  if (booking.status === BOOKING_STATUS.pending) {
    await sellHeldSeats(tx, seats);
  } else {
    // The hold was released (expired or cancelled): take the seats again only if they are still free.
    // An order the organizer voided is never sold again: its late money goes back.
    const isSold =
      booking.voidedAt === null &&
      (await tx
        .transaction(async (savepoint) => {
          const ok =
            (await sellSeatsIfAvailable(savepoint, seats)) &&
            (booking.promoCodeId === null || (await takeCodeUseAgain(savepoint, booking.promoCodeId)));
          if (!ok) savepoint.rollback();
          return ok;
        })
        .catch((error: unknown) => {
          if (error instanceof TransactionRollbackError) return false;
          throw error;
        }));
    if (!isSold) {
      const { platformName } = deps.config;
      const refundsByHand = options.refundsByHand === true;
      await markBookingRefunded(tx, booking.id, { paid: booking.paymentReference, byHand: refundsByHand });
      await recordSystemRefund(tx, booking, {
        status: refundsByHand ? 'due' : 'succeeded',
        origin: 'system',
      });
      const buyerMail = refundsByHand
        ? buildRefundDueEmail({ platformName, booking, event, eventTitle: event.title })
        : buildRefundEmail(refundNoticeOf(platformName, booking, event));
      await enqueueMail(tx, buyerMail, { idempotencyKey: `booking-refunded:${booking.id}` });
      await reportLatePayment(tx, { platformName, booking, event, isRefunded: !refundsByHand });
      return 'refund';
    }
  }

  await markBookingPaid(tx, booking.id, booking.paymentReference);
  await insertIssuedTickets(tx, tickets);
  await enqueueMail(tx, confirmationMailOf(deps, { booking, event, items, origin, answers }, attachments), {
    idempotencyKey: `booking-confirmation:${booking.id}`,
  });
  return 'paid';
}

import type { AppDeps } from '../../app-types';
import { eventZone } from '../../lib/event-zone';
import type { MailAttachment } from '../../providers/mail/mail-provider';
import { createTicketAttachments, toTicketDocument } from '../e-tickets';
import type { MailMessage } from '../mail';
import type { BookingAnswers } from '../questions-read';
import { buildConfirmationEmail } from './booking-email';
import { bookingBreakdown } from './price-breakdown';
import type { BookingEventRow, BookingItemRow, BookingRow } from './queries';

type Deps = Pick<AppDeps, 'config'>;

export interface TicketsMailInput {
  booking: BookingRow;
  event: BookingEventRow;
  items: BookingItemRow[];
  /** The booking's admissions in issue order: one QR code each in the PDF. */
  tickets: { code: string; bookingItemId: number }[];
  origin: string;
  /** Issue 16: holders (named on the PDF's pages and in the mail) and the answers given. */
  answers?: BookingAnswers;
}

/**
 * The PDF e-ticket and the .ics file for the confirmation mail. A failure to draw them must not
 * undo a payment (or a resend): the mail then goes without them and points to the e-tickets page.
 */
export async function createConfirmationAttachments(
  deps: Deps,
  input: TicketsMailInput,
): Promise<MailAttachment[]> {
  try {
    const document = toTicketDocument({
      config: deps.config,
      booking: { ...input.booking, paidAt: input.booking.paidAt ?? new Date() },
      event: input.event,
      items: input.items,
      tickets: input.tickets,
      ...(input.answers ? { answers: input.answers } : {}),
    });
    return await createTicketAttachments(document, {
      origin: input.origin,
      shortDescription: input.event.shortDescription,
      config: deps.config,
    });
  } catch {
    return [];
  }
}

/** "You're going", to the booking's buyer as the row names them now, with the files given. */
export function confirmationMailOf(
  deps: Deps,
  input: Omit<TicketsMailInput, 'tickets'>,
  attachments: MailAttachment[],
): MailMessage {
  const { booking, event, items } = input;
  return buildConfirmationEmail({
    platformName: deps.config.platformName,
    to: booking.buyerEmail,
    buyerName: booking.buyerName,
    reference: booking.reference,
    event: { title: event.title, startTime: event.startTime, location: event.location },
    items: items.map((item) => ({
      name: item.name,
      quantity: item.quantity,
      noOfPersons: item.noOfPersons,
      unitPriceMinor: item.unitPriceMinor,
    })),
    totalMinor: booking.totalMinor,
    breakdown: bookingBreakdown(booking),
    currency: booking.currency,
    paymentMethod: booking.paymentMethod,
    paymentReference: booking.paymentReference,
    ticketsLink: `${input.origin}/account/tickets`,
    timeZone: eventZone(event.timeZone, deps.config.timeZone),
    attachments,
    ...(input.answers ? { answers: input.answers } : {}),
  });
}

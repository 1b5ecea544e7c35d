import { slugify } from '@tiketi/contract/slug';
import type { Config } from '../../config';
import { publicOrigin } from '../../lib/origin-of';
import type { MailAttachment } from '../../providers/mail/mail-provider';
import { buildIcs } from '../events';
import { renderTicketPdfBytes } from './render-pdf-off-thread';
import type { TicketDocument } from './render-ticket-pdf';
import { pdfFileName } from './ticket-document';

/**
 * The UID of a booking's calendar entry. A later mail about the same booking (a new date or place)
 * sends its .ics with this UID, so the buyer's calendar updates the entry instead of adding one. It
 * is named after the platform's configured address (publicOrigin), never a request's, so that every
 * path that mails about a booking (a request, a job, the simulator) gives the same UID.
 */
export function bookingCalendarUid(reference: string, config: Pick<Config, 'publicUrl' | 'port'>): string {
  return `booking-${reference}@${new URL(publicOrigin(config)).host}`;
}

/** The confirmation mail's files: the PDF e-ticket and the event as an .ics calendar entry. */
export async function createTicketAttachments(
  document: TicketDocument,
  options: { origin: string; shortDescription: string; config: Pick<Config, 'publicUrl' | 'port'> },
): Promise<MailAttachment[]> {
  const pdf = await renderTicketPdfBytes(document);
  const isAbsolute = /^https?:\/\//.test(options.origin);
  const seats = document.seats.map((seat) => `${seat.quantity} x ${seat.name}`).join(', ');
  const ics = buildIcs({
    uid: bookingCalendarUid(document.reference, options.config),
    title: document.event.title,
    description: [
      options.shortDescription,
      `Booking ${document.reference}: ${seats}.`,
      isAbsolute ? `Your e-tickets: ${options.origin}/account/tickets` : '',
    ]
      .filter(Boolean)
      .join('\n\n'),
    location: document.event.location,
    start: document.event.startTime,
    end: document.event.endTime,
    timeZone: document.timeZone,
    url: isAbsolute ? `${options.origin}/account/tickets` : undefined,
  });
  return [
    {
      filename: pdfFileName(document.reference),
      contentType: 'application/pdf',
      content: pdf.toString('base64'),
    },
    {
      filename: `${slugify(document.event.title) || 'event'}.ics`,
      contentType: 'text/calendar; charset=utf-8; method=PUBLISH',
      content: Buffer.from(ics, 'utf8').toString('base64'),
    },
  ];
}

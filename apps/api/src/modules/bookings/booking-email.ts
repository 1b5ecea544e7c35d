import { type ETicket, paymentReceiptLine } from '@tiketi/contract/e-tickets';
import { formatMoney, fromMinor } from '@tiketi/contract/money';
import { priceLineAmount, priceLinesOf } from '@tiketi/contract/price-lines';
import type { PriceBreakdown } from '@tiketi/contract/promo-codes';
import { formatZonedTime } from '@tiketi/contract/time-zones';
import { escapeHtml } from '../../lib/escape-html';
import type { MailAttachment } from '../../providers/mail/mail-provider';
import type { MailMessage } from '../mail';
import type { BookingAnswers } from '../questions-read';
import { answersHtml, answersText } from './answers-mail';

interface BookingEmail {
  platformName: string;
  to: string;
  buyerName: string;
  reference: string;
  event: { title: string; startTime: Date; location: string };
  items: { name: string; quantity: number; noOfPersons: number; unitPriceMinor: number }[];
  totalMinor: number;
  /** Issue 15: the discount, fee and tax lines under the seats come from it. */
  breakdown: PriceBreakdown;
  currency: string;
  paymentMethod: ETicket['booking']['payment_method'];
  /** The M-Pesa receipt, PayPal capture id or card payment id; null for a free booking. */
  paymentReference: string | null;
  ticketsLink: string;
  /** The event's own zone (issue 16): its time is told in it, with the zone's short name. */
  timeZone: string;
  /** The PDF e-ticket and the .ics calendar file; empty when they could not be made. */
  attachments?: MailAttachment[];
  /** Issue 16: the tickets' holders and the answers given at checkout, listed under the total. */
  answers?: BookingAnswers;
}

/**
 * e.g. "Fri 14 Mar 2031, 7:30 PM EAT (Africa/Nairobi)": the wall clock at the event's venue, with
 * the zone's short name and its IANA name, which says it unambiguously.
 */
export function when(date: Date, timeZone: string): string {
  const time = formatZonedTime(date, timeZone, { year: true });
  // 'UTC' says it all; 'EAT (Africa/Nairobi)' names the place whose clock it is.
  return time.endsWith(` ${timeZone}`) ? time : `${time} (${timeZone})`;
}

/**
 * The greeting, with the buyer's name only when it reads as a name. The name is typed by whoever
 * books (a free booking mails anyone at once), so text that looks like a link or an address, or is
 * long, is left out rather than carried to a stranger's inbox, where mail clients would link it.
 */
export function greetingOf(buyerName: string): string {
  const name = buyerName.trim();
  const isPlainName =
    /^[\p{L}\p{M}][\p{L}\p{M}' .-]{0,59}$/u.test(name) && !/[\p{L}\d-]\.[\p{L}]{2,}/u.test(name);
  return isPlainName ? `Hello ${name},` : 'Hello,';
}

/** "You're going": the booking, its seat lines and total, the e-ticket and a calendar entry. */
export function buildConfirmationEmail(mail: BookingEmail): MailMessage {
  const attachments = mail.attachments ?? [];
  const hasPdf = attachments.some((file) => file.contentType === 'application/pdf');
  const attachedNote = hasPdf
    ? 'Your e-ticket is attached as a PDF, a page with its own QR code for each admission, with a calendar file for the event.'
    : '';
  const money = (minor: number) => formatMoney(fromMinor(minor, mail.currency), mail.currency);
  // "M-Pesa receipt SGR7ABC123": the proof of payment the buyer may be asked for.
  const receipt = paymentReceiptLine(mail.paymentMethod, mail.paymentReference);
  const lines = mail.items.map(
    (item) =>
      `${item.quantity} x ${item.name} (admits ${item.noOfPersons}) — ${money(item.quantity * item.unitPriceMinor)}`,
  );
  const priceLines = priceLinesOf(mail.breakdown).map((line) => ({
    label: line.label,
    amount: priceLineAmount(line, mail.currency),
  }));
  const text = [
    greetingOf(mail.buyerName),
    '',
    `Your booking ${mail.reference} for ${mail.event.title} is confirmed.`,
    '',
    `When: ${when(mail.event.startTime, mail.timeZone)}`,
    `Where: ${mail.event.location}`,
    '',
    'Seats',
    ...lines,
    ...priceLines.map((line) => `${line.label} ${line.amount}`),
    `TOTAL ${money(mail.totalMinor)}`,
    ...(receipt ? [receipt] : []),
    '',
    ...answersText(mail.answers),
    ...(attachedNote ? [attachedNote, ''] : []),
    `Your e-tickets with their QR codes: ${mail.ticketsLink}`,
    '',
    `The ${mail.platformName} team`,
  ].join('\n');
  const rows = mail.items
    .map(
      (item) =>
        `<tr><td style="padding:6px 0">${item.quantity} x ${escapeHtml(item.name)} <span style="color:#6b7280">(admits ${item.noOfPersons})</span></td><td align="right">${escapeHtml(money(item.quantity * item.unitPriceMinor))}</td></tr>`,
    )
    .join('');
  const priceRows = priceLines
    .map(
      (line) =>
        `<tr><td style="padding:4px 0;color:#4b5563">${escapeHtml(line.label)}</td><td align="right" style="color:#4b5563">${escapeHtml(line.amount)}</td></tr>`,
    )
    .join('');
  const html = `<!doctype html><html><body style="margin:0;background:#f5f5fa;font-family:Arial,Helvetica,sans-serif;color:#1e1b4b">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0"><tr><td align="center" style="padding:32px 16px">
<table role="presentation" width="100%" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px" cellpadding="0" cellspacing="0">
<tr><td style="font-size:20px;font-weight:bold;color:#4338ca">${escapeHtml(mail.platformName)}</td></tr>
<tr><td style="padding-top:20px;font-size:16px">${escapeHtml(greetingOf(mail.buyerName))}</td></tr>
<tr><td style="padding-top:8px;font-size:16px">Your booking <strong>${escapeHtml(mail.reference)}</strong> is confirmed.</td></tr>
<tr><td style="padding-top:20px;font-size:22px;font-weight:bold">${escapeHtml(mail.event.title)}</td></tr>
<tr><td style="padding-top:6px;color:#4b5563">${escapeHtml(when(mail.event.startTime, mail.timeZone))}<br>${escapeHtml(mail.event.location)}</td></tr>
<tr><td style="padding-top:20px"><table role="presentation" width="100%">${rows}${priceRows}
<tr><td style="padding-top:10px;border-top:1px solid #e5e7eb;font-weight:bold">TOTAL</td><td align="right" style="padding-top:10px;border-top:1px solid #e5e7eb;font-weight:bold">${escapeHtml(money(mail.totalMinor))}</td></tr></table></td></tr>
${receipt ? `<tr><td style="padding-top:8px;color:#4b5563">${escapeHtml(receipt)}</td></tr>` : ''}
${answersHtml(mail.answers)}
${attachedNote ? `<tr><td style="padding-top:20px;color:#4b5563">${escapeHtml(attachedNote)}</td></tr>` : ''}
<tr><td style="padding-top:24px"><a href="${escapeHtml(mail.ticketsLink)}" style="display:inline-block;background:#4338ca;color:#ffffff;text-decoration:none;padding:12px 20px;border-radius:8px;font-weight:bold">View E-tickets</a></td></tr>
</table></td></tr></table></body></html>`;
  return {
    to: mail.to,
    subject: `Your tickets for ${mail.event.title} (${mail.reference})`,
    text,
    html,
    ...(attachments.length > 0 ? { attachments } : {}),
  };
}

type RefundNotice = Pick<
  BookingEmail,
  'platformName' | 'to' | 'buyerName' | 'reference' | 'event' | 'totalMinor' | 'currency'
>;

/** What a refund notice says of a booking row and its event. */
export function refundNoticeOf(
  platformName: string,
  booking: { buyerEmail: string; buyerName: string; reference: string; totalMinor: number; currency: string },
  event: { title: string; startTime: Date; location: string },
): RefundNotice {
  return {
    platformName,
    to: booking.buyerEmail,
    buyerName: booking.buyerName,
    reference: booking.reference,
    event: { title: event.title, startTime: event.startTime, location: event.location },
    totalMinor: booking.totalMinor,
    currency: booking.currency,
  };
}

/** A short message: the same paragraphs as plain text and as simple HTML. */
export function plainMail(to: string, subject: string, lines: string[]): MailMessage {
  const text = lines.join('\n');
  return {
    to,
    subject,
    text,
    html: `<!doctype html><html><body style="font-family:Arial,Helvetica,sans-serif;color:#1e1b4b">${lines
      .map((line) => (line ? `<p>${escapeHtml(line)}</p>` : ''))
      .join('')}</body></html>`,
  };
}

const refundedAmount = (mail: RefundNotice) =>
  formatMoney(fromMinor(mail.totalMinor, mail.currency), mail.currency);

/** Sent when a payment arrived after its hold ended and the seats were gone: the money goes back. */
export function buildRefundEmail(mail: RefundNotice): MailMessage {
  return plainMail(mail.to, `Your payment for ${mail.event.title} was refunded (${mail.reference})`, [
    greetingOf(mail.buyerName),
    '',
    `Your payment for booking ${mail.reference} (${mail.event.title}) reached us after the seats we were holding for you had been released, and they have since been sold.`,
    `We have refunded the full ${refundedAmount(mail)}; depending on your bank it appears on your statement within 5 to 10 days.`,
    '',
    'We are sorry. You are welcome to book again if seats become available.',
    '',
    `The ${mail.platformName} team`,
  ]);
}

/** A paid booking refunded by the organizer: its tickets no longer admit anyone. */
export function buildBookingRefundedEmail(mail: RefundNotice): MailMessage {
  return plainMail(mail.to, `Your booking for ${mail.event.title} was refunded (${mail.reference})`, [
    greetingOf(mail.buyerName),
    '',
    `Your booking ${mail.reference} for ${mail.event.title} has been refunded in full (${refundedAmount(mail)}); depending on your bank it appears on your statement within 5 to 10 days.`,
    'Its e-tickets have been cancelled and will not be accepted at the door.',
    '',
    'If you did not expect this, please reply to this message or contact the organizer.',
    '',
    `The ${mail.platformName} team`,
  ]);
}

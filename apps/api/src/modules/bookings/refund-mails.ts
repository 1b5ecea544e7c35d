import { formatMoney, fromMinor } from '@tiketi/contract/money';
import type { MailMessage } from '../mail';
import { greetingOf, plainMail } from './booking-email';
import type { BookingEventRow, BookingRow } from './queries';

type Buyer = Pick<BookingRow, 'reference' | 'buyerName' | 'buyerEmail' | 'buyerMsisdn' | 'currency'>;
type Event = Pick<BookingEventRow, 'title'>;

/**
 * 'KES 500', '$12.50': an amount in minor units, as the booking mails and the screens print it, with
 * a plain space (subjects, plain-text mails and error messages are read and searched as typed).
 */
export const moneyOf = (minor: number, currency: string) =>
  formatMoney(fromMinor(minor, currency), currency).replace(/\u00a0/g, ' ');

/** Part of a paid booking went back; its tickets still admit. */
export function buildPartialRefundEmail(
  platformName: string,
  booking: Buyer,
  event: Event,
  amountMinor: number,
): MailMessage {
  const amount = moneyOf(amountMinor, booking.currency);
  return plainMail(
    booking.buyerEmail,
    `${amount} of your booking for ${event.title} was refunded (${booking.reference})`,
    [
      greetingOf(booking.buyerName),
      '',
      `We have refunded ${amount} of your booking ${booking.reference} for ${event.title}; depending on your bank it appears on your statement within 5 to 10 days.`,
      'Your e-tickets are still valid.',
      '',
      `The ${platformName} team`,
    ],
  );
}

/** A refund the organizer sends by hand (M-Pesa): it is coming to the number the buyer paid from. */
export function buildRefundComingEmail(
  platformName: string,
  booking: Buyer,
  event: Event,
  amountMinor: number,
  isFull: boolean,
): MailMessage {
  const amount = moneyOf(amountMinor, booking.currency);
  const phone = booking.buyerMsisdn ? ` at ${booking.buyerMsisdn}` : '';
  return plainMail(booking.buyerEmail, `A refund of ${amount} is on its way (${booking.reference})`, [
    greetingOf(booking.buyerName),
    '',
    `The organizer of ${event.title} is refunding ${amount} of your booking ${booking.reference}. It will be sent to your M-Pesa number${phone}.`,
    isFull
      ? 'Its e-tickets have been cancelled and will not be accepted at the door.'
      : 'Your e-tickets are still valid.',
    '',
    `The ${platformName} team`,
  ]);
}

/** A refund sent by hand (M-Pesa) was paid out, with its receipt. */
export function buildRefundPaidOutEmail(
  platformName: string,
  booking: Buyer & Pick<BookingRow, 'paymentMethod'>,
  event: Event,
  amountMinor: number,
  receipt: string,
): MailMessage {
  const amount = moneyOf(amountMinor, booking.currency);
  // A card or PayPal refund its provider failed is owed by hand too (ADR-019), sent some other way.
  const sent =
    booking.paymentMethod === 'mpesa'
      ? `back to your M-Pesa number for booking ${booking.reference} (M-Pesa reference ${receipt})`
      : `back to you for booking ${booking.reference} (reference ${receipt})`;
  return plainMail(booking.buyerEmail, `Your refund of ${amount} was sent (${booking.reference})`, [
    greetingOf(booking.buyerName),
    '',
    `The organizer of ${event.title} has sent ${amount} ${sent}.`,
    '',
    `The ${platformName} team`,
  ]);
}

/** The organizer cancelled the order: its tickets no longer admit, and what happens to the money. */
export function buildOrderCancelledEmail(
  platformName: string,
  booking: Buyer,
  event: Event,
  money: { refundedMinor: number; byHand: boolean },
): MailMessage {
  const amount = moneyOf(money.refundedMinor, booking.currency);
  const moneyLine =
    money.refundedMinor === 0
      ? ''
      : money.byHand
        ? `${amount} will be sent back to your M-Pesa number${booking.buyerMsisdn ? ` at ${booking.buyerMsisdn}` : ''}.`
        : `${amount} has been refunded; depending on your bank it appears on your statement within 5 to 10 days.`;
  return plainMail(
    booking.buyerEmail,
    `Your booking for ${event.title} was cancelled (${booking.reference})`,
    [
      greetingOf(booking.buyerName),
      '',
      `The organizer of ${event.title} has cancelled your booking ${booking.reference}.`,
      ...(moneyLine ? [moneyLine] : []),
      'Any e-tickets of it will not be accepted at the door.',
      '',
      'If you did not expect this, please reply to this message or contact the organizer.',
      '',
      `The ${platformName} team`,
    ],
  );
}

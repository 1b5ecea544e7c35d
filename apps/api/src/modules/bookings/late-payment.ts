import { PAYMENT_METHOD_LABELS } from '@tiketi/contract/e-tickets';
import { formatMoney, fromMinor } from '@tiketi/contract/money';
import { eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { bookings, organizations } from '../../db/schema/index';
import { enqueueMail, type MailMessage } from '../mail';
import { greetingOf, plainMail } from './booking-email';
import type { BookingEventRow, BookingRow } from './queries';

export interface LatePayment {
  platformName: string;
  booking: Pick<
    BookingRow,
    | 'id'
    | 'reference'
    | 'buyerName'
    | 'buyerEmail'
    | 'buyerMsisdn'
    | 'totalMinor'
    | 'currency'
    | 'paymentMethod'
    | 'paymentReference'
  >;
  event: Pick<BookingEventRow, 'title' | 'organizationId'>;
  /** True when the provider gave the money back itself; false when the organizer must send it back. */
  isRefunded: boolean;
}

/**
 * A payment that came after its hold ended, for seats sold since, cannot be honoured. The organizer
 * is told either way; when the provider cannot refund by itself (M-Pesa here has no refund call),
 * the booking is marked as owing a refund, and the mail says what to send back and to whom.
 */
export async function reportLatePayment(tx: DbOrTx, late: LatePayment): Promise<void> {
  const { booking, event } = late;
  if (!late.isRefunded) {
    await tx
      .update(bookings)
      .set({ refundDueAt: sql`coalesce(${bookings.refundDueAt}, now())` })
      .where(eq(bookings.id, booking.id));
  }
  const [organization] = await tx
    .select({ email: organizations.email })
    .from(organizations)
    .where(eq(organizations.id, event.organizationId));
  if (!organization) return;
  const amount = formatMoney(fromMinor(booking.totalMinor, booking.currency), booking.currency);
  const method = PAYMENT_METHOD_LABELS[booking.paymentMethod];
  const paidWith = `${method}${booking.paymentReference ? ` (reference ${booking.paymentReference})` : ''}`;
  const lines = late.isRefunded
    ? [
        `A payment of ${amount} for booking ${booking.reference} (${event.title}) arrived after its seat hold had ended and the seats were sold.`,
        `It was paid by ${paidWith} and has been refunded to the buyer in full; no tickets were issued.`,
      ]
    : [
        `A payment of ${amount} for booking ${booking.reference} (${event.title}) arrived after its seat hold had ended and the seats were sold. No tickets were issued.`,
        `It was paid by ${paidWith}${booking.buyerMsisdn ? ` from ${booking.buyerMsisdn}` : ''}. ${method} payments cannot be refunded automatically: please send the ${amount} back to the buyer (${booking.buyerEmail}) and mark the booking refunded.`,
      ];
  const subject = late.isRefunded
    ? `A late payment was refunded (${booking.reference})`
    : `Refund due by hand: ${amount} for ${booking.reference}`;
  await enqueueMail(
    tx,
    plainMail(organization.email, subject, ['Hello,', '', ...lines, '', `The ${late.platformName} team`]),
    { idempotencyKey: `late-payment-organizer:${booking.id}` },
  );
}

/** The buyer's mail when the organizer must send the money back (the provider cannot refund by itself). */
export function buildRefundDueEmail(
  late: Omit<LatePayment, 'isRefunded'> & { eventTitle: string },
): MailMessage {
  const { booking } = late;
  const amount = formatMoney(fromMinor(booking.totalMinor, booking.currency), booking.currency);
  return plainMail(
    booking.buyerEmail,
    `Your payment for ${late.eventTitle} will be refunded (${booking.reference})`,
    [
      greetingOf(booking.buyerName),
      '',
      `Your payment for booking ${booking.reference} (${late.eventTitle}) reached us after the seats we were holding for you had been released, and they have since been sold.`,
      `The organizer has been asked to send the full ${amount} back to you${booking.paymentReference ? ` (payment ${booking.paymentReference})` : ''}.`,
      '',
      'We are sorry. You are welcome to book again if seats become available.',
      '',
      `The ${late.platformName} team`,
    ],
  );
}

import { z } from 'zod';
import { listOf } from './envelope';
import { priceBreakdown } from './promo-codes';

/** A seat line of a booking (spec 2.7 'Seats': 'x quantity', name, admits, amount). */
export const eTicketSeat = z.object({
  name: z.string(),
  no_of_persons: z.number().int(),
  price_per_ticket: z.number(),
  quantity: z.number().int(),
});
export type ETicketSeat = z.infer<typeof eTicketSeat>;

/**
 * One admission: a seat bought, with its own QR code. A booking of 3 seats has 3 admissions, so
 * each person can be let in on their own code.
 */
export const eTicketAdmission = z.object({
  /** 1-based position within the booking. */
  number: z.number().int(),
  /** The unguessable code the QR carries (what the door types when a camera fails). */
  code: z.string(),
  /** Signed, expiring URL of this admission's QR image (PNG). */
  code_link: z.string(),
  /** The ticket type's name and how many people it admits. */
  name: z.string(),
  no_of_persons: z.number().int(),
  checked_in_at: z.string().nullable(),
  /** Issue 16: the holder's name ('' when the event does not ask for names). */
  holder_name: z.string(),
});
export type ETicketAdmission = z.infer<typeof eTicketAdmission>;

/** Spec 3 "E-ticket", one per paid booking, plus its admissions and when its links expire. */
export const eTicket = z.object({
  /** QR image of the first admission (spec field); every admission's is in `admissions`. */
  code_link: z.string(),
  /** Signed, expiring URL of the booking's PDF e-ticket. */
  link: z.string(),
  event_id: z.number().int(),
  title: z.string(),
  start_time: z.string(),
  end_time: z.string(),
  /** Issue 16: the event's own IANA zone; its times show in it ('Sat 14 Mar, 7:00 PM EAT'). */
  time_zone: z.string(),
  location: z.string(),
  short_description: z.string(),
  buyer_name: z.string(),
  paid_at: z.string().nullable(),
  booking: z.object({
    payment_method: z.enum(['mpesa', 'paypal', 'card', 'free']),
    /** The M-Pesa receipt, PayPal capture id or card payment id; null for free and older bookings. */
    payment_reference: z.string().nullable(),
    booking_id: z.string(),
    currency: z.string(),
    price: z.number(),
    tickets: z.array(eTicketSeat),
    /** Issue 15: the price lines beyond the seats (`price` is the total). */
    ...priceBreakdown.shape,
  }),
  admissions: z.array(eTicketAdmission),
  /**
   * Issue 16: until when the buyer may correct the tickets' names (`PUT v1/tickets/{booking_id}/holders`);
   * null when the event asks no names.
   */
  names_editable_until: z.string().nullable(),
  /** After this instant the links answer 404; list the tickets again for fresh ones. */
  links_expire_at: z.string(),
  /**
   * The order's state (issue 14): its tickets admit in each of these; part of the money may have
   * gone back (`partially_refunded`) or be owed back by hand (`refund_due`). Always sent.
   */
  order_status: z.enum(['paid', 'partially_refunded', 'refund_due']).optional(),
});
export type ETicket = z.infer<typeof eTicket>;

/**
 * A booking the buyer paid for whose order was then refunded in full or cancelled by the organizer
 * (issue 14): shown as such, with no codes, QR or PDF, since its tickets admit nobody.
 */
export const closedETicket = eTicket
  .pick({
    event_id: true,
    title: true,
    start_time: true,
    end_time: true,
    time_zone: true,
    location: true,
    short_description: true,
    buyer_name: true,
    paid_at: true,
    booking: true,
  })
  .extend({
    order_status: z.enum(['refunded', 'cancelled']),
    /** What went back to the buyer, in the booking's currency. */
    refunded: z.number(),
    /** What is owed back by hand (M-Pesa) and not yet paid out. */
    refund_due: z.number(),
  });
export type ClosedETicket = z.infer<typeof closedETicket>;

/**
 * `GET v1/tickets/view`: the signed-in person's paid bookings, and apart from them (`closed`) those
 * refunded in full or cancelled after payment.
 */
export const eTicketList = listOf(eTicket).extend({ closed: z.array(closedETicket).default([]) });
export type ETicketList = z.infer<typeof eTicketList>;

/** How payment methods read on a ticket. */
export const PAYMENT_METHOD_LABELS: Record<ETicket['booking']['payment_method'], string> = {
  card: 'Card',
  mpesa: 'M-Pesa',
  paypal: 'PayPal',
  free: 'Free ticket',
};

/** What a payment's reference is called, per method: the buyer's proof of payment. */
export const PAYMENT_REFERENCE_LABELS: Record<ETicket['booking']['payment_method'], string | null> = {
  mpesa: 'M-Pesa receipt',
  paypal: 'PayPal transaction',
  card: 'Card payment',
  free: null,
};

/**
 * "M-Pesa receipt SGR7ABC123", as the e-ticket page, the PDF, the confirmation mail and the
 * attendee CSV show it; null when there is nothing to show (a free booking, or one paid before
 * references were kept).
 */
export function paymentReceiptLine(
  method: ETicket['booking']['payment_method'],
  reference: string | null | undefined,
): string | null {
  const label = PAYMENT_REFERENCE_LABELS[method];
  const value = reference?.trim();
  return label && value ? `${label} ${value}` : null;
}

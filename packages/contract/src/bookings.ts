import { z } from 'zod';
import { PAYMENT_METHODS } from './constants';
import { MESSAGES } from './messages';
import { PAYMENT_STATUSES } from './payments';
import { priceBreakdown } from './promo-codes';
import { answerInput, holderInput, QUESTIONS_PER_EVENT_MAX } from './questions';

/** The booking draft the details page keeps in session state (spec 3 "Booking draft"). */
export const bookingDraft = z.object({
  event_id: z.number().int(),
  currency: z.string(),
  tickets: z.array(z.object({ id: z.number().int(), qty: z.number().int().positive(), price: z.number() })),
  payment_method: z.enum(PAYMENT_METHODS),
  details: z.object({ full_name: z.string(), msisdn: z.string(), email_address: z.string() }),
  total_price: z.number(),
  /** Issue 15: the code the buyer applied on the details page, sent with the booking. */
  promo_code: z.string().optional(),
  /** Issue 16: the answers and ticket holders given on 'Payment Method'. */
  answers: z.array(answerInput).optional(),
  holders: z.array(holderInput).optional(),
});
export type BookingDraft = z.infer<typeof bookingDraft>;

const id = (label: string) =>
  z
    .number({ error: `${label} must be a number` })
    .int({ error: `${label} must be a whole number` })
    .positive({ error: `${label} must be a positive number` })
    .max(2_147_483_647, { error: `${label} is too large` });

/**
 * `POST v1/event/book`. The client's `price` per row is accepted but ignored: the server prices
 * every booking from its own ticket types (spec decision #8).
 */
export const createBookingInput = z.object({
  event_id: id('event_id'),
  tickets: z
    .array(
      z.object({
        id: id('Ticket id'),
        qty: z
          .number({ error: 'Quantity must be a number' })
          .int({ error: 'Quantity must be a whole number' })
          .positive({ error: 'Quantity must be at least 1' }),
        price: z.number().optional(),
      }),
    )
    .min(1, { error: MESSAGES.pickTicket })
    .max(50, { error: 'Too many ticket rows' }),
  payment_method: z.enum(PAYMENT_METHODS, { error: 'Payment method must be mpesa, paypal or card' }),
  details: z
    .object({
      full_name: z.string().trim().max(200).default(''),
      msisdn: z.string().trim().max(32).default(''),
      email_address: z.string().trim().max(254).default(''),
    })
    .optional(),
  /** Optional; when sent it must be the event's currency. */
  currency: z.string().optional(),
  /** Issue 15: a promo or access code of the event, in any case; '' is none. */
  promo_code: z
    .string({ error: 'promo_code must be text' })
    .trim()
    .max(64, { error: 'promo_code is at most 64 characters' })
    .optional(),
  /** Issue 16: answers to the event's per-order questions. */
  answers: z.array(answerInput).max(QUESTIONS_PER_EVENT_MAX).optional(),
  /** Issue 16: one entry per admission, in the order of the `tickets` rows (a row of qty 2 gives two). */
  holders: z.array(holderInput).max(500).optional(),
});
export type CreateBookingInput = z.infer<typeof createBookingInput>;

/** How a booking is paid: one of PAYMENT_METHODS, or `free` when there is nothing to pay. */
export const BOOKING_PAYMENT_METHODS = [...PAYMENT_METHODS, 'free'] as const;

/**
 * `201` of the booking call: what the payment screen needs next. One secret per method (spec 3):
 * the card payment's client secret, the M-Pesa booking's own secret (which the retry and the
 * simulated phone take), or the PayPal order id.
 */
export const bookingCreated = z.object({
  data: z.object({
    booking_id: z.string(),
    /** Null for a free booking, which is confirmed at once (spec decision #5). */
    client_secret: z.string().nullable(),
    payment_method: z.enum(BOOKING_PAYMENT_METHODS),
    /** M-Pesa: the number the prompt went to (2547… form); null for other methods. */
    msisdn: z.string().nullable(),
    /** PayPal: the page where the buyer approves the order (PayPal's, or the simulated one); null otherwise. */
    approval_url: z.string().nullable(),
    status: z.number().int(),
    currency: z.string(),
    total_price: z.number(),
    expires_at: z.string(),
    provider: z.enum([
      'simulated',
      'stripe',
      'mpesa-daraja',
      'mpesa-simulated',
      'paypal',
      'paypal-simulated',
      'none',
    ]),
    /** The card provider's publishable key, or PayPal's client id for its buttons; null when offline. */
    publishable_key: z.string().nullable(),
    /** Issue 15: how `total_price` (the amount asked of the provider) was made. */
    ...priceBreakdown.shape,
  }),
});
export type BookingCreated = z.infer<typeof bookingCreated>;

/** `POST v1/booking/retrieve`: the client secret from the provider's return URL. */
export const retrieveBookingInput = z.object({
  payment_intent: z.string().trim().min(1, { error: 'payment_intent is required' }).max(300),
});

/** `POST v1/booking/cancel`: the buyer's Cancel on the payment screen, naming the held booking by its client secret. */
export const cancelBookingInput = retrieveBookingInput;

/** `200` of the cancel call: the booking's status after it (4 cancelled, or 3/5 when it had already ended). */
export const cancelledBooking = z.object({
  data: z.object({ booking_id: z.string(), status: z.number().int() }),
});
export type CancelledBooking = z.infer<typeof cancelledBooking>;

/** A booking as its buyer sees it (spec 3 "Paid booking"), with what the success screen shows. */
export const paidBooking = z.object({
  booking_id: z.string(),
  status: z.number().int(),
  payment_method: z.enum(BOOKING_PAYMENT_METHODS),
  /** Where the payment stands, in one vocabulary for every method (PAYMENT_STATUSES). */
  payment_status: z.enum(PAYMENT_STATUSES),
  /** The M-Pesa receipt (SGR7ABC123), the PayPal capture id or the card payment's id, once there is one. */
  payment_reference: z.string().nullable(),
  /** M-Pesa: the number the prompt went to; null for other methods. */
  msisdn: z.string().nullable(),
  /** When the seat hold ends for an unpaid booking. */
  expires_at: z.string(),
  currency: z.string(),
  price: z.number(),
  /** Issue 15: the price lines beyond the seats (`price` is the total). */
  ...priceBreakdown.shape,
  buyer_name: z.string(),
  tickets: z.array(
    z.object({
      name: z.string(),
      no_of_persons: z.number().int(),
      price_per_ticket: z.number(),
      quantity: z.number().int(),
    }),
  ),
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    time_zone: z.string(),
    location: z.string(),
  }),
});
export type PaidBooking = z.infer<typeof paidBooking>;

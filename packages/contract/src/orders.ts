import { z } from 'zod';
import { priceBreakdown } from './promo-codes';
import { givenAnswer, ticketHolder } from './questions';
import { wholeNumber } from './whole-number';

/**
 * Issue 14: the order life cycle an organizer runs after the sale. An order is a booking seen by
 * its organizer. Money in these calls is a decimal number in the event's currency, as prices are;
 * only the database keeps minor units.
 */

/** What an order is now, in words. `refund_due`: money owed back by hand (M-Pesa) and not yet sent. */
export const ORDER_STATUSES = [
  'pending',
  'paid',
  'expired',
  'cancelled',
  'refunded',
  'partially_refunded',
  'refund_due',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** How an order was paid, for the `method=` filter: `free` is a booking confirmed at no charge. */
export const ORDER_METHODS = ['card', 'mpesa', 'paypal', 'free'] as const;
export type OrderMethod = (typeof ORDER_METHODS)[number];

export const ORDER_STATUS_LABELS: Record<OrderStatus, string> = {
  pending: 'Pending',
  paid: 'Paid',
  expired: 'Expired',
  cancelled: 'Cancelled',
  refunded: 'Refunded',
  partially_refunded: 'Partially refunded',
  refund_due: 'Refund due',
};

/** What can happen to an order, as its timeline tells it. */
export const TIMELINE_KINDS = [
  'created',
  'paid',
  'expired',
  'cancelled',
  'refund_requested',
  'refunded',
  'refund_failed',
  'refund_due',
  'refund_paid_out',
  'mail_sent',
  'resent',
  'edited',
  'checked_in',
  /** Issue 16: the organizer corrected answers or holders; the buyer corrected ticket names. */
  'answers_changed',
  'holders_changed',
] as const;
export type TimelineKind = (typeof TIMELINE_KINDS)[number];

export const ORDER_PAGE_SIZE = 50;
export const ORDER_PAGE_MAX = 500;
/** At most this many resends of one order per hour. */
export const RESENDS_PER_HOUR = 5;
export const REASON_MAX = 500;

/** `status=paid,refund_due`: one word or several, comma separated. */
const wordsOf = <T extends string>(label: string, words: readonly T[]) =>
  z
    .string()
    .trim()
    .max(200)
    .transform((text) => [
      ...new Set(
        text
          .split(',')
          .map((word) => word.trim())
          .filter(Boolean),
      ),
    ])
    .pipe(z.array(z.enum(words as [T, ...T[]], { error: `${label} must be one of ${words.join(', ')}` })));

/** `GET v1/event/{id}/orders` (and `orders.csv`, which ignores the paging). */
export const orderQuery = z.object({
  status: wordsOf('status', ORDER_STATUSES).optional(),
  method: wordsOf('method', ORDER_METHODS).optional(),
  q: z.string().trim().max(100, { error: 'Search is at most 100 characters' }).optional(),
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', ORDER_PAGE_MAX).default(ORDER_PAGE_SIZE),
});
export type OrderQuery = z.infer<typeof orderQuery>;

export const orderTicketLine = z.object({
  name: z.string(),
  quantity: z.number().int(),
  price_per_ticket: z.number(),
});

/** One order, as the list shows it. Money is decimal in `currency`. */
export const order = z.object({
  booking_id: z.string(),
  status: z.enum(ORDER_STATUSES),
  buyer_name: z.string(),
  buyer_email: z.string(),
  buyer_msisdn: z.string(),
  currency: z.string(),
  total: z.number(),
  /** What the buyer paid (0 until paid, and for free orders). */
  paid: z.number(),
  /** What went back to the buyer, by the provider or recorded as paid out by hand. */
  refunded: z.number(),
  /** What may still be refunded now: paid, less refunded, less refunds under way or owed by hand. */
  refundable: z.number(),
  /** Owed back by hand (M-Pesa) and not yet recorded as paid out. */
  refund_due: z.number(),
  payment_method: z.enum(ORDER_METHODS),
  payment_reference: z.string().nullable(),
  created_at: z.string(),
  paid_at: z.string().nullable(),
  /** While pending: when its seat hold ends. */
  hold_expires_at: z.string().nullable(),
  tickets: z.array(orderTicketLine),
  /** Issue 15: the price lines beyond the seats (`total` is what the buyer was asked for). */
  ...priceBreakdown.shape,
});
export type Order = z.infer<typeof order>;

export const orderList = z.object({
  data: z.array(order),
  total: z.number().int(),
});
export type OrderList = z.infer<typeof orderList>;

export const orderAdmission = z.object({
  number: z.number().int(),
  name: z.string(),
  checked_in_at: z.string().nullable(),
  /** False once the order was refunded in full or cancelled: the code no longer admits anyone. */
  valid: z.boolean(),
  /** Issue 16: who holds it ('' when not asked) and their per-ticket answers. */
  holder_name: z.string(),
  holder_email: z.string(),
  answers: z.array(givenAnswer),
});

export const timelineEntry = z.object({
  at: z.string(),
  kind: z.enum(TIMELINE_KINDS),
  /** Who did it: a teammate's name, 'Buyer', or 'System'. */
  by: z.string(),
  detail: z.string(),
});
export type TimelineEntry = z.infer<typeof timelineEntry>;

/** `GET v1/orders/{reference}`. */
export const orderDetail = order.extend({
  event: z.object({ id: z.number().int(), title: z.string(), start_time: z.string(), time_zone: z.string() }),
  admissions: z.array(orderAdmission),
  /**
   * Issue 16: the per-order answers, and each holder before tickets are issued too (a pending
   * order has holders but no admissions yet).
   */
  answers: z.array(givenAnswer),
  holders: z.array(ticketHolder),
  timeline: z.array(timelineEntry),
  /** What the caller may do with it (refunds and cancellations may be the owner's alone). */
  can_refund: z.boolean(),
});
export type OrderDetail = z.infer<typeof orderDetail>;

export const orderParams = z.object({
  reference: z.string().trim().min(1).max(64),
});

const amountField = z
  .number({ error: 'Amount must be a number' })
  .positive({ error: 'Amount must be more than 0' })
  .max(100_000_000, { error: 'Amount is too large' });

/** `POST v1/orders/{reference}/refund`: no amount refunds everything left, and voids the tickets. */
export const refundInput = z.object({
  amount: amountField.optional(),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, { error: `Reason is at most ${REASON_MAX} characters` })
    .default(''),
});
export type RefundInput = z.input<typeof refundInput>;

/** `POST v1/orders/{reference}/refund-paid`: the M-Pesa receipt of the reversal or transfer. */
export const refundPaidInput = z.object({
  reference: z
    .string({ error: 'Enter the M-Pesa reference of the payout' })
    .trim()
    .min(1, { error: 'Enter the M-Pesa reference of the payout' })
    .max(64, { error: 'Reference is at most 64 characters' }),
});

/** `POST v1/orders/{reference}/cancel`: a paid order is refunded in full unless `refund` is false. */
export const cancelOrderInput = z.object({
  refund: z.boolean().default(true),
  reason: z
    .string()
    .trim()
    .max(REASON_MAX, { error: `Reason is at most ${REASON_MAX} characters` })
    .default(''),
});
export type CancelOrderInput = z.input<typeof cancelOrderInput>;

/** `PUT v1/orders/{reference}`: any of the buyer's name, email and phone. */
export const updateBuyerInput = z
  .object({
    full_name: z
      .string()
      .trim()
      .min(1, { error: 'Enter the buyer’s name' })
      .max(200, { error: 'Name is at most 200 characters' })
      .optional(),
    email_address: z
      .string()
      .trim()
      .max(254)
      .pipe(z.email({ error: 'Enter a valid email address' }))
      .optional(),
    msisdn: z.string().trim().max(32, { error: 'Phone is at most 32 characters' }).optional(),
  })
  .refine((input) => Object.values(input).some((value) => value !== undefined), {
    error: 'Change at least one of full_name, email_address and msisdn',
  });
export type UpdateBuyerInput = z.input<typeof updateBuyerInput>;

/** What a refund, cancel or payout answers: the order as it is now. 202 when the provider confirms later. */
export const orderChanged = orderDetail;

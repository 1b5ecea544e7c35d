import { z } from 'zod';
import type { PaymentMethod } from './constants';

/** The currencies each method takes: M-Pesa moves Kenyan shillings only; PayPal is offered for these. */
export const MPESA_CURRENCIES = ['KES'] as const;
export const PAYPAL_CURRENCIES = ['USD', 'EUR', 'GBP'] as const;

/**
 * The methods a buyer is offered for an event priced in this currency, in the order the payment
 * screen lists them (the first is the default): M-Pesa for KES, PayPal where PayPal is offered,
 * and the card always.
 */
export function paymentMethodsFor(currency: string): PaymentMethod[] {
  const code = currency.toUpperCase();
  const methods: PaymentMethod[] = [];
  if ((MPESA_CURRENCIES as readonly string[]).includes(code)) methods.push('mpesa');
  if ((PAYPAL_CURRENCIES as readonly string[]).includes(code)) methods.push('paypal');
  methods.push('card');
  return methods;
}

/**
 * Where a booking's payment stands, in the same words for every method (issue 13): what
 * `POST v1/booking/retrieve` answers as `payment_status`. `pending` waits for the buyer (a card not
 * yet confirmed, an M-Pesa prompt not yet answered, a PayPal order not yet approved); `processing`
 * is money on its way (a card or a PayPal capture held back for review); the M-Pesa endings name why
 * a prompt did not pay; `failed` is any other refusal.
 */
export const PAYMENT_STATUSES = [
  'pending',
  'paid',
  'processing',
  'cancelled',
  'timeout',
  'wrong_pin',
  'insufficient_funds',
  'failed',
  'refunded',
] as const;
export type PaymentStatusName = (typeof PAYMENT_STATUSES)[number];

/** The endings after which the buyer may send a new M-Pesa prompt for the same booking. */
export const RETRYABLE_PAYMENT_STATUSES: readonly PaymentStatusName[] = [
  'cancelled',
  'timeout',
  'wrong_pin',
  'insufficient_funds',
  'failed',
];

/** What the buyer reads for each status of an unpaid M-Pesa prompt (the 'Check your phone' screen). */
export const MPESA_STATUS_MESSAGES: Record<PaymentStatusName, string> = {
  pending: 'Enter your M-Pesa PIN on your phone to pay.',
  paid: 'Payment succeeded!',
  processing: 'Your payment is processing.',
  cancelled: 'The payment was cancelled on your phone. Your seats are still held.',
  timeout: 'The prompt on your phone timed out. Your seats are still held.',
  wrong_pin: 'The M-Pesa PIN was wrong. Your seats are still held.',
  insufficient_funds: 'Your M-Pesa balance is not enough for this payment. Your seats are still held.',
  failed: 'M-Pesa could not take the payment. Your seats are still held.',
  refunded: 'This payment was refunded.',
};

const clientSecret = z
  .string({ error: 'client_secret is required' })
  .trim()
  .min(1, { error: 'client_secret is required' })
  .max(300, { error: 'client_secret is too long' });

/** `POST v1/payments/mpesa/retry`: a new prompt for the same unpaid booking (rate-limited). */
export const mpesaRetryInput = z.object({ client_secret: clientSecret });

/** `200` of the retry: the new prompt is on its way to this number (2547… form). */
export const mpesaPrompt = z.object({
  data: z.object({
    booking_id: z.string(),
    payment_status: z.enum(PAYMENT_STATUSES),
    msisdn: z.string(),
    expires_at: z.string(),
  }),
});
export type MpesaPrompt = z.infer<typeof mpesaPrompt>;

/** `POST v1/payments/paypal/capture`: the buyer approved this order; the server takes the money. */
export const paypalCaptureInput = z.object({
  order_id: z
    .string({ error: 'order_id is required' })
    .trim()
    .min(1, { error: 'order_id is required' })
    .max(64, { error: 'order_id is too long' })
    .regex(/^[A-Za-z0-9_-]+$/, { error: 'order_id is not a PayPal order id' }),
});

export const PAYPAL_CAPTURE_STATUSES = ['COMPLETED', 'PENDING', 'DECLINED'] as const;

/** `200` of the capture: what PayPal's capture came to, and the booking as it stands after it. */
export const paypalCaptured = z.object({
  data: z.object({
    booking_id: z.string(),
    status: z.enum(PAYPAL_CAPTURE_STATUSES),
    booking_status: z.number().int(),
    payment_reference: z.string().nullable(),
  }),
});
export type PaypalCaptured = z.infer<typeof paypalCaptured>;

/** What the test buyer does with the prompt on the simulated phone (offline M-Pesa). */
export const SIMULATED_PHONE_ACTIONS = [
  'accept',
  'cancel',
  'timeout',
  'wrong_pin',
  'insufficient_funds',
] as const;

/** `POST v1/simulated-payments/mpesa/answer`: the simulated phone answers the booking's current prompt. */
export const simulatedPhoneAnswer = z.object({
  client_secret: clientSecret,
  action: z.enum(SIMULATED_PHONE_ACTIONS, {
    error: 'action must be accept, cancel, timeout, wrong_pin or insufficient_funds',
  }),
});

/** What the simulated PayPal approval page lets the test buyer choose. */
export const SIMULATED_PAYPAL_ACTIONS = ['approve', 'approve_pending', 'decline', 'cancel'] as const;

/** `POST v1/simulated-payments/paypal/approve`: the simulated approval page's answer for an order. */
export const simulatedPaypalApproval = z.object({
  order_id: paypalCaptureInput.shape.order_id,
  action: z.enum(SIMULATED_PAYPAL_ACTIONS, {
    error: 'action must be approve, approve_pending, decline or cancel',
  }),
});

/** `GET v1/simulated-payments/paypal/order?order_id=`: what the simulated approval page shows. */
export const simulatedPaypalOrder = z.object({
  data: z.object({
    order_id: z.string(),
    status: z.string(),
    amount: z.number(),
    currency: z.string(),
    reference: z.string(),
  }),
});

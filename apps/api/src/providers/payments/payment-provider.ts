import type { PaymentMethod } from '@tiketi/contract/constants';

/**
 * Where a payment stands, in Stripe's PaymentIntent words (the card flow's), which every provider
 * maps its own states onto: an M-Pesa STK push waiting for the phone is `processing`, a PayPal order
 * waiting for the buyer's approval `requires_action`.
 */
export type PaymentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface Payment {
  /** The provider's own id, stored on the booking as `provider_intent_id`. */
  id: string;
  status: PaymentStatus;
  amountMinor: number;
  /** Lower-case ISO code, as Stripe reports it (usd). */
  currency: string;
  /** A card payment's secret, which the browser confirms it with (and proves it owns it); null otherwise. */
  clientSecret: string | null;
  /** True when the last try to pay was refused (a declined card) and the payment waits for another. */
  hasFailed?: boolean;
  /**
   * What the buyer and the organizer know the payment by, once it succeeded: the M-Pesa receipt, the
   * PayPal capture id; the payment's own id when left out (a card's).
   */
  reference?: string | null;
}

/** What the browser needs to let the buyer complete a payment, by method. */
export type BrowserStep =
  /** A card form: the payment's client secret, and the provider's publishable key when it has one. */
  | { method: 'card'; clientSecret: string; publishableKey: string | null }
  /** An STK push sent to the buyer's phone: the screen waits on this checkout request. */
  | { method: 'mpesa'; checkoutRequestId: string; phone: string }
  /** An order the buyer approves on the provider's own page, or in its buttons (which take the order id). */
  | { method: 'paypal'; approvalUrl: string; orderId: string; clientId: string | null };

export interface CreatedPayment extends Payment {
  browser: BrowserStep;
}

export interface CreatePaymentInput {
  amountMinor: number;
  /** Upper- or lower-case ISO code. */
  currency: string;
  /** The booking's public reference, kept on the payment as metadata. */
  reference: string;
  /** The same key for the same booking, so a retried call never makes a second payment. */
  idempotencyKey: string;
  /** The id `newPaymentId` named beforehand, for providers that have it. */
  id?: string;
  receiptEmail?: string;
  /** The phone an M-Pesa STK push goes to (MSISDN). */
  phone?: string;
  /** Where a provider's own approval page sends the buyer back to (PayPal). */
  returnUrl?: string;
}

export interface RefundInput {
  /** The same key for the same refund, so a repeated call is harmless. */
  idempotencyKey: string;
  /** A partial refund, in minor units; the whole payment when left out. */
  amountMinor?: number;
}

/** A refund the provider accepted: `pending` when it confirms later (its notice settles it). */
export interface RefundResult {
  /** The provider's id of the refund. */
  id: string;
  status: 'succeeded' | 'pending';
}

/**
 * Where a refund stands at its provider now: a pending one may still succeed, or fail (Stripe's
 * failed and canceled, PayPal's FAILED and CANCELLED), which gives its money back to the payment.
 */
export type RefundState = 'succeeded' | 'pending' | 'failed';

/** What a provider's notification says, after its signature was verified. */
export interface PaymentNotification {
  /** The provider's id of the notification itself, the same on every redelivery. */
  id: string;
  /**
   * What happened, in this app's words: `pending` is money held back by the provider (a PayPal
   * capture under review), `denied` a payment refused after all; `other` for anything it does not act on.
   */
  kind: 'succeeded' | 'pending' | 'denied' | 'refunded' | 'other';
  /** The provider's own name for it (payment_intent.succeeded), for the log. */
  type: string;
  /** The payment it is about, or null when it names none. */
  paymentId: string | null;
}

/** The names providers are stored under in `bookings.provider`. */
export type PaymentProviderId =
  | 'simulated'
  | 'stripe'
  | 'mpesa-daraja'
  | 'mpesa-simulated'
  | 'paypal'
  | 'paypal-simulated';

/**
 * One payment provider. Its `id` is stored on each booking it takes, so a booking is always settled
 * by the provider that took its money, whatever the settings say today.
 */
export interface PaymentProvider {
  id: PaymentProviderId;
  /** The methods it takes new payments by. */
  methods: readonly PaymentMethod[];
  /**
   * The currencies it takes (upper-case ISO codes); every currency when left out. A booking checks
   * this before it holds seats, so a method that cannot take the event's money is refused up front.
   */
  currencies?: readonly string[];
  /**
   * True when the provider cannot give money back by itself (M-Pesa Express has no refund call): a
   * payment that must go back is then marked as owing a refund and the organizer sends it by hand.
   */
  refundsByHand?: boolean;
  createPayment(input: CreatePaymentInput): Promise<CreatedPayment>;
  /**
   * Names a payment before it is created, for a provider whose payments live in this database (the
   * simulator), so a booking is written with its payment id in the same statement that holds its
   * seats. Providers that name their own payments have none.
   */
  newPaymentId?(): string;
  /** The payment as the provider knows it now; null when it does not exist. */
  retrievePayment(paymentId: string): Promise<Payment | null>;
  /** Cancels a payment that has not succeeded; a no-op for one that already ended. */
  cancelPayment(paymentId: string): Promise<void>;
  /** Refunds a succeeded payment, in full or in part; the key makes a repeated call harmless. */
  refundPayment(paymentId: string, input: RefundInput): Promise<RefundResult>;
  /** How much of a payment the provider has refunded so far, in minor units (0 for none). */
  refundedAmount(paymentId: string): Promise<number>;
  /** A refund it accepted, as it stands now (a pending one settles later); null when it knows none by that id. */
  refundStatus(refundId: string): Promise<RefundState | null>;
  /**
   * Verifies a notification on its raw body and headers (its signature); throws AppError
   * BAD_REQUEST when it fails or the provider sends none.
   */
  parseNotification(
    rawBody: Buffer,
    headers: Record<string, string | string[] | undefined>,
  ): PaymentNotification;
}

/** Stripe's client secrets are `<payment id>_secret_<random>`; the simulator's follow the same form. */
export function paymentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^([A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret.trim());
  return match?.[1] ?? null;
}

/** Stripe's PaymentIntent statuses; the simulated provider uses the same names. */
export type IntentStatus =
  | 'requires_payment_method'
  | 'requires_confirmation'
  | 'requires_action'
  | 'processing'
  | 'succeeded'
  | 'canceled';

export interface PaymentIntent {
  id: string;
  clientSecret: string;
  status: IntentStatus;
  amountMinor: number;
  /** Lower-case ISO code, as Stripe reports it (usd). */
  currency: string;
}

export interface CreateIntentInput {
  amountMinor: number;
  /** Upper- or lower-case ISO code. */
  currency: string;
  /** The booking's public reference, kept on the intent as metadata. */
  reference: string;
  /** The same key for the same booking, so a retried call never makes a second intent. */
  idempotencyKey: string;
  /** The id `newIntentId` named beforehand, for providers that have it. */
  id?: string;
  receiptEmail?: string;
}

/** What a provider's notification says, after its signature was verified. */
export interface PaymentEvent {
  id: string;
  type: string;
  /** The payment intent it is about: the object itself, or the intent of a charge or refund. */
  intentId: string | null;
}

/** One card payment provider: the real one (Stripe) or the offline simulator. */
export interface PaymentProvider {
  kind: 'simulated' | 'stripe';
  /** What the browser needs to show the provider's card form (Stripe's publishable key). */
  publishableKey: string | null;
  createIntent(input: CreateIntentInput): Promise<PaymentIntent>;
  /**
   * Names an intent before it is created, for a provider whose intents live in this database (the
   * simulator), so a booking is written with its intent id in the same statement that holds its
   * seats. Stripe names its own intents and has none.
   */
  newIntentId?(): string;
  /** The intent as the provider knows it now; null when it does not exist. */
  retrieveIntent(intentId: string): Promise<PaymentIntent | null>;
  /** Cancels an intent that has not succeeded; a no-op for one that already ended. */
  cancelIntent(intentId: string): Promise<void>;
  /** Refunds a succeeded intent in full; the key makes a repeated call harmless. */
  refundIntent(intentId: string, idempotencyKey: string): Promise<void>;
  /** How much of an intent the provider has refunded so far, in minor units (0 for none). */
  refundedAmount(intentId: string): Promise<number>;
  /** Verifies a notification's signature on its raw body; throws AppError BAD_REQUEST when it fails. */
  parseWebhook(rawBody: Buffer, signature: string | undefined): PaymentEvent;
}

/** Stripe's client secrets are `<intent id>_secret_<random>`; ours follow the same form. */
export function intentIdFromClientSecret(clientSecret: string): string | null {
  const match = /^([A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret.trim());
  return match ? match[1]! : null;
}

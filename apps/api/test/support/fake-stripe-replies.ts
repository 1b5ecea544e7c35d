import { randomBytes } from 'node:crypto';

// The shapes the fake Stripe API answers with, shared by its resources (fake-stripe-intents,
// fake-stripe-refunds) and its server (fake-stripe).

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  amount_received: number;
  currency: string;
  client_secret: string;
  status: string;
  metadata: Record<string, string>;
  receipt_email: string | null;
  automatic_payment_methods: { enabled: boolean } | null;
  allowed_payment_method_types: string[];
  canceled_at: number | null;
  cancellation_reason: string | null;
  created: number;
  livemode: false;
  /** Not a Stripe field: what the fake has refunded, to answer charge_already_refunded. */
  amount_refunded: number;
}

export interface Reply {
  status: number;
  body: unknown;
}

export const randomId = (prefix: string) => `${prefix}_${randomBytes(12).toString('hex')}`;
export const now = () => Math.floor(Date.now() / 1000);

export function stripeError(
  status: number,
  type: string,
  message: string,
  extra: Record<string, unknown> = {},
): Reply {
  return { status, body: { error: { type, message, ...extra } } };
}

export const missing = (kind: string, id: string, param: string) =>
  stripeError(404, 'invalid_request_error', `No such ${kind}: '${id}'`, { code: 'resource_missing', param });

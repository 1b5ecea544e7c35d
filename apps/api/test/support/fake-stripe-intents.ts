import { randomBytes } from 'node:crypto';
import { type FakeIntent, missing, now, type Reply, randomId, stripeError } from './fake-stripe-replies';

// Payment intents in the fake Stripe API: created and cancelled as Stripe does, with its errors.

export function createIntent(intents: Map<string, FakeIntent>, params: Record<string, unknown>): Reply {
  const amount = Number(params.amount);
  if (!params.amount)
    return stripeError(400, 'invalid_request_error', 'Missing required param: amount.', {
      code: 'parameter_missing',
      param: 'amount',
    });
  if (!Number.isInteger(amount) || amount < 1) {
    return stripeError(400, 'invalid_request_error', 'This value must be greater than or equal to 1.', {
      code: 'parameter_invalid_integer',
      param: 'amount',
    });
  }
  if (typeof params.currency !== 'string') {
    return stripeError(400, 'invalid_request_error', 'Missing required param: currency.', {
      code: 'parameter_missing',
      param: 'currency',
    });
  }
  const id = randomId('pi');
  const automatic = params.automatic_payment_methods as { enabled?: string } | undefined;
  const intent: FakeIntent = {
    id,
    object: 'payment_intent',
    amount,
    amount_received: 0,
    currency: params.currency.toLowerCase(),
    client_secret: `${id}_secret_${randomBytes(12).toString('hex')}`,
    status: 'requires_payment_method',
    metadata: (params.metadata as Record<string, string> | undefined) ?? {},
    receipt_email: typeof params.receipt_email === 'string' ? params.receipt_email : null,
    automatic_payment_methods: automatic ? { enabled: automatic.enabled === 'true' } : null,
    allowed_payment_method_types: Object.values(
      (params.allowed_payment_method_types as Record<string, string>) ?? {},
    ),
    canceled_at: null,
    cancellation_reason: null,
    created: now(),
    livemode: false,
    amount_refunded: 0,
  };
  intents.set(id, intent);
  return { status: 200, body: intent };
}

export function cancelIntent(
  intents: Map<string, FakeIntent>,
  id: string,
  params: Record<string, unknown>,
): Reply {
  const intent = intents.get(id);
  if (!intent) return missing('payment_intent', id, 'intent');
  if (intent.status === 'succeeded' || intent.status === 'canceled') {
    return stripeError(
      400,
      'invalid_request_error',
      `You cannot cancel this PaymentIntent because it has a status of ${intent.status}. Only a PaymentIntent with one of the following statuses may be canceled: requires_payment_method, requires_capture, requires_confirmation, requires_action, processing.`,
      { code: 'payment_intent_unexpected_state', payment_intent: intent },
    );
  }
  intent.status = 'canceled';
  intent.canceled_at = now();
  intent.cancellation_reason =
    typeof params.cancellation_reason === 'string' ? params.cancellation_reason : null;
  return { status: 200, body: intent };
}

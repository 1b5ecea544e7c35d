import { type FakeIntent, missing, now, type Reply, randomId, stripeError } from './fake-stripe-replies';

// Refunds in the fake Stripe API: in full or in part, never more than was paid, with Stripe's errors.

export function createRefund(
  intents: Map<string, FakeIntent>,
  refunds: Map<string, Record<string, unknown>>,
  params: Record<string, unknown>,
  /** 'pending' as Stripe answers for methods that confirm refunds later; the amount is reserved meanwhile. */
  status: 'succeeded' | 'pending' = 'succeeded',
): Reply {
  const id = params.payment_intent;
  if (typeof id !== 'string') {
    return stripeError(
      400,
      'invalid_request_error',
      'One of the following params should be provided for this request: payment_intent or charge.',
      { code: 'parameter_missing' },
    );
  }
  const intent = intents.get(id);
  if (!intent) return missing('payment_intent', id, 'payment_intent');
  if (intent.status !== 'succeeded') {
    return stripeError(
      400,
      'invalid_request_error',
      'This PaymentIntent does not have a successful charge to refund.',
      { code: 'payment_intent_unexpected_state' },
    );
  }
  if (intent.amount_refunded >= intent.amount_received) {
    return stripeError(400, 'invalid_request_error', `Charge for ${id} has already been refunded.`, {
      code: 'charge_already_refunded',
    });
  }
  // Stripe refunds what is left unless `amount` asks for part of it, and never more than is left.
  const left = intent.amount_received - intent.amount_refunded;
  const amount = params.amount === undefined ? left : Number(params.amount);
  if (!Number.isInteger(amount) || amount < 1 || amount > left) {
    return stripeError(
      400,
      'invalid_request_error',
      `Refund amount (${params.amount}) is greater than unrefunded amount on charge (${left})`,
      { code: 'amount_too_large' },
    );
  }
  const refund = {
    id: randomId('re'),
    object: 'refund',
    amount,
    currency: intent.currency,
    payment_intent: id,
    status,
    failure_reason: null,
    reason: null,
    created: now(),
  };
  intent.amount_refunded += amount;
  refunds.set(refund.id, refund);
  return { status: 200, body: refund };
}

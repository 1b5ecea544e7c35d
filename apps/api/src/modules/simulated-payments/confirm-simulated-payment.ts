import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { notFound } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { sha256 } from '../../lib/secrets';
import type {
  SimulatedAuthenticateInput,
  SimulatedConfirmInput,
  SimulatedConfirmResult,
  SimulatedPaymentProvider,
} from '../../providers/payments/simulated-payment-provider';

export interface ConfirmDeps {
  db: Db;
  provider: SimulatedPaymentProvider;
  /** Fulfils the booking, as Stripe's webhook would; it must be idempotent. */
  onSucceeded: (intentId: string) => Promise<void>;
  log: FastifyBaseLogger;
}

/** Tries per payment: enough for typos and a second card, too few to walk through card numbers. */
const ATTEMPTS = { limit: 10, windowSeconds: 600 };

/**
 * The simulated card form's "Pay now" (checks the card) or its confirmation step (the bank's
 * 3-D Secure style question); on success either fulfils the booking.
 */
export async function confirmSimulatedPayment(
  deps: ConfirmDeps,
  input: SimulatedConfirmInput | SimulatedAuthenticateInput,
): Promise<SimulatedConfirmResult> {
  const intent = await deps.provider.findIntentByClientSecret(input.clientSecret);
  if (!intent) throw notFound('Payment not found');
  // Counted per secret (hashed: the table is not a place for secrets), only for real intents.
  await enforceRateLimit(deps.db, {
    key: `simulated-confirm:${sha256(intent.clientSecret)}`,
    ...ATTEMPTS,
    message: 'Too many payment attempts. Please wait a few minutes and try again.',
  });
  const result =
    'isApproved' in input ? await deps.provider.authenticate(input) : await deps.provider.confirm(input);
  if (result.status === 'succeeded') {
    // Called on every succeeded answer, repeats included: fulfilment is idempotent, and a repeat
    // thereby recovers a first call that failed.
    try {
      await deps.onSucceeded(intent.id);
    } catch (error) {
      // The buyer was charged; the booking retrieve call re-checks the intent and fulfils then.
      deps.log.error({ err: error, intentId: intent.id }, 'fulfilling a simulated card payment failed');
    }
  }
  return result;
}

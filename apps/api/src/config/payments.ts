import { z } from 'zod';
import { invalidConfiguration } from './env-values';
import { type MpesaConfig, mpesaEnv, mpesaOf } from './mpesa';
import { type PaypalConfig, paypalEnv, paypalOf } from './paypal';

/** Stripe's keys; none set: the simulated card provider. */
export const paymentsEnv = z.object({
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_', { error: 'STRIPE_SECRET_KEY must start with sk_' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .startsWith('pk_', { error: 'STRIPE_PUBLISHABLE_KEY must start with pk_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
    .optional(),
  /** Only for tests of the Stripe adapter against a local fake of its API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url().optional(),
  ...mpesaEnv.shape,
  ...paypalEnv.shape,
});

export type PaymentsConfig = (
  | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string }
  | { kind: 'simulated' }
) & {
  /** The M-Pesa provider; unset (as in tests that build the card settings by hand): the simulator. */
  mpesa?: MpesaConfig;
  /** The PayPal provider; unset: the simulated PayPal. */
  paypal?: PaypalConfig;
};

/** Stripe when all three keys are set; some of them only is refused. M-Pesa and PayPal: see mpesaOf, paypalOf. */
export function paymentsOf(e: z.output<typeof paymentsEnv> & { PUBLIC_URL?: string }): PaymentsConfig {
  return { ...cardPaymentsOf(e), mpesa: mpesaOf(e), paypal: paypalOf(e) };
}

function cardPaymentsOf(e: z.output<typeof paymentsEnv>): PaymentsConfig {
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw invalidConfiguration(
      'Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  }
  return e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
    ? {
        kind: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
      }
    : { kind: 'simulated' };
}

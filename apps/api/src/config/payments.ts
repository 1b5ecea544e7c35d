import { z } from 'zod';
import { invalidConfiguration } from './env-values';

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
  /** PayPal Orders v2; none set: the simulated PayPal. */
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
});

export type PaypalConfig =
  | { kind: 'paypal'; clientId: string; clientSecret: string; webhookId: string; apiUrl: string }
  | { kind: 'simulated' };

type CardPaymentsConfig =
  | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string }
  | { kind: 'simulated' };

/** The card provider's settings, and PayPal's beside them (left out: the simulated PayPal). */
export type PaymentsConfig = CardPaymentsConfig & { paypal?: PaypalConfig };

/** PayPal when its three settings are set; some of them only is refused, naming the missing ones. */
function paypalOf(e: z.output<typeof paymentsEnv>): PaypalConfig {
  const settings = {
    PAYPAL_CLIENT_ID: e.PAYPAL_CLIENT_ID,
    PAYPAL_CLIENT_SECRET: e.PAYPAL_CLIENT_SECRET,
    PAYPAL_WEBHOOK_ID: e.PAYPAL_WEBHOOK_ID,
  };
  const missing = Object.keys(settings).filter((name) => !settings[name as keyof typeof settings]);
  if (missing.length > 0 && missing.length < 3) {
    throw invalidConfiguration(`PayPal: set ${missing.join(' and ')} too, or none of the PayPal settings`);
  }
  return e.PAYPAL_CLIENT_ID && e.PAYPAL_CLIENT_SECRET && e.PAYPAL_WEBHOOK_ID
    ? {
        kind: 'paypal',
        clientId: e.PAYPAL_CLIENT_ID,
        clientSecret: e.PAYPAL_CLIENT_SECRET,
        webhookId: e.PAYPAL_WEBHOOK_ID,
        apiUrl: e.PAYPAL_API_URL,
      }
    : { kind: 'simulated' };
}

/** Stripe when all three keys are set; some of them only is refused. */
export function paymentsOf(e: z.output<typeof paymentsEnv>): PaymentsConfig {
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw invalidConfiguration(
      'Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  }
  const paypal = paypalOf(e);
  return e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
    ? {
        kind: 'stripe',
        secretKey: e.STRIPE_SECRET_KEY,
        publishableKey: e.STRIPE_PUBLISHABLE_KEY,
        webhookSecret: e.STRIPE_WEBHOOK_SECRET,
        apiUrl: e.STRIPE_API_URL,
        paypal,
      }
    : { kind: 'simulated', paypal };
}

import { z } from 'zod';
import { invalidConfiguration } from './env-values';

/** PayPal Orders v2; none set: the simulated PayPal. */
export const paypalEnv = z.object({
  PAYPAL_CLIENT_ID: z.string().optional(),
  PAYPAL_CLIENT_SECRET: z.string().optional(),
  PAYPAL_WEBHOOK_ID: z.string().optional(),
  PAYPAL_API_URL: z.url().default('https://api-m.sandbox.paypal.com'),
});

export type PaypalConfig =
  | {
      kind: 'paypal';
      clientId: string;
      clientSecret: string;
      /** The id PayPal gave the webhook subscription; its notifications are verified against it. */
      webhookId: string;
      /** https://api-m.sandbox.paypal.com, https://api-m.paypal.com, or a local fake in tests. */
      apiUrl: string;
    }
  | { kind: 'simulated' };

/** PayPal when its three settings are set; some of them only is refused, naming the missing ones. */
export function paypalOf(e: z.output<typeof paypalEnv>): PaypalConfig {
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

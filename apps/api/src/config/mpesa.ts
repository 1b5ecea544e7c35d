import { z } from 'zod';
import { invalidConfiguration } from './env-values';

/** M-Pesa Express (Daraja STK push); none of the four keys set: the simulated M-Pesa. */
export const mpesaEnv = z.object({
  MPESA_CONSUMER_KEY: z.string().optional(),
  MPESA_CONSUMER_SECRET: z.string().optional(),
  MPESA_SHORTCODE: z
    .string()
    .regex(/^\d{5,7}$/, { error: 'MPESA_SHORTCODE must be 5 to 7 digits' })
    .optional(),
  MPESA_PASSKEY: z.string().optional(),
  MPESA_TRANSACTION_TYPE: z
    .enum(['CustomerPayBillOnline', 'CustomerBuyGoodsOnline'])
    .default('CustomerPayBillOnline'),
  /** The till number for buy-goods; the shortcode when unset. */
  MPESA_PARTY_B: z
    .string()
    .regex(/^\d{5,7}$/, { error: 'MPESA_PARTY_B must be 5 to 7 digits' })
    .optional(),
  MPESA_API_URL: z.url().default('https://sandbox.safaricom.co.ke'),
  /** The callback URL's path secret; unset: the platform makes one and keeps it in its database. */
  MPESA_CALLBACK_SECRET: z
    .string()
    .regex(/^[A-Za-z0-9_-]{32,}$/, {
      error: 'MPESA_CALLBACK_SECRET must be 32 or more letters, digits, - or _',
    })
    .optional(),
});

export type MpesaConfig =
  | {
      kind: 'daraja';
      consumerKey: string;
      consumerSecret: string;
      shortcode: string;
      passkey: string;
      transactionType: 'CustomerPayBillOnline' | 'CustomerBuyGoodsOnline';
      /** The till number for buy-goods; the shortcode when unset. */
      partyB?: string;
      apiUrl: string;
      /** Where Daraja sends its callbacks: PUBLIC_URL. */
      publicUrl: string;
      /** The path secret of the callback URL; unset: one the platform makes and keeps in its database. */
      callbackSecret?: string;
    }
  | { kind: 'simulated' };

/** Daraja when its four keys are set (and PUBLIC_URL, which its callbacks need); some only is refused. */
export function mpesaOf(e: z.output<typeof mpesaEnv> & { PUBLIC_URL?: string }): MpesaConfig {
  const keys = {
    MPESA_CONSUMER_KEY: e.MPESA_CONSUMER_KEY,
    MPESA_CONSUMER_SECRET: e.MPESA_CONSUMER_SECRET,
    MPESA_SHORTCODE: e.MPESA_SHORTCODE,
    MPESA_PASSKEY: e.MPESA_PASSKEY,
  };
  const missing = Object.entries(keys)
    .filter(([, value]) => !value)
    .map(([name]) => name);
  if (missing.length === 4) return { kind: 'simulated' };
  if (missing.length > 0) {
    throw invalidConfiguration(`M-Pesa: set ${missing.join(', ')} too, or none of the four MPESA_ keys`);
  }
  if (!e.PUBLIC_URL) {
    throw invalidConfiguration('M-Pesa: set PUBLIC_URL, the address Daraja sends its callbacks to');
  }
  const { MPESA_CONSUMER_KEY, MPESA_CONSUMER_SECRET, MPESA_SHORTCODE, MPESA_PASSKEY } = keys;
  if (!MPESA_CONSUMER_KEY || !MPESA_CONSUMER_SECRET || !MPESA_SHORTCODE || !MPESA_PASSKEY) {
    throw new Error('unreachable: every M-Pesa key was checked above');
  }
  return {
    kind: 'daraja',
    consumerKey: MPESA_CONSUMER_KEY,
    consumerSecret: MPESA_CONSUMER_SECRET,
    shortcode: MPESA_SHORTCODE,
    passkey: MPESA_PASSKEY,
    transactionType: e.MPESA_TRANSACTION_TYPE,
    ...(e.MPESA_PARTY_B ? { partyB: e.MPESA_PARTY_B } : {}),
    apiUrl: e.MPESA_API_URL,
    publicUrl: e.PUBLIC_URL,
    ...(e.MPESA_CALLBACK_SECRET ? { callbackSecret: e.MPESA_CALLBACK_SECRET } : {}),
  };
}

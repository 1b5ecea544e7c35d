import { createHash } from 'node:crypto';
import { PAYPAL_CURRENCIES } from '@tiketi/contract/payments';
import { badRequest } from '../../lib/app-error';

/** The currencies PayPal is offered for (issue 13): not KES, which M-Pesa takes. */
export { PAYPAL_CURRENCIES };

/** Refuses a currency PayPal is not offered for, in words the buyer can act on. */
export function assertPaypalCurrency(currency: string): string {
  const code = currency.toUpperCase();
  if (!(PAYPAL_CURRENCIES as readonly string[]).includes(code)) {
    throw badRequest(`PayPal takes payments in ${PAYPAL_CURRENCIES.join(', ')} only, not ${code}`);
  }
  return code;
}

/** How many decimals the currency has (ISO 4217 minor units), as Intl knows them: 2 for USD, 0 for JPY. */
function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** 5000 minor units of USD as PayPal's decimal string "50.00"; integer arithmetic, so no float error. */
export function toPaypalValue(amountMinor: number, currency: string): string {
  if (!Number.isSafeInteger(amountMinor) || amountMinor < 0) {
    throw new Error(`cannot send ${amountMinor} minor units to PayPal`);
  }
  const digits = minorDigits(currency);
  if (digits === 0) return String(amountMinor);
  const text = String(amountMinor).padStart(digits + 1, '0');
  return `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** PayPal's "50.00" (or "50", "50.5") back into minor units; throws on anything that is not a plain amount. */
export function fromPaypalValue(value: string, currency: string): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(value);
  const digits = minorDigits(currency);
  const whole = match?.[1];
  const fraction = match?.[2] ?? '';
  if (whole === undefined || fraction.length > digits) {
    throw new Error(`PayPal sent an amount this code cannot read: ${value} ${currency}`);
  }
  return Number(whole) * 10 ** digits + Number(fraction.padEnd(digits, '0') || '0');
}

/**
 * The PayPal-Request-Id for an idempotency key: PayPal replays the first answer for the same id, so
 * a retried call never makes a second order, capture or refund. The key itself when it fits PayPal's
 * limit (108 printable characters), else a digest of it, which is just as stable.
 */
export function paypalRequestId(idempotencyKey: string): string {
  if (/^[\x21-\x7e]{1,108}$/.test(idempotencyKey)) return idempotencyKey;
  return `tiketi-${createHash('sha256').update(idempotencyKey).digest('hex')}`;
}

import type { PaymentStatusName } from '@tiketi/contract/payments';
import { kenyanMsisdn } from '@tiketi/contract/phone';
import { z } from 'zod';
import { badRequest } from '../../lib/app-error';
import type { PaymentStatus } from './payment-provider';

// What both M-Pesa providers (Daraja and the offline simulator) share: the result codes of an STK
// push, the amount and phone rules, the fields' limits, and the callback's documented shape.

/** How an STK push ended, in the words `payment_status` uses; `busy` is a phone in another payment. */
export type MpesaOutcome =
  | 'pending'
  | 'paid'
  | 'cancelled'
  | 'timeout'
  | 'wrong_pin'
  | 'insufficient_funds'
  | 'busy'
  | 'failed';

/** Daraja's ResultCode for each outcome it names (any other code is `failed`). */
export const MPESA_RESULT_CODES = {
  paid: 0,
  insufficient_funds: 1,
  busy: 1001,
  cancelled: 1032,
  timeout: 1037,
  wrong_pin: 2001,
} as const satisfies Partial<Record<MpesaOutcome, number>>;

export function outcomeOfResultCode(code: number): Exclude<MpesaOutcome, 'pending'> {
  const named = Object.entries(MPESA_RESULT_CODES).find(([, value]) => value === code);
  return named ? (named[0] as keyof typeof MPESA_RESULT_CODES) : 'failed';
}

/** An ended push that did not pay cannot be paid any more: a new prompt is a new payment. */
export function paymentStatusOf(outcome: MpesaOutcome): PaymentStatus {
  if (outcome === 'paid') return 'succeeded';
  if (outcome === 'pending') return 'processing';
  return 'canceled';
}

/** An outcome in `payment_status` words: a phone busy with another payment is a failed prompt. */
export function paymentStatusNameOf(outcome: MpesaOutcome): PaymentStatusName {
  return outcome === 'busy' ? 'failed' : outcome;
}

/** Daraja's AccountReference and TransactionDesc limits (characters). */
export const ACCOUNT_REFERENCE_MAX = 12;
export const TRANSACTION_DESC_MAX = 13;

/** The booking reference as M-Pesa shows it: letters and digits only (TK-ABC… → TKABC…), at most 12. */
export function accountReferenceOf(reference: string): string {
  return reference.replace(/[^A-Za-z0-9]/g, '').slice(0, ACCOUNT_REFERENCE_MAX);
}

/** M-Pesa moves Kenyan shillings only. */
export { MPESA_CURRENCIES } from '@tiketi/contract/payments';
export const NOT_KES = 'M-Pesa takes payments in Kenyan shillings (KES) only';
export const NOT_WHOLE = 'M-Pesa takes whole shillings only';
export const BAD_PHONE = 'Enter a Kenyan mobile number for M-Pesa (07..., 01..., +254... or 254...)';

/** The amount in whole shillings; a non-KES or part-shilling amount is refused with 400. */
export function wholeShillingsOf(input: { amountMinor: number; currency: string }): number {
  if (input.currency.toUpperCase() !== 'KES') throw badRequest(NOT_KES);
  if (!Number.isInteger(input.amountMinor) || input.amountMinor <= 0 || input.amountMinor % 100 !== 0) {
    throw badRequest(NOT_WHOLE);
  }
  return input.amountMinor / 100;
}

/** The phone as M-Pesa takes it (2547…/2541…); a missing or non-Kenyan number is refused with 400. */
export function msisdnOf(phone: string | undefined): string {
  const msisdn = phone === undefined ? null : kenyanMsisdn(phone);
  if (!msisdn) throw badRequest(BAD_PHONE);
  return msisdn;
}

const nairobiClock = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Africa/Nairobi',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** Daraja's Timestamp: YYYYMMDDHHmmss on Nairobi's clock, whatever the server's time zone. */
export function darajaTimestamp(at: Date): string {
  const parts = Object.fromEntries(nairobiClock.formatToParts(at).map((part) => [part.type, part.value]));
  return `${parts.year}${parts.month}${parts.day}${parts.hour}${parts.minute}${parts.second}`;
}

/** Daraja's Password: base64 of shortcode + passkey + the request's Timestamp. */
export function darajaPassword(shortcode: string, passkey: string, timestamp: string): string {
  return Buffer.from(`${shortcode}${passkey}${timestamp}`).toString('base64');
}

/** What a callback says, checked against the documented shape. */
export interface MpesaCallback {
  merchantRequestId: string;
  checkoutRequestId: string;
  resultCode: number;
  resultDesc: string;
  outcome: Exclude<MpesaOutcome, 'pending'>;
  /** Set on a paid callback only: what M-Pesa took, in minor units (cents). */
  amountMinor: number | null;
  /** The M-Pesa receipt number (e.g. SGR7ABC123), on a paid callback only. */
  receipt: string | null;
  /** The paying phone (2547…), on a paid callback only. */
  phone: string | null;
  /** M-Pesa's YYYYMMDDHHmmss (Nairobi time), on a paid callback only. */
  transactionDate: string | null;
}

const code = z.union([z.number().int(), z.string().regex(/^\d+$/).transform(Number)]);
const callbackSchema = z.object({
  Body: z.object({
    stkCallback: z.object({
      MerchantRequestID: z.string().min(1),
      CheckoutRequestID: z.string().min(1),
      ResultCode: code,
      ResultDesc: z.string(),
      CallbackMetadata: z
        .object({
          Item: z.array(z.object({ Name: z.string(), Value: z.union([z.string(), z.number()]).optional() })),
        })
        .optional(),
    }),
  }),
});

const paidItems = z.object({
  Amount: z
    .union([
      z.number(),
      z
        .string()
        .regex(/^\d+(\.\d{1,2})?$/)
        .transform(Number),
    ])
    .pipe(z.number().positive()),
  MpesaReceiptNumber: z.string().regex(/^[A-Z0-9]{10}$/),
  TransactionDate: z
    .union([z.number().int(), z.string()])
    .transform(String)
    .pipe(z.string().regex(/^\d{14}$/)),
  PhoneNumber: z
    .union([z.number().int(), z.string()])
    .transform(String)
    .pipe(z.string().regex(/^254\d{9}$/)),
});

/**
 * An STK callback's body, checked against Daraja's documented shape; null for anything else (a
 * forged or broken body is refused, never thrown). A paid callback must carry the amount, the
 * receipt, the date and the phone.
 */
export function parseMpesaCallback(body: unknown): MpesaCallback | null {
  const parsed = callbackSchema.safeParse(body);
  if (!parsed.success) return null;
  const callback = parsed.data.Body.stkCallback;
  const base = {
    merchantRequestId: callback.MerchantRequestID,
    checkoutRequestId: callback.CheckoutRequestID,
    resultCode: callback.ResultCode,
    resultDesc: callback.ResultDesc,
    outcome: outcomeOfResultCode(callback.ResultCode),
  };
  if (base.outcome !== 'paid') {
    return { ...base, amountMinor: null, receipt: null, phone: null, transactionDate: null };
  }
  const items = Object.fromEntries(
    (callback.CallbackMetadata?.Item ?? []).map((item) => [item.Name, item.Value]),
  );
  const paid = paidItems.safeParse(items);
  if (!paid.success) return null;
  return {
    ...base,
    amountMinor: Math.round(paid.data.Amount * 100),
    receipt: paid.data.MpesaReceiptNumber,
    phone: paid.data.PhoneNumber,
    transactionDate: paid.data.TransactionDate,
  };
}

import { randomBytes } from 'node:crypto';

// The fake Daraja's checks of an STK push or query and its answers, shaped as Safaricom documents
// them (M-Pesa Express: processrequest, query, and the callback). The server is fake-daraja.ts.

export interface Reply {
  status: number;
  body: Record<string, unknown>;
}

/** What the test decides the buyer does with the prompt. */
export type FakeOutcome =
  | 'success'
  | 'cancelled'
  | 'timeout'
  | 'wrong_pin'
  | 'insufficient_funds'
  | 'subscriber_locked'
  | 'push_error';

export const RESULTS: Record<FakeOutcome, { code: number; desc: string }> = {
  success: { code: 0, desc: 'The service request is processed successfully.' },
  insufficient_funds: { code: 1, desc: 'The balance is insufficient for the transaction.' },
  cancelled: { code: 1032, desc: 'Request cancelled by user' },
  timeout: { code: 1037, desc: 'DS timeout user cannot be reached' },
  wrong_pin: { code: 2001, desc: 'The initiator information is invalid.' },
  subscriber_locked: {
    code: 1001,
    desc: 'Unable to lock subscriber, a transaction is already in process for the current subscriber',
  },
  push_error: { code: 1025, desc: 'An error occurred while sending a push request' },
};

export interface FakePush {
  merchantRequestId: string;
  checkoutRequestId: string;
  /** The request as sent. */
  body: Record<string, unknown>;
  outcome: FakeOutcome | null;
  receipt: string | null;
  /** YYYYMMDDHHmmss, Nairobi time, set when it was settled. */
  transactionDate: string | null;
}

export interface FakeDarajaOptions {
  consumerKey: string;
  consumerSecret: string;
  shortcode: string;
  passkey: string;
  /** The till number buy-goods pushes must pay (PartyB). */
  till?: string;
}

export const darajaError = (status: number, errorCode: string, errorMessage: string): Reply => ({
  status,
  body: { requestId: `${randomBytes(4).toString('hex')}-${Date.now()}`, errorCode, errorMessage },
});

const invalid = (what: string) => darajaError(400, '400.002.02', `Bad Request - Invalid ${what}`);

/** Now on Nairobi's clock (UTC+3 all year), as YYYYMMDDHHmmss. */
export function nairobiNow(at = Date.now()): string {
  return new Date(at + 3 * 3_600_000).toISOString().replace(/\D/g, '').slice(0, 14);
}

/** A Nairobi YYYYMMDDHHmmss as epoch milliseconds; NaN when it is not one. */
function nairobiTime(timestamp: string): number {
  const match = /^(\d{4})(\d{2})(\d{2})(\d{2})(\d{2})(\d{2})$/.exec(timestamp);
  if (!match) return Number.NaN;
  const [, y, mo, d, h, mi, s] = match.map(Number) as number[];
  return Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 0, h ?? 0, mi ?? 0, s ?? 0) - 3 * 3_600_000;
}

/** Shortcode, Timestamp (format, and within five minutes of now) and Password, as Daraja checks them. */
export function checkCredentials(options: FakeDarajaOptions, body: Record<string, unknown>): Reply | null {
  if (body.BusinessShortCode !== options.shortcode) return invalid('BusinessShortCode');
  const timestamp = String(body.Timestamp ?? '');
  const at = nairobiTime(timestamp);
  if (Number.isNaN(at) || Math.abs(at - Date.now()) > 5 * 60_000) return invalid('Timestamp');
  const expected = Buffer.from(`${options.shortcode}${options.passkey}${timestamp}`).toString('base64');
  if (body.Password !== expected) return invalid('Password');
  return null;
}

const isString = (value: unknown, max: number) =>
  typeof value === 'string' && value.length > 0 && value.length <= max;
const MSISDN = /^254[17]\d{8}$/;

/** The documented STK push fields and their limits; null when the push is acceptable. */
export function checkPush(options: FakeDarajaOptions, body: Record<string, unknown>): Reply | null {
  const credentials = checkCredentials(options, body);
  if (credentials) return credentials;
  const type = body.TransactionType;
  if (type !== 'CustomerPayBillOnline' && type !== 'CustomerBuyGoodsOnline')
    return invalid('TransactionType');
  if (typeof body.Amount !== 'number' || !Number.isInteger(body.Amount) || body.Amount < 1) {
    return invalid('Amount');
  }
  if (!MSISDN.test(String(body.PartyA))) return invalid('PartyA');
  if (!MSISDN.test(String(body.PhoneNumber))) return invalid('PhoneNumber');
  const partyB = type === 'CustomerBuyGoodsOnline' ? (options.till ?? options.shortcode) : options.shortcode;
  if (body.PartyB !== partyB) return invalid('PartyB');
  if (typeof body.CallBackURL !== 'string' || !/^https?:\/\/[^/]+\/.+/.test(body.CallBackURL)) {
    return invalid('CallBackURL');
  }
  if (!isString(body.AccountReference, 12)) return invalid('AccountReference');
  if (!isString(body.TransactionDesc, 13)) return invalid('TransactionDesc');
  return null;
}

export function acceptedPush(push: FakePush): Reply {
  return {
    status: 200,
    body: {
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResponseCode: '0',
      ResponseDescription: 'Success. Request accepted for processing',
      CustomerMessage: 'Success. Request accepted for processing',
    },
  };
}

/** The query's answer: the result once the buyer answered, "being processed" before. */
export function queryReply(push: FakePush | undefined): Reply {
  if (!push) return invalid('CheckoutRequestID');
  if (!push.outcome) return darajaError(500, '500.001.1001', 'The transaction is being processed');
  const result = RESULTS[push.outcome];
  return {
    status: 200,
    body: {
      ResponseCode: '0',
      ResponseDescription: 'The service request has been accepted successsfully',
      MerchantRequestID: push.merchantRequestId,
      CheckoutRequestID: push.checkoutRequestId,
      ResultCode: String(result.code),
      ResultDesc: result.desc,
    },
  };
}

/** The callback Daraja posts for a settled push; `amount` overrides what was paid (a forged one). */
export function callbackBody(push: FakePush, amount?: number): Record<string, unknown> {
  if (!push.outcome) throw new Error(`fake-daraja: ${push.checkoutRequestId} is not settled yet`);
  const result = RESULTS[push.outcome];
  const stkCallback: Record<string, unknown> = {
    MerchantRequestID: push.merchantRequestId,
    CheckoutRequestID: push.checkoutRequestId,
    ResultCode: result.code,
    ResultDesc: result.desc,
  };
  if (push.outcome === 'success') {
    stkCallback.CallbackMetadata = {
      Item: [
        { Name: 'Amount', Value: amount ?? push.body.Amount },
        { Name: 'MpesaReceiptNumber', Value: push.receipt },
        { Name: 'Balance' },
        { Name: 'TransactionDate', Value: Number(push.transactionDate) },
        { Name: 'PhoneNumber', Value: Number(push.body.PhoneNumber) },
      ],
    };
  }
  return { Body: { stkCallback } };
}

/** An M-Pesa receipt: ten capitals and digits. */
export function newReceipt(): string {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789';
  return Array.from(randomBytes(10), (byte) => alphabet[byte % alphabet.length]).join('');
}

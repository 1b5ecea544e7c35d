import { randomBytes } from 'node:crypto';
import type { MpesaConfig } from '../../config/mpesa';
import type { Db } from '../../db/client';
import { AppError, badRequest } from '../../lib/app-error';
import { readOrCreatePlatformSecret } from '../../lib/platform-secret';
import { isSameSecret } from '../../lib/secrets';
import { createDarajaClient, DARAJA_UNAVAILABLE, type DarajaReply } from './mpesa-daraja-client';
import {
  accountReferenceOf,
  darajaPassword,
  darajaTimestamp,
  MPESA_CURRENCIES,
  type MpesaCallback,
  type MpesaOutcome,
  msisdnOf,
  outcomeOfResultCode,
  parseMpesaCallback,
  paymentStatusOf,
  TRANSACTION_DESC_MAX,
  wholeShillingsOf,
} from './mpesa-rules';
import type { CreatedPayment, Payment, PaymentProvider } from './payment-provider';
import type { PaymentLog } from './stripe-payment-provider';

/** The Daraja settings, as `config/mpesa.ts` reads them from the environment. */
export type DarajaSettings = Omit<Extract<MpesaConfig, { kind: 'daraja' }>, 'kind'>;

/** What both M-Pesa providers offer beyond PaymentProvider, for the callback and retry routes. */
export interface MpesaPaymentProvider extends PaymentProvider {
  id: 'mpesa-daraja' | 'mpesa-simulated';
  /** A callback body, checked against Daraja's documented shape; null when it does not parse. */
  parseCallback(body: unknown): MpesaCallback | null;
  /** How the push stands now, as M-Pesa reports it; null for a checkout request it does not know. */
  queryOutcome(paymentId: string): Promise<MpesaOutcome | null>;
}

export interface DarajaPaymentProvider extends MpesaPaymentProvider {
  id: 'mpesa-daraja';
  /** The secret in the callback URL's path (Daraja does not sign its callbacks). */
  callbackSecret(): Promise<string>;
  /** Compares a callback path's secret in constant time. */
  isCallbackSecret(candidate: string): Promise<boolean>;
}

export interface DarajaDeps {
  db: Db;
  log: PaymentLog;
  /**
   * The amount and currency a push asked for. Daraja's status query does not say what was paid, and
   * Daraja takes exactly what the push asked; this process remembers its own pushes, and this
   * lookup (the booking's total) answers for pushes another instance or an earlier run sent.
   */
  requestedAmount?(paymentId: string): Promise<{ amountMinor: number; currency: string } | null>;
  now?(): number;
}

export const CALLBACK_SECRET_NAME = 'mpesa_callback_secret';
const TRANSACTION_DESC = 'Tickets';
const PHONE_BUSY = 'This phone is busy with another M-Pesa payment. Finish or cancel it, then try again.';
/** Daraja's code for a phone already in an M-Pesa session: to a push, busy; to a query, not answered yet. */
const IN_PROCESS = '500.001.1001';
/** How long a push is remembered for its idempotency key and its amount (past any hold). */
const REMEMBER_MS = 60 * 60_000;

// Refunds: M-Pesa Express has no refund call (Daraja's Reversal API is a separate product with its
// own initiator credentials and result URL). This provider says `refundsByHand`, so money that must
// go back marks its booking as owing a refund and the organizer sends it from the M-Pesa portal
// (ADR-018); a direct refund request is refused with this message.
const REFUND_BY_HAND = 'M-Pesa payments are refunded by the organizer from the M-Pesa portal';

/** M-Pesa Express (STK push) through Safaricom's Daraja API. The payment id is the CheckoutRequestID. */
export function createDarajaPaymentProvider(
  settings: DarajaSettings,
  deps: DarajaDeps,
): DarajaPaymentProvider {
  const now = deps.now ?? Date.now;
  const client = createDarajaClient(settings, deps.log, now);
  const pushes = new Map<string, { promise: Promise<CreatedPayment>; at: number; asked: string }>();
  const requested = new Map<string, { amountMinor: number; currency: string; at: number }>();
  let secret: Promise<string> | null = settings.callbackSecret
    ? Promise.resolve(settings.callbackSecret)
    : null;

  function callbackSecret(): Promise<string> {
    secret ??= readOrCreatePlatformSecret(deps.db, CALLBACK_SECRET_NAME, () =>
      randomBytes(32).toString('base64url'),
    ).catch((error: unknown) => {
      secret = null;
      throw error;
    });
    return secret;
  }

  function forget(at: number) {
    for (const [key, push] of pushes) if (at - push.at > REMEMBER_MS) pushes.delete(key);
    for (const [id, push] of requested) if (at - push.at > REMEMBER_MS) requested.delete(id);
  }

  /** Logs what Daraja said for the operator, and gives the buyer a plain sentence. */
  function failure(operation: string, reply: DarajaReply): AppError {
    const { errorCode, errorMessage, ResponseCode, ResponseDescription } = reply.body;
    deps.log.error(
      { operation, status: reply.status, errorCode, errorMessage, ResponseCode, ResponseDescription },
      'Daraja request failed',
    );
    return new AppError('UNAVAILABLE', DARAJA_UNAVAILABLE);
  }

  function credentials() {
    const timestamp = darajaTimestamp(new Date(now()));
    return {
      BusinessShortCode: settings.shortcode,
      Password: darajaPassword(settings.shortcode, settings.passkey, timestamp),
      Timestamp: timestamp,
    };
  }

  async function push(input: Parameters<PaymentProvider['createPayment']>[0]): Promise<CreatedPayment> {
    const amount = wholeShillingsOf(input);
    const phone = msisdnOf(input.phone);
    const base = settings.publicUrl.replace(/\/+$/, '');
    const reply = await client.post(
      '/mpesa/stkpush/v1/processrequest',
      {
        ...credentials(),
        TransactionType: settings.transactionType,
        Amount: amount,
        PartyA: phone,
        PartyB:
          settings.transactionType === 'CustomerBuyGoodsOnline'
            ? (settings.partyB ?? settings.shortcode)
            : settings.shortcode,
        PhoneNumber: phone,
        CallBackURL: `${base}/api/v1/payments/mpesa/callback/${await callbackSecret()}`,
        AccountReference: accountReferenceOf(input.reference),
        TransactionDesc: TRANSACTION_DESC.slice(0, TRANSACTION_DESC_MAX),
      },
      'stk push',
    );
    const id = reply.body.CheckoutRequestID;
    if (reply.status === 200 && String(reply.body.ResponseCode) === '0' && typeof id === 'string') {
      requested.set(id, { amountMinor: input.amountMinor, currency: 'kes', at: now() });
      const payment = { id, status: 'processing', amountMinor: input.amountMinor, currency: 'kes' } as const;
      return { ...payment, clientSecret: null, browser: { method: 'mpesa', checkoutRequestId: id, phone } };
    }
    // The phone has another M-Pesa session open (Daraja's "Unable to lock subscriber").
    if (reply.body.errorCode === IN_PROCESS) throw new AppError('CONFLICT', PHONE_BUSY);
    throw failure('stk push', reply);
  }

  async function queryOutcome(paymentId: string): Promise<MpesaOutcome | null> {
    const reply = await client.post(
      '/mpesa/stkpushquery/v1/query',
      { ...credentials(), CheckoutRequestID: paymentId },
      'stk query',
    );
    if (reply.status === 200 && reply.body.ResultCode !== undefined) {
      const code = Number(reply.body.ResultCode);
      if (Number.isInteger(code)) return outcomeOfResultCode(code);
    }
    if (reply.body.errorCode === IN_PROCESS) return 'pending';
    // Daraja answers an unknown CheckoutRequestID with a 400 "Invalid CheckoutRequestID".
    if (reply.status === 400 && /CheckoutRequestID/i.test(String(reply.body.errorMessage))) return null;
    throw failure('stk query', reply);
  }

  return {
    id: 'mpesa-daraja',
    methods: ['mpesa'],
    currencies: MPESA_CURRENCIES,
    refundsByHand: true,
    callbackSecret,
    async isCallbackSecret(candidate) {
      return isSameSecret(await callbackSecret(), candidate);
    },

    createPayment(input) {
      const at = now();
      forget(at);
      // Daraja has no idempotency keys: a repeated call with the same key (a retried request)
      // answers the push already sent instead of ringing the phone again.
      const asked = `${input.amountMinor} ${input.currency} ${input.reference} ${input.phone}`;
      const known = pushes.get(input.idempotencyKey);
      // As Stripe does, a key reused with other parameters is a bug in the caller, not a new push.
      if (known && known.asked !== asked) {
        return Promise.reject(
          new Error(`idempotency key ${input.idempotencyKey} was reused with different parameters`),
        );
      }
      if (known) return known.promise;
      const promise = push(input);
      pushes.set(input.idempotencyKey, { promise, at, asked });
      promise.catch(() => pushes.delete(input.idempotencyKey));
      return promise;
    },

    async retrievePayment(paymentId): Promise<Payment | null> {
      const outcome = await queryOutcome(paymentId);
      if (!outcome) return null;
      const amount = requested.get(paymentId) ?? (await deps.requestedAmount?.(paymentId)) ?? null;
      if (!amount) {
        deps.log.warn({ paymentId }, 'an M-Pesa push this server did not send was asked about');
        return null;
      }
      return {
        id: paymentId,
        status: paymentStatusOf(outcome),
        amountMinor: amount.amountMinor,
        currency: amount.currency.toLowerCase(),
        clientSecret: null,
        // The status query does not give the receipt: the booking's reference stays empty until
        // the callback brings it, rather than taking the CheckoutRequestID in its place.
        reference: null,
      };
    },

    queryOutcome,

    // An STK prompt cannot be withdrawn: it times out on the phone, and its late callback is refused
    // by the booking it belonged to.
    async cancelPayment() {},

    async refundPayment() {
      throw new AppError('CONFLICT', REFUND_BY_HAND);
    },

    async refundedAmount() {
      return 0;
    },

    // It makes no refunds of its own (they are owed by hand), so it knows none.
    async refundStatus() {
      return null;
    },

    parseNotification() {
      // Daraja's callbacks are unsigned; their route checks the path secret and calls parseCallback.
      throw badRequest('M-Pesa callbacks are read by parseCallback');
    },

    parseCallback: parseMpesaCallback,
  };
}

export function isMpesaPaymentProvider(provider: PaymentProvider): provider is MpesaPaymentProvider {
  return (provider.id === 'mpesa-daraja' || provider.id === 'mpesa-simulated') && 'parseCallback' in provider;
}

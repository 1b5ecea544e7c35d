import Stripe from 'stripe';
import { AppError, badRequest, notFound } from '../../lib/app-error';
import type { Payment, PaymentNotification, PaymentProvider, PaymentStatus } from './payment-provider';
import { lastRefundOf, refundResultOf, refundStateOf } from './stripe-refunds';

export interface StripeSettings {
  secretKey: string;
  publishableKey: string;
  webhookSecret: string;
  /** Tests only: a local fake of Stripe's API, e.g. http://127.0.0.1:12111. */
  apiUrl?: string;
}

/**
 * Where the adapter reports what it hides from buyers, and each request it makes to Stripe (debug);
 * the app's Fastify/pino logger fits. The SDK has no logger of its own: its response events are
 * passed on here, so nothing of it goes to the console.
 */
export interface PaymentLog {
  error(details: Record<string, unknown>, message: string): void;
  warn(details: Record<string, unknown>, message: string): void;
  debug?(details: Record<string, unknown>, message: string): void;
}
const UNAVAILABLE = 'The payment provider is unavailable. Please try again.';
const SIGNATURE_FAILED = 'Webhook signature verification failed';
const PASSED_THROUGH: readonly string[] = [
  'requires_payment_method',
  'requires_confirmation',
  'requires_action',
  'processing',
  'succeeded',
  'canceled',
] satisfies PaymentStatus[];

/** The SDK's host/port/protocol options (StripeConfig in the SDK's lib.d.ts) for a base URL. */
export function stripeAddressOf(apiUrl: string): { host: string; port: number; protocol: 'http' | 'https' } {
  const url = new URL(apiUrl);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') {
    throw new Error(`STRIPE_API_URL must be an http or https URL, not ${url.protocol}`);
  }
  const protocol = url.protocol === 'http:' ? 'http' : 'https';
  return {
    // Node's http.request wants an IPv6 literal without the URL's brackets.
    host: url.hostname.replace(/^\[(.*)\]$/, '$1'),
    port: url.port ? Number(url.port) : protocol === 'http' ? 80 : 443,
    protocol,
  };
}

/** Our status names are Stripe's; requires_capture (never asked for: capture is automatic) and any
 * status newer than this code are treated as not final yet. */
function toPaymentStatus(status: string): PaymentStatus {
  return PASSED_THROUGH.includes(status) ? (status as PaymentStatus) : 'processing';
}

function toPayment(intent: Stripe.PaymentIntent): Payment {
  return {
    id: intent.id,
    clientSecret: intent.client_secret,
    status: toPaymentStatus(intent.status),
    amountMinor: intent.amount,
    currency: intent.currency,
    hasFailed: intent.status === 'requires_payment_method' && intent.last_payment_error != null,
  };
}

/** The notices the app acts on: a payment that succeeded, and money that went back. */
function notificationKind(type: string): PaymentNotification['kind'] {
  if (type === 'payment_intent.succeeded') return 'succeeded';
  // A refund made, or a pending one that settled since (some methods confirm refunds later).
  if (type === 'charge.refunded' || type === 'charge.refund.updated') return 'refunded';
  return 'other';
}

function isStripeError(error: unknown, code?: string): error is Stripe.errors.StripeError {
  return error instanceof Stripe.errors.StripeError && (code === undefined || error.code === code);
}

/** Card payments through Stripe: PaymentIntents with idempotency keys, and signed webhooks. */
export function createStripePaymentProvider(settings: StripeSettings, log: PaymentLog): PaymentProvider {
  const stripe = new Stripe(settings.secretKey, {
    ...(settings.apiUrl ? stripeAddressOf(settings.apiUrl) : {}),
    // The SDK's retries (2, with backoff) re-send the same idempotency key, so they are safe.
    maxNetworkRetries: 2,
    timeout: 20_000,
    appInfo: { name: 'Tiketi' },
  });
  stripe.on('response', (response: Stripe.ResponseEvent) => {
    log.debug?.(
      {
        method: response.method,
        path: response.path,
        status: response.status,
        requestId: response.request_id,
        elapsedMs: response.elapsed,
      },
      'Stripe request',
    );
  });

  /** Logs Stripe's own words for the operator and gives the buyer a plain sentence instead. */
  function reportFailure(operation: string, error: unknown): AppError | Error {
    const details = isStripeError(error)
      ? {
          operation,
          type: error.type,
          code: error.code,
          statusCode: error.statusCode,
          requestId: error.requestId,
          message: error.message,
        }
      : { operation, err: error };
    log.error(details, 'Stripe request failed');
    const unreachable =
      error instanceof Stripe.errors.StripeConnectionError ||
      error instanceof Stripe.errors.StripeAPIError ||
      error instanceof Stripe.errors.StripeRateLimitError ||
      error instanceof Stripe.errors.StripeAuthenticationError ||
      error instanceof Stripe.errors.StripePermissionError;
    if (unreachable) return new AppError('UNAVAILABLE', UNAVAILABLE);
    // Anything else is a request this code should not have made; the error handler hides its text.
    return new Error(`Stripe ${operation} failed`, { cause: error });
  }

  return {
    id: 'stripe',
    methods: ['card'],

    async createPayment(input) {
      try {
        const intent = await stripe.paymentIntents.create(
          {
            amount: input.amountMinor,
            currency: input.currency.toLowerCase(),
            // Cards only: the spec's one method with a screen, and it settles within the hold.
            allowed_payment_method_types: ['card'],
            metadata: { reference: input.reference },
            ...(input.receiptEmail ? { receipt_email: input.receiptEmail } : {}),
          },
          { idempotencyKey: input.idempotencyKey },
        );
        const payment = toPayment(intent);
        if (!payment.clientSecret)
          throw new Error('Stripe returned a payment intent without a client secret');
        const browser = {
          method: 'card',
          clientSecret: payment.clientSecret,
          publishableKey: settings.publishableKey,
        } as const;
        return { ...payment, browser };
      } catch (error) {
        throw reportFailure('create payment intent', error);
      }
    },

    async retrievePayment(intentId) {
      try {
        return toPayment(await stripe.paymentIntents.retrieve(intentId));
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return null;
        throw reportFailure('retrieve payment intent', error);
      }
    },

    async cancelPayment(intentId) {
      try {
        await stripe.paymentIntents.cancel(intentId);
      } catch (error) {
        // Already succeeded or canceled (or never existed): nothing is left to cancel.
        if (isStripeError(error, 'payment_intent_unexpected_state')) return;
        if (isStripeError(error, 'resource_missing')) return;
        throw reportFailure('cancel payment intent', error);
      }
    },

    async refundPayment(intentId, refund) {
      let created: Stripe.Refund;
      try {
        created = await stripe.refunds.create(
          {
            payment_intent: intentId,
            ...(refund.amountMinor === undefined ? {} : { amount: refund.amountMinor }),
          },
          { idempotencyKey: refund.idempotencyKey },
        );
      } catch (error) {
        // A second refund under a fresh key finds the money already returned: the goal is met.
        if (isStripeError(error, 'charge_already_refunded')) {
          return lastRefundOf(stripe, intentId).catch((failure: unknown) => {
            throw reportFailure('list refunds', failure);
          });
        }
        if (isStripeError(error, 'resource_missing')) throw notFound('Payment not found');
        if (isStripeError(error, 'payment_intent_unexpected_state')) {
          throw new AppError('CONFLICT', 'Only a succeeded payment can be refunded');
        }
        const failure = reportFailure('refund payment intent', error);
        // Stripe refused this refund (too much, a disputed charge): its own words say why.
        if (error instanceof Stripe.errors.StripeInvalidRequestError) {
          throw new AppError('CONFLICT', `Stripe refused the refund: ${error.message}`);
        }
        throw failure;
      }
      return refundResultOf(created);
    },

    async refundedAmount(intentId) {
      try {
        let refunded = 0;
        for await (const refund of stripe.refunds.list({ payment_intent: intentId, limit: 100 })) {
          if (refund.status === 'succeeded') refunded += refund.amount;
        }
        return refunded;
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return 0;
        throw reportFailure('list refunds', error);
      }
    },

    async refundStatus(refundId) {
      try {
        return refundStateOf(await stripe.refunds.retrieve(refundId));
      } catch (error) {
        if (isStripeError(error, 'resource_missing')) return null;
        throw reportFailure('retrieve refund', error);
      }
    },

    parseNotification(rawBody, headers) {
      const header = headers['stripe-signature'];
      const signature = Array.isArray(header) ? header[0] : header;
      if (!signature) throw badRequest(SIGNATURE_FAILED);
      let event: Stripe.Event;
      try {
        event = stripe.webhooks.constructEvent(rawBody, signature, settings.webhookSecret);
      } catch (error) {
        log.warn({ message: (error as Error).message }, 'rejected a Stripe webhook');
        throw badRequest(SIGNATURE_FAILED);
      }
      const object = event.data.object as { id?: unknown; object?: unknown; payment_intent?: unknown };
      const intentId =
        object.object === 'payment_intent' && typeof object.id === 'string'
          ? object.id
          : typeof object.payment_intent === 'string'
            ? object.payment_intent
            : null;
      return { id: event.id, kind: notificationKind(event.type), type: event.type, paymentId: intentId };
    },
  };
}

import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import Stripe from 'stripe';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import type { PaymentProvider } from '../src/providers/payments/payment-provider';
import {
  createStripePaymentProvider,
  type PaymentLog,
  stripeAddressOf,
} from '../src/providers/payments/stripe-payment-provider';
import { defined } from './support/defined';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';

const SECRET_KEY = 'sk_test_fake_0123456789';
const WEBHOOK_SECRET = 'whsec_test_0123456789abcdef';

/** Every host the SDK dialled; a request anywhere but loopback throws before it leaves the machine. */
const dialled: string[] = [];
const originalRequests = { http: http.request, https: https.request };

function guardRequests(module: typeof http | typeof https, original: typeof http.request) {
  module.request = ((...args: unknown[]) => {
    const target = args[0] as string | URL | http.RequestOptions;
    const host =
      typeof target === 'string' || target instanceof URL
        ? new URL(target).hostname
        : (target.host ?? target.hostname);
    dialled.push(String(host));
    if (host !== '127.0.0.1') throw new Error(`a test tried to reach ${host}`);
    return (original as (...passed: unknown[]) => http.ClientRequest)(...args);
  }) as typeof http.request;
}

function createRecordingLog() {
  const lines: { level: string; details: Record<string, unknown>; message: string }[] = [];
  const log: PaymentLog = {
    error: (details, message) => lines.push({ level: 'error', details, message }),
    warn: (details, message) => lines.push({ level: 'warn', details, message }),
  };
  return { log, lines };
}

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

function thrownBy(run: () => unknown): AppError {
  try {
    run();
  } catch (error) {
    if (error instanceof AppError) return error;
    throw error;
  }
  throw new Error('expected an AppError');
}

describe('Stripe payment adapter against a local fake of the Stripe API', () => {
  let fake: FakeStripe;
  let provider: PaymentProvider;
  const recorded = createRecordingLog();
  let bookingNumber = 0;

  const settings = () => ({
    secretKey: SECRET_KEY,
    publishableKey: 'pk_test_fake_0123456789',
    webhookSecret: WEBHOOK_SECRET,
    apiUrl: fake.url,
  });

  function booking(overrides: Partial<Parameters<PaymentProvider['createPayment']>[0]> = {}) {
    bookingNumber += 1;
    return {
      amountMinor: 5000,
      currency: 'USD',
      reference: `BK${bookingNumber}`,
      idempotencyKey: `booking-${bookingNumber}-payment`,
      ...overrides,
    };
  }

  beforeAll(async () => {
    guardRequests(http, originalRequests.http);
    guardRequests(https, originalRequests.https);
    fake = await startFakeStripe({ secretKey: SECRET_KEY });
    provider = createStripePaymentProvider(settings(), recorded.log);
  });
  afterEach(() => {
    recorded.lines.length = 0;
  });
  afterAll(async () => {
    await fake?.stop();
    http.request = originalRequests.http;
    https.request = originalRequests.https;
    // The guard saw every call, and every call went to the fake.
    expect(dialled.length).toBeGreaterThan(0);
    expect(new Set(dialled)).toEqual(new Set(['127.0.0.1']));
  });

  it('reads host, port and protocol for the SDK from the API URL', () => {
    expect(stripeAddressOf('http://127.0.0.1:12111')).toEqual({
      host: '127.0.0.1',
      port: 12111,
      protocol: 'http',
    });
    expect(stripeAddressOf('https://stripe.internal.example')).toEqual({
      host: 'stripe.internal.example',
      port: 443,
      protocol: 'https',
    });
    expect(stripeAddressOf('http://[::1]:8080').host).toBe('::1');
    expect(() => stripeAddressOf('ftp://127.0.0.1')).toThrow(/http or https/);
  });

  it('creates an intent with the amount, lower-case currency, metadata and receipt email', async () => {
    const input = booking({ receiptEmail: 'wanjiru@example.com' });
    const intent = await provider.createPayment(input);

    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      status: 'requires_payment_method',
      amountMinor: 5000,
      currency: 'usd',
      browser: {
        method: 'card',
        clientSecret: intent.clientSecret,
        publishableKey: 'pk_test_fake_0123456789',
      },
    });
    const stored = defined(fake.intents.get(intent.id), 'stored');
    expect(stored.metadata).toEqual({ reference: input.reference });
    expect(stored.receipt_email).toBe('wanjiru@example.com');
    expect(stored.automatic_payment_methods).toBeNull();
    expect(stored.allowed_payment_method_types).toEqual(['card']);
    const sent = defined(
      fake.requests.findLast((request) => request.path === '/v1/payment_intents'),
      'sent',
    );
    expect(sent.headers['idempotency-key']).toBe(input.idempotencyKey);
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('returns the same intent for the same idempotency key, and a new one for another key', async () => {
    const input = booking();
    const first = await provider.createPayment(input);
    const again = await provider.createPayment(input);
    const other = await provider.createPayment(booking());

    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(other.id).not.toBe(first.id);
    const replayed = fake.requests.filter(
      (request) => request.headers['idempotency-key'] === input.idempotencyKey,
    );
    expect(replayed).toHaveLength(2);
  });

  it('fails plainly when a key is reused with a different amount, and logs what Stripe said', async () => {
    const input = booking();
    await provider.createPayment(input);
    const error = await provider.createPayment({ ...input, amountMinor: 9900 }).then(
      () => null,
      (reason: Error) => reason,
    );

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect(defined(error, 'error').message).not.toMatch(/Keys for idempotent requests/);
    expect(recorded.lines[0]).toMatchObject({ level: 'error', details: { type: 'StripeIdempotencyError' } });
  });

  it('retrieves an intent as Stripe now reports it, and null for an unknown one', async () => {
    const { browser: _browser, ...created } = await provider.createPayment(
      booking({ amountMinor: 1250, currency: 'kes' }),
    );
    fake.succeed(created.id);

    expect(await provider.retrievePayment(created.id)).toEqual({ ...created, status: 'succeeded' });
    expect(await provider.retrievePayment('pi_does_not_exist')).toBeNull();
    expect(recorded.lines).toEqual([]);
  });

  it('cancels an open intent, and leaves a succeeded or canceled one alone', async () => {
    const open = await provider.createPayment(booking());
    const paid = await provider.createPayment(booking());
    fake.succeed(paid.id);

    await provider.cancelPayment(open.id);
    await provider.cancelPayment(open.id);
    await provider.cancelPayment(paid.id);
    await provider.cancelPayment('pi_does_not_exist');

    expect((await provider.retrievePayment(open.id))?.status).toBe('canceled');
    expect((await provider.retrievePayment(paid.id))?.status).toBe('succeeded');
  });

  it('refunds a succeeded intent once, however often it is asked', async () => {
    const paid = await provider.createPayment(booking({ amountMinor: 7500 }));
    fake.succeed(paid.id);

    await provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
    await provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
    // A different key (say, a second worker's) meets Stripe's charge_already_refunded: still fine.
    await provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}-again` });

    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 7500, currency: 'usd' });
  });

  it('refunds part of a payment, then the rest, and counts what went back', async () => {
    const paid = await provider.createPayment(booking({ amountMinor: 7500 }));
    fake.succeed(paid.id);

    await provider.refundPayment(paid.id, { idempotencyKey: `part-${paid.id}`, amountMinor: 2000 });
    expect(await provider.refundedAmount(paid.id)).toBe(2000);
    await provider.refundPayment(paid.id, { idempotencyKey: `rest-${paid.id}` });
    expect(await provider.refundedAmount(paid.id)).toBe(7500);

    const refunds = [...fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id);
    expect(refunds.map((refund) => refund.amount)).toEqual([2000, 5500]);
  });

  it('refuses to refund an intent that has not succeeded, or does not exist', async () => {
    const open = await provider.createPayment(booking());

    expect(
      await rejectionOf(provider.refundPayment(open.id, { idempotencyKey: `refund-${open.id}` })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await rejectionOf(provider.refundPayment('pi_does_not_exist', { idempotencyKey: 'refund-missing' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment not found',
    });
  });

  it('answers UNAVAILABLE when Stripe fails with a 500, without leaking its words', async () => {
    fake.failNext({ status: 500, times: 1, shouldRetry: false });
    const error = await rejectionOf(provider.createPayment(booking()));

    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: 'The payment provider is unavailable. Please try again.',
    });
    expect(recorded.lines[0]).toMatchObject({
      level: 'error',
      details: { type: 'StripeAPIError', statusCode: 500, message: "Something went wrong on Stripe's end." },
    });
  });

  it('lets the SDK retry a passing failure under the same idempotency key', async () => {
    fake.failNext({ status: 503, times: 1, shouldRetry: true });
    const input = booking();
    const intent = await provider.createPayment(input);

    const attempts = fake.requests.filter(
      (request) => request.headers['idempotency-key'] === input.idempotencyKey,
    );
    expect(attempts).toHaveLength(2);
    expect(fake.intents.get(intent.id)).toBeDefined();
  });

  it('answers UNAVAILABLE when Stripe cannot be reached, or refuses the key', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const unreachable = createStripePaymentProvider(
      { ...settings(), apiUrl: `http://127.0.0.1:${closedPort}` },
      recorded.log,
    );
    const wrongKey = createStripePaymentProvider({ ...settings(), secretKey: 'sk_test_wrong' }, recorded.log);

    expect(await rejectionOf(unreachable.retrievePayment('pi_any'))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await rejectionOf(wrongKey.createPayment(booking()))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(recorded.lines.map((line) => line.details.type)).toEqual([
      'StripeConnectionError',
      'StripeAuthenticationError',
    ]);
  });

  it('shares its publishable key with the browser', async () => {
    expect(provider.id).toBe('stripe');
    expect(provider.methods).toEqual(['card']);
    const created = await provider.createPayment(booking());
    expect(created.browser).toEqual({
      method: 'card',
      clientSecret: created.clientSecret,
      publishableKey: 'pk_test_fake_0123456789',
    });
  });

  describe('webhooks', () => {
    function event(type: string, object: Record<string, unknown>) {
      return JSON.stringify({
        id: `evt_${type.replace(/\W/g, '_')}`,
        object: 'event',
        api_version: Stripe.API_VERSION,
        created: Math.floor(Date.now() / 1000),
        livemode: false,
        pending_webhooks: 1,
        request: { id: null, idempotency_key: null },
        type,
        data: { object },
      });
    }
    const succeeded = event('payment_intent.succeeded', {
      id: 'pi_123',
      object: 'payment_intent',
      status: 'succeeded',
    });

    it('parses a signed payment intent event', () => {
      const signature = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: WEBHOOK_SECRET,
      });

      expect(provider.parseNotification(Buffer.from(succeeded), { 'stripe-signature': signature })).toEqual({
        id: 'evt_payment_intent_succeeded',
        kind: 'succeeded',
        type: 'payment_intent.succeeded',
        paymentId: 'pi_123',
      });
    });

    it("gives a charge's or refund's payment intent, and none for events about other objects", () => {
      const parse = (payload: string) =>
        provider.parseNotification(Buffer.from(payload), {
          'stripe-signature': Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }),
        });
      const refunded = event('charge.refunded', { id: 'ch_1', object: 'charge', payment_intent: 'pi_123' });
      expect(parse(refunded)).toEqual({
        id: 'evt_charge_refunded',
        kind: 'refunded',
        type: 'charge.refunded',
        paymentId: 'pi_123',
      });
      const customer = event('customer.created', { id: 'cus_1', object: 'customer' });
      expect(parse(customer)).toMatchObject({ kind: 'other', type: 'customer.created', paymentId: null });
    });

    it('rejects a wrong secret, a tampered body, a stale or missing signature', () => {
      const wrongSecret = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: 'whsec_someone_else',
      });
      const good = Stripe.webhooks.generateTestHeaderString({ payload: succeeded, secret: WEBHOOK_SECRET });
      const tampered = succeeded.replace('pi_123', 'pi_999');
      const stale = Stripe.webhooks.generateTestHeaderString({
        payload: succeeded,
        secret: WEBHOOK_SECRET,
        timestamp: Math.floor(Date.now() / 1000) - 3600,
      });

      const attempts: [string, string | undefined][] = [
        [succeeded, wrongSecret],
        [tampered, good],
        [succeeded, stale],
        [succeeded, undefined],
        [succeeded, ''],
        [succeeded, 'not a signature'],
      ];
      for (const [body, signature] of attempts) {
        const headers = { 'stripe-signature': signature };
        expect(thrownBy(() => provider.parseNotification(Buffer.from(body), headers))).toMatchObject({
          code: 'BAD_REQUEST',
          message: 'Webhook signature verification failed',
        });
      }
    });
  });
});

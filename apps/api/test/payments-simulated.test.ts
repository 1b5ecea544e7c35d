import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AppInstance } from '../src/app-types';
import { loadConfig } from '../src/config';
import { rateLimits, simulatedPaymentIntents } from '../src/db/schema/index';
import { AppError } from '../src/lib/app-error';
import { handleError } from '../src/lib/error-handler';
import { PublicCache } from '../src/lib/public-cache';
import { registerSimulatedPaymentRoutes } from '../src/modules/simulated-payments/routes';
import { createPaymentProviders } from '../src/providers/payments/create-payment-provider';
import { paymentIdFromClientSecret } from '../src/providers/payments/payment-provider';
import { createPaymentRegistry } from '../src/providers/payments/payment-registry';
import { SIMULATED_TEST_CARDS } from '../src/providers/payments/simulated-card-rules';
import {
  createSimulatedPaymentProvider,
  isSimulatedPaymentProvider,
  type SimulatedPaymentProvider,
} from '../src/providers/payments/simulated-payment-provider';
import { createStorage } from '../src/providers/storage/create-storage';
import { defined } from './support/defined';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

const VALID_CARD = { expMonth: 12, expYear: new Date().getUTCFullYear() + 3, cvc: '123' };

async function rejectionOf(promise: Promise<unknown>): Promise<AppError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  );
  if (!(error instanceof AppError)) throw new Error(`expected an AppError, got ${String(error)}`);
  return error;
}

/** The month before this one, as a card form would write it. */
function lastMonth() {
  const now = new Date();
  const date = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
  return { expMonth: date.getUTCMonth() + 1, expYear: date.getUTCFullYear() };
}

const silentLog = { error() {}, warn() {} };

describe.each(databaseKinds)('simulated card payments on %s', (kind) => {
  let database: TestDatabase;
  let provider: SimulatedPaymentProvider;
  let app: AppInstance;
  const fulfilled: string[] = [];
  const logLines: string[] = [];
  let failFulfilment = false;
  let counter = 0;

  function booking(overrides: { amountMinor?: number; currency?: string; idempotencyKey?: string } = {}) {
    counter += 1;
    return {
      amountMinor: 2500,
      currency: 'USD',
      reference: `REF${counter}`,
      idempotencyKey: `booking-${counter}`,
      ...overrides,
    };
  }

  const newIntent = () => provider.createPayment(booking());
  const pay = (clientSecret: string, cardNumber: string, card: Partial<typeof VALID_CARD> = {}) =>
    provider.confirm({ clientSecret, cardNumber, ...VALID_CARD, ...card });
  const rowOf = async (id: string) =>
    defined(
      (await database.db.select().from(simulatedPaymentIntents).where(eq(simulatedPaymentIntents.id, id)))[0],
      'the simulated payment intent',
    );

  function confirmCall(clientSecret: string, cardNumber: string, card: Record<string, unknown> = {}) {
    return app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/confirm',
      payload: {
        client_secret: clientSecret,
        card_number: cardNumber,
        exp_month: 12,
        exp_year: VALID_CARD.expYear,
        cvc: '123',
        ...card,
      },
    });
  }

  beforeAll(async () => {
    database = await createTestDatabase(kind);
    provider = createSimulatedPaymentProvider({ db: database.db });
    const config = loadConfig({ DATA_DIR: join(tmpdir(), 'tiketi-payments-unused') });
    // A small app of its own: the route's fulfilment callback is this test's, not the booking service's.
    app = Fastify({
      logger: { level: 'info', stream: { write: (line: string) => logLines.push(line) } },
    }).withTypeProvider<ZodTypeProvider>() as unknown as AppInstance;
    app.decorate('deps', {
      config,
      database,
      db: database.db,
      storage: createStorage(config.storage),
      publicCache: new PublicCache(0),
      payments: createPaymentRegistry([provider]),
    });
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    app.setErrorHandler(handleError);
    registerSimulatedPaymentRoutes(app, {
      provider,
      onSucceeded: async (intentId) => {
        fulfilled.push(intentId);
        if (failFulfilment) throw new Error('booking service is down');
      },
    });
    await app.ready();
  });
  beforeEach(() => {
    fulfilled.length = 0;
    logLines.length = 0;
    failFulfilment = false;
  });
  afterAll(async () => {
    await app?.close();
    await database?.destroy();
  });

  describe('intents', () => {
    it('is the default provider, with no publishable key and no webhooks', () => {
      const registry = createPaymentProviders({ kind: 'simulated' }, { db: database.db, log: silentLog });
      const chosen = registry.forMethod('card');

      expect(chosen?.id).toBe('simulated');
      expect(registry.byId('simulated')).toBe(chosen);
      expect(registry.byId('stripe')).toBeNull();
      expect(registry.forMethod('mpesa')).toBeNull();
      expect(chosen && isSimulatedPaymentProvider(chosen)).toBe(true);
      expect(() =>
        chosen?.parseNotification(Buffer.from('{}'), { 'stripe-signature': 't=1,v1=abc' }),
      ).toThrow(
        expect.objectContaining({ code: 'BAD_REQUEST', message: 'The simulated provider has no webhooks' }),
      );
    });

    it('creates an intent with a Stripe-shaped id and client secret', async () => {
      const intent = await provider.createPayment(booking({ amountMinor: 4550, currency: 'KES' }));

      expect(intent.id).toMatch(/^sim_pi_[A-Za-z0-9]{24}$/);
      expect(intent.clientSecret).toMatch(new RegExp(`^${intent.id}_secret_[A-Za-z0-9]{24}$`));
      expect(paymentIdFromClientSecret(intent.clientSecret)).toBe(intent.id);
      expect(intent).toMatchObject({ status: 'requires_payment_method', amountMinor: 4550, currency: 'kes' });
      expect(intent.browser).toEqual({
        method: 'card',
        clientSecret: intent.clientSecret,
        publishableKey: null,
      });
      const { browser: _browser, ...payment } = intent;
      expect(await provider.retrievePayment(intent.id)).toEqual(payment);
      expect(await provider.retrievePayment('sim_pi_unknown')).toBeNull();
    });

    it('makes one intent for one idempotency key, even under concurrent calls', async () => {
      const input = booking();
      const intents = await Promise.all(Array.from({ length: 8 }, () => provider.createPayment(input)));

      expect(new Set(intents.map((intent) => intent.id)).size).toBe(1);
      expect(new Set(intents.map((intent) => intent.clientSecret)).size).toBe(1);
      const rows = await database.db
        .select()
        .from(simulatedPaymentIntents)
        .where(eq(simulatedPaymentIntents.idempotencyKey, input.idempotencyKey));
      expect(rows).toHaveLength(1);
      expect((await provider.createPayment(booking())).id).not.toBe(defined(intents[0], 'intents[0]').id);
    });

    it('refuses a reused key with a different amount, as Stripe does', async () => {
      const input = booking();
      await provider.createPayment(input);

      await expect(provider.createPayment({ ...input, amountMinor: 9999 })).rejects.toThrow(
        /different parameters/,
      );
    });
  });

  describe('card rules', () => {
    const { expMonth: pastMonth, expYear: pastYear } = lastMonth();
    const thisMonth = { expMonth: new Date().getUTCMonth() + 1, expYear: new Date().getUTCFullYear() };
    const cases: [string, string, Partial<typeof VALID_CARD>, { status: string; error?: object }][] = [
      ['4242 4242 4242 4242 succeeds', '4242 4242 4242 4242', {}, { status: 'succeeded' }],
      [
        'a card expiring this month succeeds',
        SIMULATED_TEST_CARDS.succeeds,
        thisMonth,
        { status: 'succeeded' },
      ],
      [
        'a two-digit year is read as 20xx',
        SIMULATED_TEST_CARDS.succeeds,
        { expYear: VALID_CARD.expYear % 100 },
        { status: 'succeeded' },
      ],
      [
        'a four-digit cvc is accepted',
        SIMULATED_TEST_CARDS.succeeds,
        { cvc: '1234' },
        { status: 'succeeded' },
      ],
      [
        '4000 0000 0000 0002 is declined',
        SIMULATED_TEST_CARDS.declined,
        {},
        {
          status: 'requires_payment_method',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
      ],
      [
        '4000 0000 0000 9995 has insufficient funds',
        SIMULATED_TEST_CARDS.insufficientFunds,
        {},
        {
          status: 'requires_payment_method',
          error: {
            type: 'card_error',
            code: 'insufficient_funds',
            message: 'Your card has insufficient funds.',
          },
        },
      ],
      [
        '4000 0000 0000 0077 stays processing',
        SIMULATED_TEST_CARDS.staysProcessing,
        {},
        { status: 'processing' },
      ],
      [
        'any other valid number is declined with a hint',
        '5555 5555 5555 4444',
        {},
        {
          status: 'requires_payment_method',
          error: {
            type: 'card_error',
            code: 'card_declined',
            message: 'Your card was declined. In this test environment, use 4242 4242 4242 4242.',
          },
        },
      ],
      ...['4242424242424241', '4242', '42424242424242424242', '4242-4242-4242-4242', ''].map(
        (number): [string, string, Partial<typeof VALID_CARD>, { status: string; error: object }] => [
          `"${number}" is an invalid number`,
          number,
          {},
          {
            status: 'requires_payment_method',
            error: {
              type: 'validation_error',
              code: 'incorrect_number',
              message: 'Your card number is invalid.',
            },
          },
        ],
      ),
      [
        'last month is in the past',
        SIMULATED_TEST_CARDS.succeeds,
        { expMonth: pastMonth, expYear: pastYear },
        {
          status: 'requires_payment_method',
          error: { type: 'validation_error', message: "Your card's expiration date is in the past." },
        },
      ],
      [
        'last year is in the past',
        SIMULATED_TEST_CARDS.succeeds,
        { expMonth: 12, expYear: new Date().getUTCFullYear() - 1 },
        {
          status: 'requires_payment_method',
          error: {
            type: 'validation_error',
            code: 'invalid_expiry_year_past',
            message: "Your card's expiration date is in the past.",
          },
        },
      ],
      ...['12', '12345', 'abc', ''].map(
        (cvc): [string, string, Partial<typeof VALID_CARD>, { status: string; error: object }] => [
          `cvc "${cvc}" is incomplete`,
          SIMULATED_TEST_CARDS.succeeds,
          { cvc },
          {
            status: 'requires_payment_method',
            error: {
              type: 'validation_error',
              code: 'incomplete_cvc',
              message: "Your card's security code is incomplete.",
            },
          },
        ],
      ),
    ];

    it.each(cases)('%s', async (_name, cardNumber, card, expected) => {
      const intent = await newIntent();
      const result = await pay(intent.clientSecret, cardNumber, card);

      expect(result).toMatchObject(expected);
      if (!expected.error) expect(result.error).toBeUndefined();
      expect((await provider.retrievePayment(intent.id))?.status).toBe(expected.status);
    });

    it('remembers a decline but not a typo, and lets the buyer retry after either', async () => {
      const intent = await newIntent();

      await pay(intent.clientSecret, '4242 4242');
      expect((await rowOf(intent.id)).lastError).toBeNull();
      await pay(intent.clientSecret, SIMULATED_TEST_CARDS.insufficientFunds);
      expect(await rowOf(intent.id)).toMatchObject({
        status: 'requires_payment_method',
        lastError: 'insufficient_funds',
      });

      expect(await pay(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds)).toEqual({ status: 'succeeded' });
      expect(await rowOf(intent.id)).toMatchObject({ status: 'succeeded', lastError: null });
    });

    it('answers a settled intent again without charging anew', async () => {
      const paid = await newIntent();
      const pending = await newIntent();
      await pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      await pay(pending.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      expect(await pay(paid.clientSecret, SIMULATED_TEST_CARDS.declined)).toEqual({ status: 'succeeded' });
      expect(await pay(pending.clientSecret, SIMULATED_TEST_CARDS.succeeds)).toEqual({
        status: 'processing',
      });
    });

    it('needs the exact client secret', async () => {
      const intent = await newIntent();
      const wrongRandom = `${intent.id}_secret_${'A'.repeat(24)}`;

      for (const secret of [
        wrongRandom,
        `${intent.clientSecret}x`,
        intent.id,
        'sim_pi_nope_secret_abc',
        'junk',
      ]) {
        expect(await rejectionOf(pay(secret, SIMULATED_TEST_CARDS.succeeds))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Payment not found',
        });
      }
      expect((await provider.retrievePayment(intent.id))?.status).toBe('requires_payment_method');
    });
  });

  describe('cancel and refund', () => {
    it('cancels an unpaid intent, which then refuses cards', async () => {
      const open = await newIntent();
      const pending = await newIntent();
      await pay(pending.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      await provider.cancelPayment(open.id);
      await provider.cancelPayment(open.id);
      await provider.cancelPayment(pending.id);
      await provider.cancelPayment('sim_pi_unknown');

      expect((await provider.retrievePayment(open.id))?.status).toBe('canceled');
      expect((await provider.retrievePayment(pending.id))?.status).toBe('canceled');
      expect(await rejectionOf(pay(open.clientSecret, SIMULATED_TEST_CARDS.succeeds))).toMatchObject({
        code: 'CONFLICT',
        message: 'This payment was cancelled because its booking expired',
      });
    });

    it('leaves a succeeded intent succeeded when asked to cancel it', async () => {
      const paid = await newIntent();
      await pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      await provider.cancelPayment(paid.id);

      expect((await provider.retrievePayment(paid.id))?.status).toBe('succeeded');
    });

    it('never ends both paid and cancelled when payment and cancellation race', async () => {
      const intents = await Promise.all(Array.from({ length: 6 }, () => newIntent()));
      const outcomes = await Promise.all(
        intents.map(async (intent) => {
          const [payment] = await Promise.allSettled([
            pay(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds),
            provider.cancelPayment(intent.id),
          ]);
          return {
            payment,
            status: defined(await provider.retrievePayment(intent.id), 'the retrieved intent').status,
          };
        }),
      );

      for (const { payment, status } of outcomes) {
        if (status === 'succeeded') expect(payment).toMatchObject({ value: { status: 'succeeded' } });
        else {
          expect(status).toBe('canceled');
          expect(payment).toMatchObject({ status: 'rejected', reason: { code: 'CONFLICT' } });
        }
      }
    });

    it('refunds a succeeded intent once, and only a succeeded one', async () => {
      const paid = await newIntent();
      const open = await newIntent();
      await pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      await provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
      const first = (await rowOf(paid.id)).refundedAt;
      await provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });

      expect(first).toBeInstanceOf(Date);
      expect((await rowOf(paid.id)).refundedAt).toEqual(first);
      expect((await rowOf(paid.id)).status).toBe('succeeded');
      expect(
        await rejectionOf(provider.refundPayment(open.id, { idempotencyKey: 'refund-open' })),
      ).toMatchObject({
        code: 'CONFLICT',
      });
      expect(
        await rejectionOf(provider.refundPayment('sim_pi_unknown', { idempotencyKey: 'refund-unknown' })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    });

    it('refunds only in full: a partial amount is refused, the full amount named is taken', async () => {
      const paid = await newIntent();
      await pay(paid.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      const partial = provider.refundPayment(paid.id, { idempotencyKey: 'part', amountMinor: 1 });
      expect(await rejectionOf(partial)).toMatchObject({ code: 'BAD_REQUEST' });
      expect(await provider.refundedAmount(paid.id)).toBe(0);
      await provider.refundPayment(paid.id, { idempotencyKey: 'all', amountMinor: paid.amountMinor });
      expect(await provider.refundedAmount(paid.id)).toBe(paid.amountMinor);
    });
  });

  describe('routes', () => {
    it('pays, answers like Stripe.js, and fulfils the booking once', async () => {
      const intent = await newIntent();

      const response = await confirmCall(intent.clientSecret, '4242 4242 4242 4242');

      expect(response.statusCode).toBe(200);
      expect(response.headers['cache-control']).toBe('no-store');
      expect(response.json()).toEqual({
        status: 200,
        message: { status: 'succeeded' },
        status_description: 'Payment succeeded!',
      });
      expect(fulfilled).toEqual([intent.id]);
    });

    it('answers a declined card with 200 and the card error, and fulfils nothing', async () => {
      const intent = await newIntent();

      const declined = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.declined);
      const invalid = await confirmCall(intent.clientSecret, '4242', {
        exp_month: '12',
        exp_year: String(VALID_CARD.expYear),
      });
      const processing = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.staysProcessing);

      expect(declined.json()).toEqual({
        status: 200,
        message: {
          status: 'requires_payment_method',
          error: { type: 'card_error', code: 'card_declined', message: 'Your card was declined.' },
        },
        status_description: 'Your card was declined.',
      });
      expect(invalid.json().message.error).toMatchObject({
        type: 'validation_error',
        code: 'incorrect_number',
      });
      expect(processing.json()).toMatchObject({
        message: { status: 'processing' },
        status_description: 'Your payment is processing.',
      });
      expect(fulfilled).toEqual([]);
    });

    it('asks for the bank confirmation step with the 3-D Secure card, and pays once it is completed', async () => {
      const intent = await newIntent();
      const authenticate = (approve: unknown) =>
        app.inject({
          method: 'POST',
          url: '/api/v1/simulated-payments/authenticate',
          payload: { client_secret: intent.clientSecret, approve },
        });

      const asked = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.requiresAuthentication);
      expect(asked.json()).toMatchObject({
        message: { status: 'requires_action' },
        status_description: 'Confirm this payment with your bank',
      });
      expect(fulfilled).toEqual([]);
      expect((await authenticate('yes')).statusCode).toBe(400);

      const approved = await authenticate(true);
      expect(approved.json()).toMatchObject({ message: { status: 'succeeded' } });
      expect(fulfilled).toEqual([intent.id]);
      // A second answer to the same step changes nothing: the payment moves once.
      expect((await authenticate(false)).json().message).toEqual({ status: 'succeeded' });
      expect((await rowOf(intent.id)).status).toBe('succeeded');
    });

    it('sends a failed confirmation step back to the card form with the reason', async () => {
      const intent = await newIntent();
      await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.requiresAuthentication);
      const failed = await app.inject({
        method: 'POST',
        url: '/api/v1/simulated-payments/authenticate',
        payload: { client_secret: intent.clientSecret, approve: false },
      });
      expect(failed.json().message).toMatchObject({
        status: 'requires_payment_method',
        error: { code: 'payment_intent_authentication_failure' },
      });
      expect(fulfilled).toEqual([]);
      // Another card may then pay.
      expect((await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds)).json().message).toEqual({
        status: 'succeeded',
      });
    });

    it('still answers succeeded when fulfilment fails, and logs it', async () => {
      const intent = await newIntent();
      failFulfilment = true;

      const response = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      expect(response.statusCode).toBe(200);
      expect(response.json().message).toEqual({ status: 'succeeded' });
      expect(fulfilled).toEqual([intent.id]);
      expect(logLines.join('\n')).toMatch(/fulfilling a simulated card payment failed/);
      expect(logLines.join('\n')).toMatch(/booking service is down/);
    });

    it('answers 404 for an unknown secret, 409 for a cancelled payment, 400 for a bad body', async () => {
      const intent = await newIntent();
      await provider.cancelPayment(intent.id);

      const unknown = await confirmCall(
        `${intent.id}_secret_${'B'.repeat(24)}`,
        SIMULATED_TEST_CARDS.succeeds,
      );
      const cancelled = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      const bad = await app.inject({
        method: 'POST',
        url: '/api/v1/simulated-payments/confirm',
        payload: { client_secret: intent.clientSecret },
      });

      expect(unknown.statusCode).toBe(404);
      expect(unknown.json()).toMatchObject({ code: 'NOT_FOUND', status_description: 'Payment not found' });
      expect(cancelled.statusCode).toBe(409);
      expect(cancelled.json()).toMatchObject({
        code: 'CONFLICT',
        status_description: 'This payment was cancelled because its booking expired',
      });
      expect(bad.statusCode).toBe(400);
      expect(fulfilled).toEqual([]);
    });

    it('allows 10 tries per payment in 10 minutes, so card numbers cannot be walked', async () => {
      const intent = await newIntent();
      const other = await newIntent();

      for (let attempt = 0; attempt < 10; attempt += 1) {
        const response = await confirmCall(intent.clientSecret, '4000 0000 0000 0101');
        expect(response.statusCode).toBe(200);
      }
      const blocked = await confirmCall(intent.clientSecret, SIMULATED_TEST_CARDS.succeeds);
      const elsewhere = await confirmCall(other.clientSecret, SIMULATED_TEST_CARDS.succeeds);

      expect(blocked.statusCode).toBe(429);
      expect(blocked.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect((await provider.retrievePayment(intent.id))?.status).toBe('requires_payment_method');
      expect(elsewhere.json().message).toEqual({ status: 'succeeded' });
      // The counter is keyed by a hash: no client secret is written to the rate-limit table.
      const keys = (await database.db.select().from(rateLimits)).map((row) => row.key);
      expect(keys.some((key) => key.includes(intent.clientSecret))).toBe(false);
    });

    it('shows the card form the amount due and the status', async () => {
      const intent = await provider.createPayment(booking({ amountMinor: 123456, currency: 'usd' }));

      const found = await app.inject({
        method: 'GET',
        url: `/api/v1/simulated-payments/intent?client_secret=${encodeURIComponent(intent.clientSecret)}`,
      });
      const unknown = await app.inject({
        method: 'GET',
        url: `/api/v1/simulated-payments/intent?client_secret=${intent.id}_secret_${'C'.repeat(24)}`,
      });
      const missing = await app.inject({ method: 'GET', url: '/api/v1/simulated-payments/intent' });

      expect(found.statusCode).toBe(200);
      expect(found.json()).toEqual({
        status: 200,
        message: { status: 'requires_payment_method', amount: 1234.56, currency: 'USD' },
        status_description: 'Payment found',
      });
      expect(unknown.statusCode).toBe(404);
      expect(missing.statusCode).toBe(400);
    });
  });
});

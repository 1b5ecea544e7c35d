import { createServer } from 'node:net';
import { describe, expect, it } from 'vitest';
import { createStripePaymentProvider } from '../src/providers/payments/stripe-payment-provider';
import { rejectionOf } from './support/app-errors';
import { useStripeAdapter } from './support/stripe-adapter';

describe('Stripe payment adapter against a local fake of the Stripe API', () => {
  const s = useStripeAdapter();

  it('answers UNAVAILABLE when Stripe fails with a 500, without leaking its words', async () => {
    s.fake.failNext({ status: 500, times: 1, shouldRetry: false });
    const error = await rejectionOf(s.provider.createPayment(s.booking()));

    expect(error).toMatchObject({
      code: 'UNAVAILABLE',
      status: 503,
      message: 'The payment provider is unavailable. Please try again.',
    });
    expect(s.recorded.lines[0]).toMatchObject({
      level: 'error',
      details: { type: 'StripeAPIError', statusCode: 500, message: "Something went wrong on Stripe's end." },
    });
  });

  it('lets the SDK retry a passing failure under the same idempotency key', async () => {
    s.fake.failNext({ status: 503, times: 1, shouldRetry: true });
    const input = s.booking();
    const intent = await s.provider.createPayment(input);

    const attempts = s.fake.requests.filter(
      (request) => request.headers['idempotency-key'] === input.idempotencyKey,
    );
    expect(attempts).toHaveLength(2);
    expect(s.fake.intents.get(intent.id)).toBeDefined();
  });

  it('answers UNAVAILABLE when Stripe cannot be reached, or refuses the key', async () => {
    const closedPort = await new Promise<number>((resolve) => {
      const server = createServer().listen(0, '127.0.0.1', () => {
        const { port } = server.address() as { port: number };
        server.close(() => resolve(port));
      });
    });
    const unreachable = createStripePaymentProvider(
      { ...s.settings(), apiUrl: `http://127.0.0.1:${closedPort}` },
      s.recorded.log,
    );
    const wrongKey = createStripePaymentProvider(
      { ...s.settings(), secretKey: 'sk_test_wrong' },
      s.recorded.log,
    );

    expect(await rejectionOf(unreachable.retrievePayment('pi_any'))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(await rejectionOf(wrongKey.createPayment(s.booking()))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(s.recorded.lines.map((line) => line.details.type)).toEqual([
      'StripeConnectionError',
      'StripeAuthenticationError',
    ]);
  });
});

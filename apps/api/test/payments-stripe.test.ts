import { describe, expect, it } from 'vitest';
import { AppError } from '../src/lib/app-error';
import { stripeAddressOf } from '../src/providers/payments/stripe-payment-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { SECRET_KEY, useStripeAdapter } from './support/stripe-adapter';

// Failures of Stripe are in payments-stripe-errors, what the browser and webhooks see in payments-stripe-webhooks.

describe('Stripe payment adapter against a local fake of the Stripe API', () => {
  const s = useStripeAdapter();

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
    const input = s.booking({ receiptEmail: 'wanjiru@example.com' });
    const intent = await s.provider.createPayment(input);

    expect(intent).toEqual({
      id: expect.stringMatching(/^pi_/),
      clientSecret: expect.stringMatching(new RegExp(`^${intent.id}_secret_`)),
      status: 'requires_payment_method',
      amountMinor: 5000,
      currency: 'usd',
      hasFailed: false,
      browser: {
        method: 'card',
        clientSecret: intent.clientSecret,
        publishableKey: 'pk_test_fake_0123456789',
      },
    });
    const stored = defined(s.fake.intents.get(intent.id), 'stored');
    expect(stored.metadata).toEqual({ reference: input.reference });
    expect(stored.receipt_email).toBe('wanjiru@example.com');
    expect(stored.automatic_payment_methods).toBeNull();
    expect(stored.allowed_payment_method_types).toEqual(['card']);
    const sent = defined(
      s.fake.requests.findLast((request) => request.path === '/v1/payment_intents'),
      'sent',
    );
    expect(sent.headers['idempotency-key']).toBe(input.idempotencyKey);
    expect(sent.headers.authorization).toBe(`Bearer ${SECRET_KEY}`);
  });

  it('returns the same intent for the same idempotency key, and a new one for another key', async () => {
    const input = s.booking();
    const first = await s.provider.createPayment(input);
    const again = await s.provider.createPayment(input);
    const other = await s.provider.createPayment(s.booking());

    expect(again.id).toBe(first.id);
    expect(again.clientSecret).toBe(first.clientSecret);
    expect(other.id).not.toBe(first.id);
    const replayed = s.fake.requests.filter(
      (request) => request.headers['idempotency-key'] === input.idempotencyKey,
    );
    expect(replayed).toHaveLength(2);
  });

  it('fails plainly when a key is reused with a different amount, and logs what Stripe said', async () => {
    const input = s.booking();
    await s.provider.createPayment(input);
    const error = await s.provider.createPayment({ ...input, amountMinor: 9900 }).then(
      () => null,
      (reason: Error) => reason,
    );

    expect(error).toBeInstanceOf(Error);
    expect(error).not.toBeInstanceOf(AppError);
    expect(defined(error, 'error').message).not.toMatch(/Keys for idempotent requests/);
    expect(s.recorded.lines[0]).toMatchObject({
      level: 'error',
      details: { type: 'StripeIdempotencyError' },
    });
  });

  it('retrieves an intent as Stripe now reports it, and null for an unknown one', async () => {
    const { browser: _browser, ...created } = await s.provider.createPayment(
      s.booking({ amountMinor: 1250, currency: 'kes' }),
    );
    s.fake.succeed(created.id);

    expect(await s.provider.retrievePayment(created.id)).toEqual({ ...created, status: 'succeeded' });
    expect(await s.provider.retrievePayment('pi_does_not_exist')).toBeNull();
    expect(s.recorded.lines).toEqual([]);
  });

  it('cancels an open intent, and leaves a succeeded or canceled one alone', async () => {
    const open = await s.provider.createPayment(s.booking());
    const paid = await s.provider.createPayment(s.booking());
    s.fake.succeed(paid.id);

    await s.provider.cancelPayment(open.id);
    await s.provider.cancelPayment(open.id);
    await s.provider.cancelPayment(paid.id);
    await s.provider.cancelPayment('pi_does_not_exist');

    expect((await s.provider.retrievePayment(open.id))?.status).toBe('canceled');
    expect((await s.provider.retrievePayment(paid.id))?.status).toBe('succeeded');
  });

  it('refunds a succeeded intent once, however often it is asked', async () => {
    const paid = await s.provider.createPayment(s.booking({ amountMinor: 7500 }));
    s.fake.succeed(paid.id);

    await s.provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
    await s.provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}` });
    // A different key (say, a second worker's) meets Stripe's charge_already_refunded: still fine.
    await s.provider.refundPayment(paid.id, { idempotencyKey: `refund-${paid.id}-again` });

    const refunds = [...s.fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id);
    expect(refunds).toHaveLength(1);
    expect(refunds[0]).toMatchObject({ amount: 7500, currency: 'usd' });
  });

  it('refunds part of a payment, then the rest, and counts what went back', async () => {
    const paid = await s.provider.createPayment(s.booking({ amountMinor: 7500 }));
    s.fake.succeed(paid.id);

    await s.provider.refundPayment(paid.id, { idempotencyKey: `part-${paid.id}`, amountMinor: 2000 });
    expect(await s.provider.refundedAmount(paid.id)).toBe(2000);
    await s.provider.refundPayment(paid.id, { idempotencyKey: `rest-${paid.id}` });
    expect(await s.provider.refundedAmount(paid.id)).toBe(7500);

    const refunds = [...s.fake.refunds.values()].filter((refund) => refund.payment_intent === paid.id);
    expect(refunds.map((refund) => refund.amount)).toEqual([2000, 5500]);
  });

  it('says where a refund stands: pending until Stripe settles it, failed or canceled as failed', async () => {
    const paid = await s.provider.createPayment(s.booking({ amountMinor: 7500 }));
    s.fake.succeed(paid.id);
    s.fake.holdRefunds(true);
    try {
      const ids: string[] = [];
      for (const part of [1000, 2000, 3000]) {
        const accepted = await s.provider.refundPayment(paid.id, {
          idempotencyKey: `held-${paid.id}-${part}`,
          amountMinor: part,
        });
        expect(accepted.status).toBe('pending');
        ids.push(accepted.id);
      }
      const refundId = (index: number) => defined(ids[index], 'a refund id');
      const [succeeds, fails, canceled] = [refundId(0), refundId(1), refundId(2)];
      expect(await s.provider.refundStatus(succeeds)).toBe('pending');
      s.fake.settleRefund(succeeds, 'succeeded');
      s.fake.settleRefund(fails, 'failed');
      s.fake.settleRefund(canceled, 'canceled');
      expect(await s.provider.refundStatus(succeeds)).toBe('succeeded');
      expect(await s.provider.refundStatus(fails)).toBe('failed');
      expect(await s.provider.refundStatus(canceled)).toBe('failed');
      expect(await s.provider.refundStatus('re_does_not_exist')).toBeNull();
      // What failed went back to what may be refunded; only what succeeded counts as refunded.
      expect(await s.provider.refundedAmount(paid.id)).toBe(1000);
    } finally {
      s.fake.holdRefunds(false);
    }
  });

  it('refuses to refund an intent that has not succeeded, or does not exist', async () => {
    const open = await s.provider.createPayment(s.booking());

    expect(
      await rejectionOf(s.provider.refundPayment(open.id, { idempotencyKey: `refund-${open.id}` })),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    expect(
      await rejectionOf(s.provider.refundPayment('pi_does_not_exist', { idempotencyKey: 'refund-missing' })),
    ).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment not found',
    });
  });
});

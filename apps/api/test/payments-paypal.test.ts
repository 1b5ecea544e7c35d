import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { fromPaypalValue, paypalRequestId, toPaypalValue } from '../src/providers/payments/paypal-money';
import { orderRequestOf } from '../src/providers/payments/paypal-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { CLIENT_ID, CLIENT_SECRET, usePaypalAdapter } from './support/paypal-adapter';

// Captures and refunds are in payments-paypal-captures, webhooks in payments-paypal-webhooks.

const BASIC = `Basic ${Buffer.from(`${CLIENT_ID}:${CLIENT_SECRET}`).toString('base64')}`;

describe('PayPal settings', () => {
  const base = { DATA_DIR: join(tmpdir(), 'tiketi-paypal-unused') };

  it('uses the simulator when no PayPal setting is given, and PayPal when all three are', () => {
    expect(loadConfig(base).payments.paypal).toEqual({ kind: 'simulated' });
    const config = loadConfig({
      ...base,
      PAYPAL_CLIENT_ID: 'id',
      PAYPAL_CLIENT_SECRET: 'secret',
      PAYPAL_WEBHOOK_ID: 'WH1',
    });
    expect(config.payments.paypal).toEqual({
      kind: 'paypal',
      clientId: 'id',
      clientSecret: 'secret',
      webhookId: 'WH1',
      apiUrl: 'https://api-m.sandbox.paypal.com',
    });
  });

  it('refuses to start with only some of them, naming the missing ones', () => {
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'id' })).toThrow(
      /PAYPAL_CLIENT_SECRET and PAYPAL_WEBHOOK_ID/,
    );
    expect(() => loadConfig({ ...base, PAYPAL_CLIENT_ID: 'id', PAYPAL_CLIENT_SECRET: 's' })).toThrow(
      /set PAYPAL_WEBHOOK_ID too/,
    );
  });
});

describe('PayPal amounts', () => {
  it('writes minor units as PayPal decimal strings and reads them back exactly', () => {
    expect(toPaypalValue(5000, 'USD')).toBe('50.00');
    expect(toPaypalValue(7, 'EUR')).toBe('0.07');
    expect(toPaypalValue(123456789, 'GBP')).toBe('1234567.89');
    expect(toPaypalValue(500, 'JPY')).toBe('500');
    expect(fromPaypalValue('50.00', 'USD')).toBe(5000);
    expect(fromPaypalValue('0.1', 'USD')).toBe(10);
    expect(fromPaypalValue('19.99', 'GBP')).toBe(1999);
    expect(() => fromPaypalValue('1.999', 'USD')).toThrow(/cannot read/);
    expect(() => fromPaypalValue('-1.00', 'USD')).toThrow(/cannot read/);
  });

  it('uses the idempotency key as the request id, or a stable digest of a key PayPal would refuse', () => {
    expect(paypalRequestId('booking-7-payment')).toBe('booking-7-payment');
    const long = 'x'.repeat(200);
    expect(paypalRequestId(long)).toBe(paypalRequestId(long));
    expect(paypalRequestId(long)).toMatch(/^tiketi-[0-9a-f]{64}$/);
    expect(paypalRequestId('with space')).not.toBe(paypalRequestId('with  space'));
  });
});

describe('PayPal Orders v2 adapter against a local fake of the PayPal API', () => {
  const s = usePaypalAdapter();

  it('creates an order with the exact body and headers, and the approval link as the browser step', async () => {
    const input = s.booking({ amountMinor: 4550, currency: 'eur' });
    const order = await s.provider.createPayment(input);

    const sent = defined(s.sentTo('POST', '/v2/checkout/orders').at(-1), 'the create call');
    expect(JSON.parse(sent.body)).toEqual({
      intent: 'CAPTURE',
      purchase_units: [{ custom_id: input.reference, amount: { currency_code: 'EUR', value: '45.50' } }],
    });
    expect(sent.headers).toMatchObject({
      authorization: expect.stringMatching(/^Bearer A21AA/),
      'content-type': 'application/json',
      'paypal-request-id': input.idempotencyKey,
      prefer: 'return=representation',
    });
    expect(order).toEqual({
      id: expect.stringMatching(/^[A-Z0-9]{17}$/),
      status: 'requires_action',
      amountMinor: 4550,
      currency: 'eur',
      clientSecret: null,
      reference: null,
      browser: {
        method: 'paypal',
        approvalUrl: `https://www.sandbox.paypal.com/checkoutnow?token=${order.id}`,
        orderId: order.id,
        clientId: expect.any(String),
      },
    });
  });

  it('asks for a payer-action link when the buyer is sent to PayPal and back', () => {
    const body = orderRequestOf(s.booking({ returnUrl: 'https://tiketi.example/pay/return' }));
    expect(body.payment_source?.paypal.experience_context).toEqual({
      return_url: 'https://tiketi.example/pay/return',
      cancel_url: 'https://tiketi.example/pay/return',
      user_action: 'PAY_NOW',
      shipping_preference: 'NO_SHIPPING',
    });
  });

  it('follows a payer-action link when PayPal answers with one', async () => {
    const order = await s.provider.createPayment(s.booking({ returnUrl: 'https://tiketi.example/back' }));
    expect(order.browser).toMatchObject({ approvalUrl: expect.stringContaining(`token=${order.id}`) });
    expect(s.fake.orders.get(order.id)?.status).toBe('PAYER_ACTION_REQUIRED');
    expect(order.status).toBe('requires_action');
  });

  it('makes one order for one idempotency key: a retry gets the same order back', async () => {
    const input = s.booking();
    const first = await s.provider.createPayment(input);
    const again = await s.provider.createPayment(input);
    const other = await s.provider.createPayment(s.booking());

    expect(again.id).toBe(first.id);
    expect(other.id).not.toBe(first.id);
    const ordersOfReference = [...s.fake.orders.values()].filter(
      (order) => order.purchase_units[0]?.custom_id === input.reference,
    );
    expect(ordersOfReference).toHaveLength(1);
  });

  it.each(['KES', 'NGN', 'usdt'])('refuses %s before calling PayPal', async (currency) => {
    const before = s.fake.requests.length;
    const error = await rejectionOf(s.provider.createPayment(s.booking({ currency })));

    expect(error).toMatchObject({
      code: 'BAD_REQUEST',
      message: expect.stringMatching(/USD, EUR, GBP only/),
    });
    expect(s.fake.requests.length).toBe(before);
  });

  it('gets one token with Basic auth and reuses it until shortly before it expires', async () => {
    s.fake.revokeTokens();
    const tokenCalls = () => s.sentTo('POST', '/v1/oauth2/token').length;
    const before = tokenCalls();
    await s.provider.createPayment(s.booking());
    await s.provider.createPayment(s.booking());

    const [call] = s.sentTo('POST', '/v1/oauth2/token').slice(-1);
    expect(tokenCalls()).toBe(before + 1);
    expect(call?.headers.authorization).toBe(BASIC);
    expect(call?.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(call?.body).toBe('grant_type=client_credentials');

    // 30 seconds before PayPal's expiry the token is no longer used: a new one is asked for.
    s.clock.offsetMs = (s.fake.tokenLifetime - 30) * 1000;
    try {
      await s.provider.createPayment(s.booking());
    } finally {
      s.clock.offsetMs = 0;
    }
    expect(tokenCalls()).toBe(before + 2);
  });

  it('renews a token PayPal refuses once, and retries the call with the new one', async () => {
    await s.provider.createPayment(s.booking());
    s.fake.revokeTokens();
    const tokenCalls = s.sentTo('POST', '/v1/oauth2/token').length;

    const order = await s.provider.createPayment(s.booking());

    expect(s.sentTo('POST', '/v1/oauth2/token')).toHaveLength(tokenCalls + 1);
    const creates = s.sentTo('POST', '/v2/checkout/orders').slice(-2);
    expect(creates.map((request) => request.headers['paypal-request-id'])).toEqual([
      creates[1]?.headers['paypal-request-id'],
      creates[1]?.headers['paypal-request-id'],
    ]);
    expect(creates[0]?.headers.authorization).not.toBe(creates[1]?.headers.authorization);
    expect(s.fake.orders.has(order.id)).toBe(true);
  });

  it('answers unavailable, and logs, when PayPal fails, limits the rate, or refuses the credentials', async () => {
    s.fake.failNext(503);
    expect(await rejectionOf(s.provider.createPayment(s.booking()))).toMatchObject({ code: 'UNAVAILABLE' });
    expect(s.lines[0]).toMatchObject({ level: 'error', details: { status: 503 } });

    // Refused credentials: nothing the buyer can fix either.
    s.clock.offsetMs = s.fake.tokenLifetime * 1000;
    s.fake.failNext(401);
    try {
      expect(await rejectionOf(s.provider.retrievePayment('5O190127TN364715T'))).toMatchObject({
        code: 'UNAVAILABLE',
      });
    } finally {
      s.clock.offsetMs = 0;
    }
    expect(s.lines[1]).toMatchObject({ level: 'error', details: { operation: 'get an access token' } });
    for (const status of [403, 429]) {
      s.fake.failNext(status);
      expect(await rejectionOf(s.provider.retrievePayment('5O190127TN364715T'))).toMatchObject({
        code: 'UNAVAILABLE',
      });
    }
  });

  it('retrieves an order as PayPal reports it, and null for an unknown one', async () => {
    const { browser: _browser, ...created } = await s.provider.createPayment(s.booking({ currency: 'GBP' }));
    expect(await s.provider.retrievePayment(created.id)).toEqual(created);
    s.fake.approve(created.id);
    expect((await s.provider.retrievePayment(created.id))?.status).toBe('requires_action');
    expect(await s.provider.retrievePayment('5O190127TN364715T')).toBeNull();
  });

  it('leaves an order alone when asked to cancel it: PayPal orders expire by themselves', async () => {
    const order = await s.provider.createPayment(s.booking());
    const before = s.fake.requests.length;
    await s.provider.cancelPayment(order.id);
    expect(s.fake.requests.length).toBe(before);
    expect((await s.provider.retrievePayment(order.id))?.status).toBe('requires_action');
  });
});

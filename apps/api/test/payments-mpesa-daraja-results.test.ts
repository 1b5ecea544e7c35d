import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type MpesaOutcome, parseMpesaCallback } from '../src/providers/payments/mpesa-rules';
import { startCallbackReceiver, useDarajaAdapter } from './support/daraja-adapter';
import { defined } from './support/defined';
import type { FakeOutcome } from './support/fake-daraja';

// How a push ended, read from Daraja's callback and from its status query.

const OUTCOMES: [FakeOutcome, number, MpesaOutcome][] = [
  ['success', 0, 'paid'],
  ['cancelled', 1032, 'cancelled'],
  ['timeout', 1037, 'timeout'],
  ['wrong_pin', 2001, 'wrong_pin'],
  ['insufficient_funds', 1, 'insufficient_funds'],
  ['subscriber_locked', 1001, 'busy'],
  // Any code without a name of its own is a plain failure.
  ['push_error', 1025, 'failed'],
];

describe('Daraja M-Pesa results, by callback and by status query', () => {
  const s = useDarajaAdapter();
  let receiver: Awaited<ReturnType<typeof startCallbackReceiver>> | undefined;
  const callbacks = () => defined(receiver, 'the callback receiver').bodies;

  beforeAll(async () => {
    receiver = await startCallbackReceiver();
  });
  afterAll(async () => {
    await receiver?.stop();
  });

  async function deliver(id: string, options: { amount?: number; times?: number } = {}) {
    const url = defined(receiver, 'the callback receiver').url;
    const answers = await s.fake.deliverCallback(id, { url, ...options });
    return answers.map((answer) => answer.status);
  }

  it.each(OUTCOMES)('maps a %s callback (ResultCode %i) to %s', async (outcome, code, expected) => {
    const payment = await s.provider.createPayment(s.booking({ phone: '0712345678', amountMinor: 250_000 }));
    const push = s.fake.settle(payment.id, outcome);
    callbacks().length = 0;

    expect(await deliver(payment.id)).toEqual([200]);
    const parsed = s.provider.parseCallback(callbacks()[0]);

    const paid = outcome === 'success';
    expect(parsed).toEqual({
      merchantRequestId: push.merchantRequestId,
      checkoutRequestId: payment.id,
      resultCode: code,
      resultDesc: expect.any(String),
      outcome: expected,
      amountMinor: paid ? 250_000 : null,
      receipt: paid ? push.receipt : null,
      phone: paid ? '254712345678' : null,
      transactionDate: paid ? push.transactionDate : null,
    });
    if (paid) expect(parsed?.receipt).toMatch(/^[A-Z0-9]{10}$/);
  });

  it.each(OUTCOMES)(
    'maps a %s answer of the status query (ResultCode %i) to %s',
    async (outcome, _code, expected) => {
      const payment = await s.provider.createPayment(s.booking({ amountMinor: 99_900 }));
      s.fake.settle(payment.id, outcome);

      expect(await s.provider.queryOutcome(payment.id)).toBe(expected);
      expect(await s.provider.retrievePayment(payment.id)).toEqual({
        id: payment.id,
        status: expected === 'paid' ? 'succeeded' : 'canceled',
        amountMinor: 99_900,
        currency: 'kes',
        clientSecret: null,
        reference: null,
      });
      const query = defined(
        s.fake.requests.findLast((request) => request.path === '/mpesa/stkpushquery/v1/query'),
        'the query',
      );
      expect(query.body).toMatchObject({ BusinessShortCode: '174379', CheckoutRequestID: payment.id });
    },
  );

  it('reports a push the buyer has not answered as pending, and an unknown one as null', async () => {
    const payment = await s.provider.createPayment(s.booking());

    expect(await s.provider.queryOutcome(payment.id)).toBe('pending');
    expect((await s.provider.retrievePayment(payment.id))?.status).toBe('processing');
    expect(await s.provider.queryOutcome('ws_CO_unknown')).toBeNull();
    expect(await s.provider.retrievePayment('ws_CO_unknown')).toBeNull();
  });

  it('reads the amount of a push another instance sent from the booking lookup', async () => {
    const payment = await s.provider.createPayment(s.booking({ amountMinor: 120_000 }));
    s.fake.settle(payment.id, 'success');
    const lookedUp: string[] = [];
    const other = s.adapter(
      {},
      {
        requestedAmount: async (id) => {
          lookedUp.push(id);
          return { amountMinor: 120_000, currency: 'KES' };
        },
      },
    );

    expect(await other.retrievePayment(payment.id)).toMatchObject({
      status: 'succeeded',
      amountMinor: 120_000,
    });
    expect(lookedUp).toEqual([payment.id]);
    // Without the lookup, it will not guess the amount.
    expect(await s.adapter().retrievePayment(payment.id)).toBeNull();
  });

  it('shows a callback with another amount as it is, so the booking can refuse it', async () => {
    const payment = await s.provider.createPayment(s.booking({ amountMinor: 150_000 }));
    s.fake.settle(payment.id, 'success');
    callbacks().length = 0;

    await deliver(payment.id, { amount: 1 });
    expect(s.provider.parseCallback(callbacks()[0])).toMatchObject({ outcome: 'paid', amountMinor: 100 });
  });

  it('parses a callback delivered twice to the same payment and receipt', async () => {
    const payment = await s.provider.createPayment(s.booking());
    const push = s.fake.settle(payment.id, 'success');
    callbacks().length = 0;

    expect(await deliver(payment.id, { times: 2 })).toEqual([200, 200]);
    const [first, second] = callbacks().map((body) => s.provider.parseCallback(body));
    expect(first).toEqual(second);
    expect(first).toMatchObject({ checkoutRequestId: payment.id, receipt: push.receipt });
  });

  it('returns null, never throws, for a body that is not a documented callback', () => {
    const payment = { Body: { stkCallback: { MerchantRequestID: 'm-1', CheckoutRequestID: 'ws_CO_1' } } };
    const paid = (items: { Name: string; Value?: unknown }[]) => ({
      Body: {
        stkCallback: {
          ...payment.Body.stkCallback,
          ResultCode: 0,
          ResultDesc: 'The service request is processed successfully.',
          CallbackMetadata: { Item: items },
        },
      },
    });
    const goodItems = [
      { Name: 'Amount', Value: 1500 },
      { Name: 'MpesaReceiptNumber', Value: 'SGR7ABC123' },
      { Name: 'TransactionDate', Value: 20261124101500 },
      { Name: 'PhoneNumber', Value: 254712345678 },
    ];
    expect(parseMpesaCallback(paid(goodItems))).toMatchObject({
      amountMinor: 150_000,
      receipt: 'SGR7ABC123',
    });

    for (const body of [
      null,
      'ResultCode=0',
      [],
      {},
      { Body: {} },
      { Body: { stkCallback: { ...payment.Body.stkCallback, ResultDesc: 'no code' } } },
      { Body: { stkCallback: { ...payment.Body.stkCallback, ResultCode: 'zero', ResultDesc: '' } } },
      { Body: { stkCallback: { CheckoutRequestID: 'ws_CO_1', ResultCode: 0, ResultDesc: 'x' } } },
      paid([]),
      paid(goodItems.filter((item) => item.Name !== 'MpesaReceiptNumber')),
      paid(goodItems.map((item) => (item.Name === 'Amount' ? { Name: 'Amount', Value: -5 } : item))),
      paid(
        goodItems.map((item) => (item.Name === 'PhoneNumber' ? { Name: 'PhoneNumber', Value: 12 } : item)),
      ),
    ]) {
      expect(s.provider.parseCallback(body)).toBeNull();
    }
  });
});

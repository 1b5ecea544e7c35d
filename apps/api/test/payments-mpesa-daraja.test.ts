import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { platformSecrets } from '../src/db/schema/index';
import { CALLBACK_SECRET_NAME } from '../src/providers/payments/mpesa-daraja-provider';
import { darajaTimestamp } from '../src/providers/payments/mpesa-rules';
import { rejectionOf } from './support/app-errors';
import { CALLBACK_SECRET, DARAJA, PUBLIC_URL, useDarajaAdapter } from './support/daraja-adapter';
import { defined } from './support/defined';

// Result codes, the status query and callbacks are in payments-mpesa-daraja-results.

describe('Daraja M-Pesa Express adapter against a local fake of Daraja', () => {
  const s = useDarajaAdapter();
  const pushesSent = () => s.fake.requests.filter((request) => request.path.startsWith('/mpesa/stkpush/'));
  const lastPush = () => defined(pushesSent().at(-1), 'the last STK push').body;

  it('sends an STK push with exactly the documented fields', async () => {
    const before = Date.now();
    const payment = await s.provider.createPayment(
      s.booking({ reference: 'TK-ABCDEFGH23', phone: '+254 712 345 678' }),
    );
    const after = Date.now();

    const sent = lastPush();
    const timestamp = String(sent.Timestamp);
    expect([darajaTimestamp(new Date(before)), darajaTimestamp(new Date(after))]).toContain(timestamp);
    expect(sent).toEqual({
      BusinessShortCode: DARAJA.shortcode,
      Password: Buffer.from(`${DARAJA.shortcode}${DARAJA.passkey}${timestamp}`).toString('base64'),
      Timestamp: timestamp,
      TransactionType: 'CustomerPayBillOnline',
      Amount: 1500,
      PartyA: '254712345678',
      PartyB: DARAJA.shortcode,
      PhoneNumber: '254712345678',
      CallBackURL: `${PUBLIC_URL}/api/v1/payments/mpesa/callback/${CALLBACK_SECRET}`,
      AccountReference: 'TKABCDEFGH23',
      TransactionDesc: 'Tickets',
    });
    const push = defined(s.fake.pushes.get(payment.id), 'the push the fake kept');
    expect(payment).toEqual({
      id: push.checkoutRequestId,
      status: 'processing',
      amountMinor: 150_000,
      currency: 'kes',
      clientSecret: null,
      browser: { method: 'mpesa', checkoutRequestId: push.checkoutRequestId, phone: '254712345678' },
    });
  });

  it('stamps the Timestamp on Nairobi time (UTC+3), whatever the server clock zone', () => {
    expect(darajaTimestamp(new Date('2026-03-01T21:30:05Z'))).toBe('20260302003005');
    expect(darajaTimestamp(new Date('2026-12-31T20:59:59Z'))).toBe('20261231235959');
  });

  it('pays the till for buy-goods, and the shortcode when no till is set', async () => {
    const till = s.adapter({ transactionType: 'CustomerBuyGoodsOnline', partyB: DARAJA.till });
    await till.createPayment(s.booking({ phone: '0110123456' }));
    expect(lastPush()).toMatchObject({
      TransactionType: 'CustomerBuyGoodsOnline',
      PartyB: DARAJA.till,
      PartyA: '254110123456',
    });

    const refused = await rejectionOf(
      s.adapter({ transactionType: 'CustomerBuyGoodsOnline' }).createPayment(s.booking()),
    );
    // The fake's till differs from the shortcode, so Daraja refuses this PartyB.
    expect(refused).toMatchObject({ code: 'UNAVAILABLE' });
    expect(s.recorded.lines.at(-1)).toMatchObject({
      details: { errorMessage: 'Bad Request - Invalid PartyB' },
    });
  });

  it('refuses another currency, part shillings and a non-Kenyan phone with 400, sending nothing', async () => {
    const sentBefore = s.fake.requests.length;
    for (const [input, message] of [
      [{ currency: 'USD' }, 'Kenyan shillings'],
      [{ amountMinor: 150_050 }, 'whole shillings'],
      [{ amountMinor: 0 }, 'whole shillings'],
      [{ phone: '+255712345678' }, 'Kenyan mobile number'],
      [{ phone: undefined }, 'Kenyan mobile number'],
    ] as const) {
      const error = await rejectionOf(s.provider.createPayment({ ...s.booking(), ...input }));
      expect(error).toMatchObject({ code: 'BAD_REQUEST', message: expect.stringContaining(message) });
    }
    expect(s.fake.requests.length).toBe(sentBefore);
  });

  it('rings the phone once for one idempotency key, and again for a new one', async () => {
    const input = s.booking();
    const sentBefore = pushesSent().length;
    const [first, again] = await Promise.all([
      s.provider.createPayment(input),
      s.provider.createPayment(input),
    ]);
    const retry = await s.provider.createPayment({
      ...input,
      idempotencyKey: `${input.idempotencyKey}-retry-1`,
    });

    expect(again.id).toBe(first.id);
    expect(retry.id).not.toBe(first.id);
    expect(pushesSent().length).toBe(sentBefore + 2);
    await expect(s.provider.createPayment({ ...input, amountMinor: 990_000 })).rejects.toThrow(
      /different parameters/,
    );
    expect(pushesSent().length).toBe(sentBefore + 2);
  });

  it('asks for a token with Basic auth once, and keeps it for later calls', async () => {
    const adapter = s.adapter();
    const issuedBefore = s.fake.tokensIssued.length;
    await Promise.all([adapter.createPayment(s.booking()), adapter.createPayment(s.booking())]);
    await adapter.createPayment(s.booking());

    expect(s.fake.tokensIssued.length).toBe(issuedBefore + 1);
    const tokenCall = defined(
      s.fake.requests.findLast((request) => request.path === '/oauth/v1/generate'),
      'the token request',
    );
    const basic = Buffer.from(`${DARAJA.consumerKey}:${DARAJA.consumerSecret}`).toString('base64');
    expect(tokenCall.headers.authorization).toBe(`Basic ${basic}`);
    expect(lastPushHeaders()).toBe(`Bearer ${s.fake.tokensIssued.at(-1)}`);
  });

  function lastPushHeaders() {
    return defined(
      s.fake.requests.findLast((request) => request.path.startsWith('/mpesa/')),
      'the last M-Pesa call',
    ).headers.authorization;
  }

  it('renews a token shortly before it expires', async () => {
    s.fake.tokenLifetimeSeconds = 45;
    try {
      const adapter = s.adapter();
      const issuedBefore = s.fake.tokensIssued.length;
      await adapter.createPayment(s.booking());
      await adapter.createPayment(s.booking());
      // Less than a minute of life is "shortly before it expires": each call takes a fresh one.
      expect(s.fake.tokensIssued.length).toBe(issuedBefore + 2);
    } finally {
      s.fake.tokenLifetimeSeconds = 3599;
    }
  });

  it.each([
    ['404.001.03 invalid-token error', 'invalid-token-code'],
    ['HTTP 401', 401],
  ] as const)('renews the token once when Daraja refuses it with %s', async (_name, refusal) => {
    const adapter = s.adapter();
    await adapter.createPayment(s.booking());
    const issuedBefore = s.fake.tokensIssued.length;
    s.fake.expireTokens(refusal);

    const payment = await adapter.createPayment(s.booking());

    expect(s.fake.pushes.has(payment.id)).toBe(true);
    expect(s.fake.tokensIssued.length).toBe(issuedBefore + 1);
    expect(lastPushHeaders()).toBe(`Bearer ${s.fake.tokensIssued.at(-1)}`);
    expect(s.recorded.lines).toContainEqual(
      expect.objectContaining({ level: 'warn', message: 'Daraja refused its access token; renewing it' }),
    );
  });

  it('gives up after one renewal, and reports wrong consumer keys as unavailable', async () => {
    const wrongKeys = s.adapter({ consumerSecret: 'not-the-secret' });
    expect(await rejectionOf(wrongKeys.createPayment(s.booking()))).toMatchObject({
      code: 'UNAVAILABLE',
      message: 'M-Pesa is unavailable. Please try again.',
    });
    expect(s.recorded.lines.at(-1)).toMatchObject({
      details: { operation: 'token', errorCode: '400.008.01' },
    });

    const adapter = s.adapter();
    await adapter.createPayment(s.booking());
    const issuedBefore = s.fake.tokensIssued.length;
    s.fake.expireTokens();
    s.fake.tokenLifetimeSeconds = 0;
    try {
      // The renewed token is refused too: one renewal, then the buyer is told.
      expect(await rejectionOf(adapter.createPayment(s.booking()))).toMatchObject({ code: 'UNAVAILABLE' });
      expect(s.fake.tokensIssued.length).toBe(issuedBefore + 1);
    } finally {
      s.fake.tokenLifetimeSeconds = 3599;
    }

    s.fake.failNext(1);
    expect(await rejectionOf(s.adapter().createPayment(s.booking()))).toMatchObject({ code: 'UNAVAILABLE' });
  });

  it('tells the buyer when the phone is busy with another M-Pesa payment', async () => {
    s.fake.lockPhoneNext();
    expect(await rejectionOf(s.provider.createPayment(s.booking()))).toMatchObject({
      code: 'CONFLICT',
      message: expect.stringContaining('busy with another M-Pesa payment'),
    });
  });

  it('makes the callback secret from the platform secret when none is set, the same on every instance', async () => {
    const one = s.adapter({ callbackSecret: undefined });
    const two = s.adapter({ callbackSecret: undefined });
    const secret = await one.callbackSecret();

    expect(secret).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(await two.callbackSecret()).toBe(secret);
    expect(await two.isCallbackSecret(secret)).toBe(true);
    expect(await two.isCallbackSecret(CALLBACK_SECRET)).toBe(false);
    expect(await s.provider.isCallbackSecret(CALLBACK_SECRET)).toBe(true);
    await one.createPayment(s.booking());
    expect(lastPush().CallBackURL).toBe(`${PUBLIC_URL}/api/v1/payments/mpesa/callback/${secret}`);
    const [stored] = await s.database.db
      .select()
      .from(platformSecrets)
      .where(eq(platformSecrets.name, CALLBACK_SECRET_NAME));
    expect(stored?.value).toBe(secret);
  });

  it('refunds nothing itself, cancels nothing, and has no signed notifications', async () => {
    const payment = await s.provider.createPayment(s.booking());

    expect(
      await rejectionOf(s.provider.refundPayment(payment.id, { idempotencyKey: 'refund-1' })),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'M-Pesa payments are refunded by the organizer from the M-Pesa portal',
    });
    expect(await s.provider.refundedAmount(payment.id)).toBe(0);
    await s.provider.cancelPayment(payment.id);
    expect((await s.provider.retrievePayment(payment.id))?.status).toBe('processing');
    expect(() => s.provider.parseNotification(Buffer.from('{}'), {})).toThrow(
      expect.objectContaining({ code: 'BAD_REQUEST' }),
    );
  });
});

import { describe, expect, it } from 'vitest';
import { captureRequestId } from '../src/providers/payments/paypal-provider';
import { rejectionOf } from './support/app-errors';
import { defined } from './support/defined';
import { usePaypalAdapter } from './support/paypal-adapter';

describe('PayPal captures and refunds against a local fake of the PayPal API', () => {
  const s = usePaypalAdapter();

  it('captures an approved order: COMPLETED with the capture id and the captured amount', async () => {
    const order = await s.approvedOrder('COMPLETED', s.booking({ amountMinor: 12_345, currency: 'GBP' }));

    const capture = await s.provider.capture(order.id);

    const fakeCapture = defined(
      s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.captures[0],
      'capture',
    );
    expect(capture).toEqual({
      orderId: order.id,
      status: 'COMPLETED',
      captureId: fakeCapture.id,
      amountMinor: 12_345,
      currency: 'gbp',
    });
    const sent = defined(s.sentTo('POST', `/v2/checkout/orders/${order.id}/capture`)[0], 'the capture call');
    expect(sent.headers['paypal-request-id']).toBe(captureRequestId(order.id));
    expect(sent.headers.prefer).toBe('return=representation');
    expect((await s.provider.retrievePayment(order.id))?.status).toBe('succeeded');
  });

  it('answers the same capture when asked again, and never captures twice', async () => {
    const order = await s.approvedOrder();
    const first = await s.provider.capture(order.id);
    const again = await s.provider.capture(order.id);

    expect(again).toEqual(first);
    expect(s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it('reads the capture back when the order was captured under another request id', async () => {
    const order = await s.approvedOrder();
    // Another instance captured first, with its own request id, so this one meets ORDER_ALREADY_CAPTURED.
    const bearer = defined(
      s.fake.requests.findLast((request) => request.headers.authorization?.startsWith('Bearer ')),
      'a call with a token',
    ).headers.authorization;
    const elsewhere = await fetch(`${s.fake.url}/v2/checkout/orders/${order.id}/capture`, {
      method: 'POST',
      headers: {
        authorization: String(bearer),
        'content-type': 'application/json',
        'paypal-request-id': 'other',
      },
      body: '{}',
    });
    expect(elsewhere.status).toBe(201);

    const capture = await s.provider.capture(order.id);

    const fakeCapture = defined(
      s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.captures[0],
      'capture',
    );
    expect(capture).toMatchObject({ status: 'COMPLETED', captureId: fakeCapture.id, amountMinor: 5000 });
    expect(s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
  });

  it('reports a pending capture as PENDING and the payment as processing, until PayPal completes it', async () => {
    const order = await s.approvedOrder('PENDING');
    const capture = await s.provider.capture(order.id);

    expect(capture).toMatchObject({ status: 'PENDING', captureId: expect.any(String), amountMinor: 5000 });
    expect((await s.provider.retrievePayment(order.id))?.status).toBe('processing');
    s.fake.settlePending(order.id, 'COMPLETED');
    expect((await s.provider.retrievePayment(order.id))?.status).toBe('succeeded');
  });

  it('reports a declined capture as DECLINED and the payment as canceled', async () => {
    const order = await s.approvedOrder('DECLINED');
    const capture = await s.provider.capture(order.id);

    expect(capture).toMatchObject({ orderId: order.id, status: 'DECLINED' });
    expect((await s.provider.retrievePayment(order.id))?.status).toBe('canceled');
  });

  it('reports a funding source PayPal refuses (INSTRUMENT_DECLINED) as DECLINED, with no capture', async () => {
    const order = await s.approvedOrder('INSTRUMENT_DECLINED');
    const capture = await s.provider.capture(order.id);

    expect(capture).toEqual({
      orderId: order.id,
      status: 'DECLINED',
      captureId: null,
      amountMinor: null,
      currency: null,
    });
    expect(s.fake.orders.get(order.id)?.status).toBe('APPROVED');
    expect(s.lines).toEqual([]);
  });

  it('refuses to capture an order the buyer has not approved, or one that does not exist', async () => {
    const order = await s.provider.createPayment(s.booking());

    expect(await rejectionOf(s.provider.capture(order.id))).toMatchObject({
      code: 'CONFLICT',
      message: 'The buyer has not approved this PayPal payment yet',
    });
    expect(await rejectionOf(s.provider.capture('5O190127TN364715T'))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Payment not found',
    });
  });

  it('refunds a captured order in full with the request id of the refund key', async () => {
    const order = await s.approvedOrder('COMPLETED', s.booking({ amountMinor: 7500 }));
    const { captureId } = await s.provider.capture(order.id);

    await s.provider.refundPayment(order.id, { idempotencyKey: `refund-${order.id}` });
    await s.provider.refundPayment(order.id, { idempotencyKey: `refund-${order.id}` });
    // A fresh key finds the capture fully refunded already: the goal is met.
    await s.provider.refundPayment(order.id, { idempotencyKey: `refund-${order.id}-again` });

    const calls = s.sentTo('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(calls[0]?.body).toBe('{}');
    expect(calls[0]?.headers['paypal-request-id']).toBe(`refund-${order.id}`);
    expect(s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.refunds).toHaveLength(1);
    expect(await s.provider.refundedAmount(order.id)).toBe(7500);
  });

  it('refunds part of a payment, then the rest, and counts what went back', async () => {
    const order = await s.approvedOrder('COMPLETED', s.booking({ amountMinor: 7500, currency: 'EUR' }));
    const { captureId } = await s.provider.capture(order.id);

    await s.provider.refundPayment(order.id, { idempotencyKey: `part-${order.id}`, amountMinor: 2050 });
    expect(await s.provider.refundedAmount(order.id)).toBe(2050);
    await s.provider.refundPayment(order.id, { idempotencyKey: `rest-${order.id}` });
    expect(await s.provider.refundedAmount(order.id)).toBe(7500);

    const [part] = s.sentTo('POST', `/v2/payments/captures/${captureId}/refund`);
    expect(JSON.parse(defined(part, 'the partial refund').body)).toEqual({
      amount: { value: '20.50', currency_code: 'EUR' },
    });
    const refunds = s.fake.orders.get(order.id)?.purchase_units[0]?.payments?.refunds ?? [];
    expect(refunds.map((refund) => refund.amount.value)).toEqual(['20.50', '54.50']);
  });

  it('says where a refund stands: PENDING until PayPal decides, FAILED or CANCELLED as failed', async () => {
    const order = await s.approvedOrder('COMPLETED', s.booking({ amountMinor: 7500 }));
    await s.provider.capture(order.id);
    s.fake.holdRefunds(true);
    try {
      const ids: string[] = [];
      for (const part of [1000, 2000, 3000]) {
        const accepted = await s.provider.refundPayment(order.id, {
          idempotencyKey: `held-${order.id}-${part}`,
          amountMinor: part,
        });
        expect(accepted.status).toBe('pending');
        ids.push(accepted.id);
      }
      const refundId = (index: number) => defined(ids[index], 'a refund id');
      const [completes, fails, cancelled] = [refundId(0), refundId(1), refundId(2)];
      expect(await s.provider.refundStatus(completes)).toBe('pending');
      expect(s.sentTo('GET', `/v2/payments/refunds/${completes}`)).toHaveLength(1);
      s.fake.settleRefund(completes, 'COMPLETED');
      s.fake.settleRefund(fails, 'FAILED');
      s.fake.settleRefund(cancelled, 'CANCELLED');
      expect(await s.provider.refundStatus(completes)).toBe('succeeded');
      expect(await s.provider.refundStatus(fails)).toBe('failed');
      expect(await s.provider.refundStatus(cancelled)).toBe('failed');
      expect(await s.provider.refundStatus('1JU08902781691411')).toBeNull();
      expect(await s.provider.refundedAmount(order.id)).toBe(1000);
      // What failed may be refunded again: the rest of the capture goes in one refund.
      s.fake.holdRefunds(false);
      await s.provider.refundPayment(order.id, { idempotencyKey: `rest-${order.id}` });
      expect(await s.provider.refundedAmount(order.id)).toBe(7500);
    } finally {
      s.fake.holdRefunds(false);
    }
  });

  it('refuses to refund an order that was not captured, or does not exist', async () => {
    const open = await s.provider.createPayment(s.booking());
    const pending = await s.approvedOrder('PENDING');
    await s.provider.capture(pending.id);

    for (const orderId of [open.id, pending.id]) {
      expect(
        await rejectionOf(s.provider.refundPayment(orderId, { idempotencyKey: `r-${orderId}` })),
      ).toMatchObject({
        code: 'CONFLICT',
      });
    }
    expect(
      await rejectionOf(s.provider.refundPayment('5O190127TN364715T', { idempotencyKey: 'refund-missing' })),
    ).toMatchObject({ code: 'NOT_FOUND', message: 'Payment not found' });
    expect(await s.provider.refundedAmount('5O190127TN364715T')).toBe(0);
    expect(await s.provider.refundedAmount(open.id)).toBe(0);
  });
});

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingOf,
  heldOrder,
  ledgerOf,
  ledgerTotals,
  newEvent,
  type OrdersApp,
  refund,
  seatsOf,
  startOrdersApp,
  timelineOf,
} from './orders-money-kit';
import { backdateRefunds, sweepOnce } from './orders-pending-kit';
import { defined } from './support/defined';
import { type FakePaypal, startFakePaypal } from './support/fake-paypal';
import { CLIENT_ID, CLIENT_SECRET, WEBHOOK_ID } from './support/paypal-adapter';
import { databaseKinds } from './support/test-database';

// ADR-019 through PayPal (its fake API): a refund it answers PENDING (an eCheck) completes later,
// with a PAYMENT.CAPTURE.REFUNDED notice, or fails, of which PayPal sends no notice at all: the
// sweeper asks about it (GET /v2/payments/refunds/{id}) and gives its money back to the order.

describe.each(databaseKinds)('a PayPal refund left pending (the fake PayPal API) on %s', (kind) => {
  let state: { app: OrdersApp; fake: FakePaypal } | undefined;
  const current = () => defined(state, 'the PayPal app');
  beforeAll(async () => {
    const fake = await startFakePaypal({
      clientId: CLIENT_ID,
      clientSecret: CLIENT_SECRET,
      webhookId: WEBHOOK_ID,
    });
    const app = await startOrdersApp(
      kind,
      {
        PAYPAL_CLIENT_ID: CLIENT_ID,
        PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
        PAYPAL_API_URL: fake.url,
      },
      { paymentMethods: ['card', 'paypal'] },
    );
    fake.holdRefunds(true);
    state = { app, fake };
  });
  afterAll(async () => {
    await state?.app.t.close();
    await state?.fake.stop();
  });

  async function paidPaypalOrder(priceMinor: number) {
    const { app, fake } = current();
    const event = await newEvent(app, { priceMinor });
    const held = await heldOrder(app, event, 1, 'paypal');
    fake.approve(held.clientSecret);
    const captured = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/capture',
      payload: { order_id: held.clientSecret },
      headers: { auth: held.token },
    });
    expect(captured.json().message.data.booking_status).toBe(BOOKING_STATUS.paid);
    return { ...held, event };
  }

  async function pendingRefund(reference: string, payload: object) {
    const accepted = await refund(current().app, reference, payload);
    expect(accepted.status).toBe(202);
    const row = defined((await ledgerOf(current().app, reference)).at(-1), 'the pending row');
    expect(row.status).toBe('pending');
    return { row, refundId: defined(row.providerRefundId, 'PayPal’s refund id') };
  }

  const deliver = async (orderId: string) => {
    const notice = current().fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId);
    for (let delivery = 0; delivery < 2; delivery++) {
      const delivered = await current().app.t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/paypal/webhook',
        headers: notice.headers,
        payload: notice.body,
      });
      expect(delivered.statusCode).toBe(200);
    }
  };

  it('PENDING then COMPLETED: its notice settles the refund once and voids the order', async () => {
    const { app, fake } = current();
    const order = await paidPaypalOrder(4000);
    const { refundId } = await pendingRefund(order.reference, {});
    // PayPal has not decided yet: a notice about the payment now changes nothing.
    await deliver(order.clientSecret);
    expect((await ledgerOf(app, order.reference))[0]?.status).toBe('pending');

    fake.settleRefund(refundId, 'COMPLETED');
    await deliver(order.clientSecret);
    expect(await ledgerOf(app, order.reference)).toMatchObject([
      { status: 'succeeded', amountMinor: 4000, providerRefundId: refundId },
    ]);
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.refunded,
      refundedMinor: 4000,
    });
    expect(await seatsOf(app, order.event.typeId)).toEqual({ sold: 0, held: 0 });
    expect((await timelineOf(app, order.reference)).map((entry) => [entry.kind, entry.actor])).toEqual([
      ['refund_requested', 'Achieng Odhiambo'],
      ['refunded', 'System'],
    ]);
  });

  it('PENDING then FAILED, with no notice: the sweeper frees the money and a new refund succeeds', async () => {
    const { app, fake } = current();
    const order = await paidPaypalOrder(4000);
    const { row, refundId } = await pendingRefund(order.reference, { amount: 15 });
    fake.settleRefund(refundId, 'FAILED');
    // Not asked before ten minutes have gone by.
    await sweepOnce(app);
    expect((await ledgerOf(app, order.reference))[0]?.status).toBe('pending');

    await backdateRefunds(app, [row.id], 11);
    await sweepOnce(app);
    await sweepOnce(app);
    expect(await ledgerOf(app, order.reference)).toMatchObject([
      { status: 'failed', failure: 'The provider did not complete the refund' },
    ]);
    const failures = (await timelineOf(app, order.reference)).filter(
      (entry) => entry.kind === 'refund_failed',
    );
    expect(failures).toMatchObject([
      { actor: 'System', detail: 'The provider did not complete the refund of $15.00' },
    ]);
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      refundedMinor: 0,
    });

    fake.holdRefunds(false);
    try {
      const again = await refund(app, order.reference, {});
      expect(again.status).toBe(200);
      expect(again.body.message).toMatchObject({ status: 'refunded', refunded: 40, refundable: 0 });
    } finally {
      fake.holdRefunds(true);
    }
    expect(await ledgerTotals(app, order.reference)).toEqual({ refunded: 4000, due: 0, pending: 0 });
    const capture = fake.orders.get(order.clientSecret)?.purchase_units[0]?.payments?.captures[0];
    expect(capture?.status).toBe('REFUNDED');
  });
});

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingOf,
  heldOrder,
  ledgerOf,
  mailsAbout,
  newEvent,
  type OrdersApp,
  refund,
  seatsOf,
  startOrdersApp,
  timelineOf,
} from './orders-money-kit';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { SECRET_KEY, WEBHOOK_SECRET } from './support/stripe-adapter';
import { databaseKinds } from './support/test-database';

// Issue 14: refunds through Stripe, against a local fake of its API: the amount and key it is sent,
// a refund made in its dashboard, one it confirms later (202, settled by its notice) and an outage.

describe.each(databaseKinds)('refunding a Stripe order (the fake Stripe API) on %s', (kind) => {
  let state: { app: OrdersApp; stripe: FakeStripe } | undefined;
  const current = () => defined(state, 'the Stripe app');
  beforeAll(async () => {
    const stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    const app = await startOrdersApp(kind, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_orders',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    state = { app, stripe };
  });
  afterAll(async () => {
    await state?.app.t.close();
    await state?.stripe.stop();
  });

  let notices = 0;
  const notify = (type: string, intentId: string, id = `evt_orders_${++notices}`) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type,
      data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return current().app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  async function paidStripeOrder(event: { eventId: number; typeId: number }, qty: number) {
    const held = await heldOrder(current().app, event, qty, 'card');
    const intentId = defined(held.clientSecret.split('_secret_')[0], 'the intent id');
    current().stripe.succeed(intentId);
    const retrieved = await retrieve(current().app.t, held.clientSecret, held.token);
    expect(retrieved.body.message.data.status).toBe(BOOKING_STATUS.paid);
    return { ...held, intentId };
  }

  it('passes the amount and its own key to Stripe, and records a refund made in the dashboard too', async () => {
    const { app, stripe } = current();
    const event = await newEvent(app, { priceMinor: 3000 });
    const order = await paidStripeOrder(event, 2);

    const part = await refund(app, order.reference, { amount: 10 });
    expect(part.status).toBe(200);
    const [row] = await ledgerOf(app, order.reference);
    const created = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/refunds',
    );
    expect(created?.params).toMatchObject({ payment_intent: order.intentId, amount: '1000' });
    expect(created?.headers['idempotency-key']).toBe(`order-refund-${row?.id}`);
    expect(row?.providerRefundId).toMatch(/^re_/);

    // The organizer refunds 5.00 more in Stripe's dashboard: its notice writes it to the ledger, once.
    stripe.refund(order.intentId, 500);
    for (const id of ['evt_dashboard', 'evt_dashboard', 'evt_dashboard_again']) {
      expect((await notify('charge.refunded', order.intentId, id)).statusCode).toBe(200);
    }
    const rows = await ledgerOf(app, order.reference);
    expect(rows.map((entry) => [entry.amountMinor, entry.origin, entry.status])).toEqual([
      [1000, 'organizer', 'succeeded'],
      [500, 'provider', 'succeeded'],
    ]);
    const last = (await timelineOf(app, order.reference)).at(-1);
    expect(last).toMatchObject({ kind: 'refunded', actor: 'System', detail: 'Refunded at the provider' });
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      refundedMinor: 1500,
    });
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 2, held: 0 });
  });

  it('answers 202 for a refund Stripe confirms later; its notice settles it and voids the order once', async () => {
    const { app, stripe } = current();
    const event = await newEvent(app, { priceMinor: 3000 });
    const order = await paidStripeOrder(event, 1);
    stripe.holdRefunds(true);
    try {
      const accepted = await refund(app, order.reference, {});
      expect(accepted.status).toBe(202);
      expect(accepted.body.message).toMatchObject({ status: 'paid', refunded: 0, refundable: 0 });
      const [row] = await ledgerOf(app, order.reference);
      expect(row).toMatchObject({ status: 'pending', isFull: true });
      const second = await refund(app, order.reference, { amount: 1 });
      expect(second.status).toBe(409);
      expect(second.body.status_description).toBe(
        'A refund of this order is already under way; wait for it to finish',
      );

      // Stripe has not confirmed it yet: a notice now changes nothing.
      expect((await notify('charge.refunded', order.intentId)).statusCode).toBe(200);
      expect((await ledgerOf(app, order.reference))[0]?.status).toBe('pending');

      stripe.settleRefund(defined(row?.providerRefundId, 'the Stripe refund id'), 'succeeded');
      for (let delivery = 0; delivery < 2; delivery++) {
        expect((await notify('charge.refund.updated', order.intentId)).statusCode).toBe(200);
      }
      const booking = await bookingOf(app, order.reference);
      expect(booking).toMatchObject({ status: BOOKING_STATUS.refunded, refundedMinor: 3000 });
      expect(await ledgerOf(app, order.reference)).toHaveLength(1);
      expect((await ledgerOf(app, order.reference))[0]?.status).toBe('succeeded');
      expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });
      const refundMails = (await mailsAbout(app, order.reference)).filter((mail) =>
        mail.key?.startsWith('booking-refunded'),
      );
      expect(refundMails).toHaveLength(1);
      expect((await timelineOf(app, order.reference)).map((entry) => [entry.kind, entry.actor])).toEqual([
        ['refund_requested', 'Achieng Odhiambo'],
        ['refunded', 'System'],
      ]);
    } finally {
      stripe.holdRefunds(false);
    }
  });

  it('a Stripe outage fails the refund with a 503 and leaves the order as it was', async () => {
    const { app, stripe } = current();
    const event = await newEvent(app, { priceMinor: 3000 });
    const order = await paidStripeOrder(event, 1);
    stripe.failNext({ status: 500, times: 5 });
    const failed = await refund(app, order.reference, {});
    expect(failed.status).toBe(503);
    expect(failed.body.status_description).toBe('The payment provider is unavailable. Please try again.');
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      refundedMinor: 0,
    });
    expect((await ledgerOf(app, order.reference))[0]).toMatchObject({ status: 'failed' });
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 1, held: 0 });
    stripe.failNext({ status: 500, times: 0 });
    const retried = await refund(app, order.reference, {});
    expect(retried.status).toBe(200);
    expect(retried.body.message.status).toBe('refunded');
  });
});

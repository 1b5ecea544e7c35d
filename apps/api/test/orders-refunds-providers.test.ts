import { BOOKING_STATUS } from '@tiketi/contract/constants';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingOf,
  heldOrder,
  ledgerOf,
  ledgerTotals,
  mailsAbout,
  newEvent,
  type OrdersApp,
  refund,
  refundPaid,
  seatsOf,
  startOrdersApp,
  ticketsOf,
  timelineOf,
  useOrdersApp,
} from './orders-money-kit';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { type FakePaypal, startFakePaypal } from './support/fake-paypal';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { CLIENT_ID, CLIENT_SECRET, WEBHOOK_ID } from './support/paypal-adapter';
import { SECRET_KEY, WEBHOOK_SECRET } from './support/stripe-adapter';
import { databaseKinds } from './support/test-database';

// Issue 14: refunds through every payment method's provider: M-Pesa owed by hand and paid out, PayPal
// and Stripe against local fakes of their APIs, with refunds confirmed later and made outside the product.

describe.each(databaseKinds)('refunding an M-Pesa order (the simulated phone) on %s', (kind) => {
  const app = useOrdersApp(kind, {}, { paymentMethods: ['card', 'mpesa'] });

  async function paidMpesaOrder(event: { eventId: number; typeId: number }) {
    const held = await heldOrder(app(), event, 1, 'mpesa');
    const answered = await app().t.app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/mpesa/answer',
      headers: { auth: held.token },
      payload: { client_secret: held.clientSecret, action: 'accept' },
    });
    expect(answered.json().message.data).toEqual({ payment_status: 'paid' });
    return held;
  }

  it('owes a refund by hand, then records its payout with the M-Pesa receipt', async () => {
    const event = await newEvent(app(), { currency: 'KES', priceMinor: 150_000 });
    const order = await paidMpesaOrder(event);

    const part = await refund(app(), order.reference, { amount: 500, reason: 'Late start' });
    expect(part.status).toBe(200);
    expect(part.body.message).toMatchObject({
      status: 'refund_due',
      refund_due: 500,
      refunded: 0,
      refundable: 1000,
    });
    const [due] = await ledgerOf(app(), order.reference);
    expect(due).toMatchObject({ status: 'due', amountMinor: 50_000, isFull: false });
    const [entry] = await timelineOf(app(), order.reference);
    expect(entry).toMatchObject({ kind: 'refund_due', actor: 'Achieng Odhiambo' });
    expect(entry?.detail).toContain('KES 500 to +254711000222');
    const coming = (await mailsAbout(app(), order.reference)).find(
      (mail) => mail.key === `refund:${due?.id}`,
    );
    expect(coming?.text).toContain('It will be sent to your M-Pesa number at +254711000222');

    const noReceipt = await refundPaid(app(), order.reference, { reference: ' ' });
    expect(noReceipt.status).toBe(400);
    const paidOut = await refundPaid(app(), order.reference, { reference: 'SKR1234567' });
    expect(paidOut.status).toBe(200);
    expect(paidOut.body.message).toMatchObject({
      status: 'partially_refunded',
      refunded: 500,
      refund_due: 0,
    });
    expect((await ledgerOf(app(), order.reference))[0]).toMatchObject({
      status: 'paid_out',
      providerRefundId: 'SKR1234567',
    });
    const again = await refundPaid(app(), order.reference, { reference: 'SKR1234567' });
    expect(again.status).toBe(409);
    expect(again.body.status_description).toBe('Nothing is owed back by hand on this order');

    // The rest, in full: the tickets stop admitting and the seats return at once; it is still owed.
    const rest = await refund(app(), order.reference, {});
    expect(rest.status).toBe(200);
    expect(rest.body.message).toMatchObject({ status: 'refund_due', refund_due: 1000, refundable: 0 });
    expect(await seatsOf(app(), event.typeId)).toEqual({ sold: 0, held: 0 });
    expect((await ticketsOf(app(), order.reference)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    const done = await refundPaid(app(), order.reference, { reference: 'SKR7654321' });
    expect(done.body.message).toMatchObject({ status: 'refunded', refunded: 1500, refund_due: 0 });
    const booking = await bookingOf(app(), order.reference);
    expect(booking).toMatchObject({
      status: BOOKING_STATUS.refunded,
      refundedMinor: 150_000,
      refundDueMinor: 0,
    });
    expect(booking.refundDueAt).toBeNull();
    expect(await ledgerTotals(app(), order.reference)).toEqual({ refunded: 150_000, due: 0, pending: 0 });
    expect((await timelineOf(app(), order.reference)).map((row) => row.kind)).toEqual([
      'refund_due',
      'refund_paid_out',
      'refund_due',
      'refund_paid_out',
    ]);
  });
});

describe.each(databaseKinds)('refunding a PayPal order (the fake PayPal API) on %s', (kind) => {
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
    state = { app, fake };
  });
  afterAll(async () => {
    await state?.app.t.close();
    await state?.fake.stop();
  });

  it('refunds part of the capture, then the rest; a refund notice afterwards changes nothing', async () => {
    const { app, fake } = current();
    const event = await newEvent(app, { priceMinor: 2500 });
    const held = await heldOrder(app, event, 2, 'paypal');
    fake.approve(held.clientSecret);
    const captured = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/capture',
      payload: { order_id: held.clientSecret },
      headers: { auth: held.token },
    });
    expect(captured.json().message.data.booking_status).toBe(BOOKING_STATUS.paid);

    const part = await refund(app, held.reference, { amount: 10.25 });
    expect(part.status).toBe(200);
    expect(part.body.message).toMatchObject({
      status: 'partially_refunded',
      refunded: 10.25,
      refundable: 39.75,
    });
    const payments = fake.orders.get(held.clientSecret)?.purchase_units[0]?.payments;
    expect(payments?.refunds.map((row) => row.amount.value)).toEqual(['10.25']);
    const [first] = await ledgerOf(app, held.reference);
    expect(first?.providerRefundId).toBe(payments?.refunds[0]?.id);

    const rest = await refund(app, held.reference, {});
    expect(rest.body.message).toMatchObject({ status: 'refunded', refunded: 50, refundable: 0 });
    expect(payments?.captures[0]?.status).toBe('REFUNDED');
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });

    const notice = fake.webhook('PAYMENT.CAPTURE.REFUNDED', held.clientSecret);
    const delivered = await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/webhook',
      headers: notice.headers,
      payload: notice.body,
    });
    expect(delivered.statusCode).toBe(200);
    expect(await ledgerOf(app, held.reference)).toHaveLength(2);
    expect(await ledgerTotals(app, held.reference)).toEqual({ refunded: 5000, due: 0, pending: 0 });
    expect((await bookingOf(app, held.reference)).refundedMinor).toBe(5000);
  });
  it('a refund made at PayPal itself appears on the order and its timeline once its notice comes', async () => {
    const { app, fake } = current();
    const event = await newEvent(app, { priceMinor: 2500 });
    const held = await heldOrder(app, event, 1, 'paypal');
    fake.approve(held.clientSecret);
    await app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/capture',
      payload: { order_id: held.clientSecret },
      headers: { auth: held.token },
    });
    // The organizer refunds 5.00 in PayPal's own account pages.
    const paypal = defined(app.t.app.deps.payments.byId('paypal'), 'the PayPal provider');
    await paypal.refundPayment(held.clientSecret, {
      idempotencyKey: `outside-${held.reference}`,
      amountMinor: 500,
    });
    const notice = fake.webhook('PAYMENT.CAPTURE.REFUNDED', held.clientSecret);
    for (let delivery = 0; delivery < 2; delivery++) {
      const delivered = await app.t.app.inject({
        method: 'POST',
        url: '/api/v1/payments/paypal/webhook',
        headers: notice.headers,
        payload: notice.body,
      });
      expect(delivered.statusCode).toBe(200);
    }
    expect(await ledgerOf(app, held.reference)).toMatchObject([
      { amountMinor: 500, origin: 'provider', status: 'succeeded', isFull: false },
    ]);
    expect(await bookingOf(app, held.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      refundedMinor: 500,
    });
    expect((await timelineOf(app, held.reference)).at(-1)).toMatchObject({
      kind: 'refunded',
      actor: 'System',
      detail: 'Refunded at the provider',
    });
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 1, held: 0 });
  });
});

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

import { BOOKING_STATUS } from '@tiketi/contract/constants';
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
import { defined } from './support/defined';
import { type FakePaypal, startFakePaypal } from './support/fake-paypal';
import { CLIENT_ID, CLIENT_SECRET, WEBHOOK_ID } from './support/paypal-adapter';
import { databaseKinds } from './support/test-database';

// Issue 14: refunds by M-Pesa (owed by hand, then paid out) and by PayPal against a local fake of its
// API, with a refund made outside the product. Stripe's are in orders-refunds-stripe.test.ts.

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

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox, simulatedPaymentIntents } from '../src/db/schema/index';
import { codesOf } from './check-in-kit';
import {
  bookingOf,
  heldOrder,
  ledgerOf,
  ledgerTotals,
  newEvent,
  type OrdersApp,
  paidCardOrder,
  seatsOf,
  startOrdersApp,
  ticketsOf,
} from './orders-money-kit';
import { retrieve } from './support/bookings';
import { testDatabaseUrl } from './support/config';
import { defined } from './support/defined';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { SECRET_KEY, WEBHOOK_SECRET } from './support/stripe-adapter';

/**
 * Issue 14: money and seats move exactly once, whatever races. Real simultaneous HTTP requests
 * against the real server on PostgreSQL (its row locks are what is proven), each race run several
 * times so that either side may win, and every end checked: seat counters, tickets, the ledger
 * against the booking's counters, the provider's money and the mails.
 */
describe.runIf(testDatabaseUrl)('order money under concurrent requests (PostgreSQL)', () => {
  let app: OrdersApp;
  let base: string;

  beforeAll(async () => {
    app = await startOrdersApp('postgres', { MAX_TICKETS_PER_BOOKING: '20' }, { poolSize: 20 });
    await app.t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(() => app.t.close());

  const post = async (url: string, body: object, token = app.owner.token) => {
    const response = await fetch(`${base}${url}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(token ? { auth: token } : {}) },
      body: JSON.stringify(body),
    });
    return {
      status: response.status,
      body: (await response.json()) as { message?: Record<string, unknown> },
    };
  };
  const intentOf = async (clientSecret: string) => {
    const [row] = await app.t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, clientSecret.split('_secret_')[0] ?? ''));
    return defined(row, 'the simulated intent');
  };
  /** The ledger adds up to the booking's counters and to what the provider gave back. */
  const expectMoneyOnce = async (order: { reference: string; clientSecret: string }) => {
    const booking = await bookingOf(app, order.reference);
    const totals = await ledgerTotals(app, order.reference);
    expect(totals).toEqual({ refunded: booking.refundedMinor, due: booking.refundDueMinor, pending: 0 });
    expect((await intentOf(order.clientSecret)).refundedMinor).toBe(booking.refundedMinor);
    return booking;
  };

  it('two full refunds at once: one refunds, the other is refused, the money goes back once', async () => {
    const event = await newEvent(app);
    for (let round = 0; round < 5; round++) {
      const order = await paidCardOrder(app, event, 2);
      const answers = await Promise.all([
        post(`/api/v1/orders/${order.reference}/refund`, {}),
        post(`/api/v1/orders/${order.reference}/refund`, {}),
      ]);
      expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
      const booking = await expectMoneyOnce(order);
      expect(booking).toMatchObject({ status: BOOKING_STATUS.refunded, refundedMinor: 5000 });
      expect(await ledgerOf(app, order.reference)).toHaveLength(1);
    }
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });
  });

  it('five partial refunds at once never give back more than was paid', async () => {
    const event = await newEvent(app);
    const order = await paidCardOrder(app, event, 2);
    const answers = await Promise.all(
      Array.from({ length: 5 }, () => post(`/api/v1/orders/${order.reference}/refund`, { amount: 20 })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(2);
    expect(answers.filter((answer) => answer.status === 409)).toHaveLength(3);
    const booking = await expectMoneyOnce(order);
    expect(booking).toMatchObject({ status: BOOKING_STATUS.paid, refundedMinor: 4000 });
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 2, held: 0 });
  });

  it('a full refund racing a check-in of its ticket: admitted before, or refused after, never both', async () => {
    const event = await newEvent(app);
    for (let round = 0; round < 6; round++) {
      const order = await paidCardOrder(app, event, 1);
      const [code] = await codesOf(app.t, order.token, order.reference);
      const [refunded, scanned] = await Promise.all([
        post(`/api/v1/orders/${order.reference}/refund`, {}),
        post(`/api/v1/event/${event.eventId}/checkin`, { code }),
      ]);
      expect(refunded.status).toBe(200);
      expect(scanned.status).toBe(200);
      const outcome = String(scanned.body.message?.outcome);
      expect(['valid', 'refunded']).toContain(outcome);
      const [ticket] = await ticketsOf(app, order.reference);
      expect(ticket?.voidedAt).not.toBeNull();
      // Admitted only when the scan won; a refunded ticket is never checked in afterwards.
      expect(ticket?.checkedInAt !== null).toBe(outcome === 'valid');
      if (ticket?.checkedInAt && ticket.voidedAt) expect(ticket.checkedInAt <= ticket.voidedAt).toBe(true);
      await expectMoneyOnce(order);
    }
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });
  });

  it('a cancel racing a late payment: seats come back once and any money taken goes back', async () => {
    const event = await newEvent(app);
    for (let round = 0; round < 6; round++) {
      const held = await heldOrder(app, event, 2);
      const [cancelled] = await Promise.all([
        post(`/api/v1/orders/${held.reference}/cancel`, {}),
        post('/api/v1/simulated-payments/confirm', {
          client_secret: held.clientSecret,
          card_number: '4242 4242 4242 4242',
          exp_month: 12,
          exp_year: 2040,
          cvc: '123',
        }),
      ]);
      expect(cancelled.status).toBe(200);
      // The buyer's page asks again afterwards, as it does: a payment taken is settled now.
      await retrieve(app.t, held.clientSecret, held.token);
      const intent = await intentOf(held.clientSecret);
      const booking = await bookingOf(app, held.reference);
      expect([BOOKING_STATUS.cancelled, BOOKING_STATUS.refunded]).toContain(booking.status);
      expect(booking.voidedAt).not.toBeNull();
      // Money taken went back in full; money never taken was never refunded.
      expect(intent.refundedMinor).toBe(intent.status === 'succeeded' ? 5000 : 0);
      await expectMoneyOnce(held);
      expect((await ticketsOf(app, held.reference)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
      expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });
    }
  });
});

describe.runIf(testDatabaseUrl)('one refund notice delivered twice at once (PostgreSQL, fake Stripe)', () => {
  let app: OrdersApp;
  let stripe: FakeStripe;
  let base: string;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    app = await startOrdersApp(
      'postgres',
      {
        STRIPE_SECRET_KEY: SECRET_KEY,
        STRIPE_PUBLISHABLE_KEY: 'pk_test_orders',
        STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
        STRIPE_API_URL: stripe.url,
      },
      { poolSize: 20 },
    );
    await app.t.app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.t.app.server.address();
    if (!address || typeof address === 'string') throw new Error('no address');
    base = `http://127.0.0.1:${address.port}`;
  });
  afterAll(async () => {
    await app.t.close();
    await stripe.stop();
  });

  const notify = (id: string, intentId: string) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: `ch_${intentId}`, object: 'charge', payment_intent: intentId } },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return fetch(`${base}/api/v1/payments/stripe/webhook`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
      body: payload,
    });
  };

  it('a dashboard refund notified twice (and redelivered) is recorded once: one row, seats once, one mail', async () => {
    const event = await newEvent(app);
    for (let round = 0; round < 4; round++) {
      const held = await heldOrder(app, event, 2);
      const intentId = defined(held.clientSecret.split('_secret_')[0], 'the intent id');
      stripe.succeed(intentId);
      expect((await retrieve(app.t, held.clientSecret, held.token)).body.message.data.status).toBe(
        BOOKING_STATUS.paid,
      );
      stripe.refund(intentId);
      const answers = await Promise.all([
        notify(`evt_a_${round}`, intentId),
        notify(`evt_b_${round}`, intentId),
        notify(`evt_a_${round}`, intentId),
      ]);
      expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
      const booking = await bookingOf(app, held.reference);
      expect(booking).toMatchObject({ status: BOOKING_STATUS.refunded, refundedMinor: 5000 });
      expect(await ledgerOf(app, held.reference)).toMatchObject([
        { amountMinor: 5000, origin: 'provider', status: 'succeeded', isFull: true },
      ]);
      const mails = await app.t.db
        .select()
        .from(outbox)
        .where(eq(outbox.idempotencyKey, `booking-refunded:${booking.id}`));
      expect(mails).toHaveLength(1);
      expect((await ticketsOf(app, held.reference)).every((ticket) => ticket.voidedAt !== null)).toBe(true);
    }
    expect(await seatsOf(app, event.typeId)).toEqual({ sold: 0, held: 0 });
  });
});

import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets, outbox, processedWebhooks, ticketTypes } from '../src/db/schema/index';
import { book, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const SECRET_KEY = 'sk_test_bookings_0123456789';
const WEBHOOK_SECRET = 'whsec_test_bookings_abcdef';
const eventTitle = 'Harbour Lights';

describe.each(databaseKinds)('paying with Stripe (a local fake of its API) on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let eventId: number;
  let seat: { id: number };

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_bookings',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (
      await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title: eventTitle })
    ).id;
    seat = await createTicketType(t.db, { eventId, name: 'Seat', priceMinor: 4200, maxTickets: 100 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const notify = (event: object, secret = WEBHOOK_SECRET) => {
    const payload = JSON.stringify(event);
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret });
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };
  const intentEvent = (id: string, type: string, intentId: string) => ({
    id,
    object: 'event',
    type,
    data: { object: { id: intentId, object: 'payment_intent' } },
  });
  const counters = async () => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };

  it('opens one PaymentIntent per booking, with an idempotency key derived from the booking', async () => {
    const result = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    expect(result.status).toBe(201);
    const data = result.body.message.data;
    expect(data).toMatchObject({ provider: 'stripe', publishable_key: 'pk_test_bookings', total_price: 84 });
    const intentId = data.client_secret.split('_secret_')[0];
    expect(stripe.intents.get(intentId)).toMatchObject({ amount: 8400, currency: 'usd' });
    const create = stripe.requests.find(
      (request) => request.method === 'POST' && request.path === '/v1/payment_intents',
    );
    expect(create?.headers['idempotency-key']).toBe(`booking-${data.booking_id}`);
  });

  it('fulfils on a signed payment_intent.succeeded, once, however often it is replayed', async () => {
    const { body, token } = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const secret = body.message.data.client_secret;
    const intentId = secret.split('_secret_')[0];
    const before = await counters();

    // Notified before the money moved: the provider says it has not succeeded, so nothing happens.
    const early = await notify(intentEvent('evt_early', 'payment_intent.succeeded', intentId));
    expect(early.statusCode).toBe(200);
    expect((await retrieve(t, secret, token)).body.message.data.status).toBe(1);

    stripe.succeed(intentId);
    for (const eventName of ['evt_paid', 'evt_paid', 'evt_paid_again']) {
      expect((await notify(intentEvent(eventName, 'payment_intent.succeeded', intentId))).statusCode).toBe(
        200,
      );
    }
    // Out of order: a failure notice after success changes nothing.
    expect(
      (await notify(intentEvent('evt_late_failure', 'payment_intent.payment_failed', intentId))).statusCode,
    ).toBe(200);

    const paid = await retrieve(t, secret, token);
    expect(paid.body.message.data).toMatchObject({ status: 2, payment_status: 'paid' });
    expect(await counters()).toEqual({ sold: before.sold + 1, held: before.held - 1 });
    const [row] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
    expect(
      await t.db
        .select()
        .from(issuedTickets)
        .where(eq(issuedTickets.bookingId, defined(row, 'row').id)),
    ).toHaveLength(1);
    const recorded = await t.db.select().from(processedWebhooks);
    expect(recorded.filter((event) => event.eventId === 'evt_paid')).toHaveLength(1);
  });

  it('answers a redelivered notification without asking Stripe again, unless it found nothing to do', async () => {
    const { body } = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const intentId = body.message.data.client_secret.split('_secret_')[0];
    const recordedIds = async () => (await t.db.select().from(processedWebhooks)).map((row) => row.eventId);

    // Nothing to do yet (the money has not moved): not recorded, so a redelivery is handled afresh.
    await notify(intentEvent('evt_redelivered', 'payment_intent.succeeded', intentId));
    expect(await recordedIds()).not.toContain('evt_redelivered');
    stripe.succeed(intentId);
    expect(
      (await notify(intentEvent('evt_redelivered', 'payment_intent.succeeded', intentId))).statusCode,
    ).toBe(200);
    const [paid] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
    expect(paid?.status).toBe(2);
    expect(await recordedIds()).toContain('evt_redelivered');

    // Handled to the end: a further redelivery is acknowledged from the record alone.
    const asked = stripe.requests.length;
    expect(
      (await notify(intentEvent('evt_redelivered', 'payment_intent.succeeded', intentId))).statusCode,
    ).toBe(200);
    expect(stripe.requests.length).toBe(asked);
  });

  it('cancels a paid booking refunded in Stripe: tickets stop admitting, seats return, the buyer is told', async () => {
    const { body, token } = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    const intentId = body.message.data.client_secret.split('_secret_')[0];
    stripe.succeed(intentId);
    await notify(intentEvent('evt_paid_for_refund', 'payment_intent.succeeded', intentId));
    const paid = await counters();
    const chargeRefunded = (id: string) => ({
      id,
      object: 'event',
      type: 'charge.refunded',
      data: { object: { id: 'ch_refunded', object: 'charge', payment_intent: intentId, refunded: true } },
    });

    // A notice that Stripe does not back up (nothing refunded there) changes nothing.
    expect((await notify(chargeRefunded('evt_refund_unbacked'))).statusCode).toBe(200);
    const [stillPaid] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
    expect(defined(stillPaid, 'stillPaid').status).toBe(2);

    stripe.refund(intentId);
    for (const eventName of ['evt_refund', 'evt_refund', 'evt_refund_again']) {
      expect((await notify(chargeRefunded(eventName))).statusCode).toBe(200);
    }
    const [refunded] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
    assert(refunded, 'refunded');
    expect(refunded).toMatchObject({ status: 5, refundedAt: expect.any(Date) });
    expect(await counters()).toEqual({ sold: paid.sold - 2, held: paid.held });
    expect((await retrieve(t, body.message.data.client_secret, token)).body.message.data.status).toBe(5);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(
        sql`${outbox.payload}->>'subject' = ${`Your booking for ${eventTitle} was refunded (${refunded.reference})`}`,
      );
    expect(mails).toHaveLength(1);
    const view = await t.app.inject({
      method: 'GET',
      url: '/api/v1/tickets/view',
      headers: { auth: defined(token, 'token') },
    });
    // Its tickets are gone; the buyer sees the order as refunded (issue 14).
    expect(view.json().message.data).toEqual([]);
    expect(view.json().message.closed).toMatchObject([
      { order_status: 'refunded', booking: { booking_id: refunded.reference } },
    ]);
  });

  it('refuses a notification with a bad signature, and changes nothing', async () => {
    const { body } = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const intentId = body.message.data.client_secret.split('_secret_')[0];
    stripe.succeed(intentId);
    const forged = await notify(
      intentEvent('evt_forged', 'payment_intent.succeeded', intentId),
      'whsec_wrong',
    );
    expect(forged.statusCode).toBe(400);
    expect(forged.json().status_description).toBe('Webhook signature verification failed');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload: JSON.stringify(intentEvent('evt_unsigned', 'payment_intent.succeeded', intentId)),
      headers: { 'content-type': 'application/json' },
    });
    expect(unsigned.statusCode).toBe(400);
    const [row] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
    expect(defined(row, 'row').status).toBe(1);
  });

  it('answers 503 and gives the seats back when Stripe is down', async () => {
    const before = await counters();
    stripe.failNext({ status: 500, times: 5, shouldRetry: false });
    const result = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 3 }] });
    expect(result.status).toBe(503);
    expect(result.body.status_description).toMatch(/payment provider is unavailable/);
    expect(await counters()).toEqual(before);
  });
});

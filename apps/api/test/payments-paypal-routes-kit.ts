import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { bookings, events, paymentAttempts, ticketTypes } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { book, guest, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { type FakePaypal, type SignedWebhook, startFakePaypal } from './support/fake-paypal';
import { createEventWithSeat } from './support/fixtures';
import { silentLog } from './support/logs';
import { CLIENT_ID, CLIENT_SECRET, WEBHOOK_ID } from './support/paypal-adapter';
import { createTestApp, type TestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

export { CLIENT_ID };

interface State {
  t: TestApp;
  fake: FakePaypal | null;
  usd: { eventId: number; seatId: number };
  kes: { eventId: number; seatId: number };
}

/**
 * The app with PayPal bookable, against the fake PayPal (`real`: the REST adapter on loopback) or the
 * offline simulator, with a USD event (a hundred 25.00 seats) and a KES one, and the calls the PayPal route
 * suites share. Call it inside a describe: it registers the beforeAll and the afterAll.
 */
export function usePaypalRoutes(kind: DatabaseKind, mode: 'real' | 'simulated') {
  let state: State | undefined;
  const current = () => defined(state, 'the PayPal routes app (it starts in beforeAll)');

  beforeAll(async () => {
    let fake: FakePaypal | null = null;
    let env: Record<string, string> = { HOLD_MINUTES: '15' };
    if (mode === 'real') {
      fake = await startFakePaypal({
        clientId: CLIENT_ID,
        clientSecret: CLIENT_SECRET,
        webhookId: WEBHOOK_ID,
      });
      env = {
        ...env,
        PAYPAL_CLIENT_ID: CLIENT_ID,
        PAYPAL_CLIENT_SECRET: CLIENT_SECRET,
        PAYPAL_WEBHOOK_ID: WEBHOOK_ID,
        PAYPAL_API_URL: fake.url,
      };
    }
    const t = await createTestApp(kind, env, { paymentMethods: ['card', 'paypal'] });
    const usd = await createEventWithSeat(t.db, { name: 'Regular', priceMinor: 2500, maxTickets: 100 });
    const kes = await createEventWithSeat(t.db, { name: 'Kawaida', priceMinor: 150_000, maxTickets: 10 });
    await t.db.update(events).set({ currency: 'KES' }).where(eq(events.id, kes.eventId));
    state = {
      t,
      fake,
      usd: { eventId: usd.eventId, seatId: usd.seat.id },
      kes: { eventId: kes.eventId, seatId: kes.seat.id },
    };
  });
  afterAll(async () => {
    await state?.t.close();
    await state?.fake?.stop();
  });

  /** Books `qty` USD seats with PayPal as a guest: the order id (client secret) and the guest's token. */
  async function bookPaypal(qty = 1, details = guest) {
    const booked = await book(current().t, {
      event_id: current().usd.eventId,
      payment_method: 'paypal',
      details,
      tickets: [{ id: current().usd.seatId, qty }],
    });
    if (booked.status !== 201) throw new Error(`booking failed: ${JSON.stringify(booked.body)}`);
    const data = booked.body.message.data;
    return { orderId: data.client_secret as string, token: defined(booked.token, 'token'), data };
  }

  async function capture(orderId: string, token: string | undefined) {
    const response = await current().t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/capture',
      payload: { order_id: orderId },
      headers: token ? { auth: token } : {},
    });
    return { status: response.statusCode, body: response.json() };
  }

  const deliver = (webhook: SignedWebhook) =>
    current().t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/webhook',
      headers: webhook.headers,
      payload: webhook.body,
    });

  async function paymentStatus(orderId: string, token: string) {
    const retrieved = await retrieve(current().t, orderId, token);
    if (retrieved.status !== 200) throw new Error(`retrieve failed: ${JSON.stringify(retrieved.body)}`);
    return retrieved.body.message.data as {
      status: number;
      payment_status: string;
      payment_reference: string | null;
    };
  }

  const bookingOf = async (orderId: string) =>
    defined(
      (await current().t.db.select().from(bookings).where(eq(bookings.clientSecret, orderId)))[0],
      'the booking',
    );
  const attemptOf = async (orderId: string) =>
    defined(
      (await current().t.db.select().from(paymentAttempts).where(eq(paymentAttempts.paymentId, orderId)))[0],
      'the payment attempt',
    );
  const seats = async () => {
    const [row] = await current()
      .t.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, current().usd.seatId));
    const type = defined(row, 'the ticket type');
    return { sold: type.sold, held: type.held };
  };
  /** The booking's hold ended a moment ago; then one pass of the hold sweeper. */
  async function expireAndSweep(orderId: string) {
    await current()
      .t.db.update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.clientSecret, orderId));
    const job = startHoldSweeper({ deps: current().t.app.deps, log: silentLog, intervalMs: 3_600_000 });
    try {
      return await job.runOnce();
    } finally {
      await job.stop();
    }
  }

  return {
    get t() {
      return current().t;
    },
    get fake() {
      return defined(current().fake ?? undefined, 'the fake PayPal (real mode only)');
    },
    get usd() {
      return current().usd;
    },
    get kes() {
      return current().kes;
    },
    bookPaypal,
    capture,
    deliver,
    paymentStatus,
    bookingOf,
    attemptOf,
    seats,
    expireAndSweep,
  };
}

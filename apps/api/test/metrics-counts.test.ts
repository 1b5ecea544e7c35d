import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { confirmPayment } from '../src/modules/bookings/confirm-payment';
import { useBookingEvent } from './support/booking-event';
import { book, payWithCard, retrieve } from './support/bookings';
import { createEventWithSeat } from './support/fixtures';
import { silentLog } from './support/logs';
import { sampleOf, scrape } from './support/metrics';
import { cardProvider, createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const bookings = (outcome: string) => `tiketi_bookings_total{outcome="${outcome}"}`;
const payments = (provider: string, outcome: string) =>
  `tiketi_payments_total{provider="${provider}",outcome="${outcome}"}`;

/** The change of each series between two scrapes. */
async function changes(t: TestApp, act: () => Promise<unknown>, series: string[]) {
  const before = (await scrape(t)).body;
  await act();
  const after = (await scrape(t)).body;
  return Object.fromEntries(series.map((name) => [name, sampleOf(after, name) - sampleOf(before, name)]));
}

const OUTCOMES = ['held', 'confirmed', 'sold_out', 'refused', 'failed'].map(bookings);

/** Issue 19: bookings and payments are counted once each, with the outcome that was decided. */
describe.each(databaseKinds)('booking and payment metrics (%s)', (kind) => {
  const s = useBookingEvent(kind);

  it('counts a held booking, its card payment once however often it is confirmed', async () => {
    let secret = '';
    let token: string | undefined;
    const booked = await changes(
      s.t,
      async () => {
        const result = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 1 }] });
        expect(result.status).toBe(201);
        secret = result.body.message.data.client_secret;
        token = result.token;
      },
      OUTCOMES,
    );
    expect(booked).toEqual({ ...zeroes(OUTCOMES), [bookings('held')]: 1 });

    const paid = await changes(s.t, async () => {
      expect(await payWithCard(s.t, secret)).toEqual({ status: 'succeeded' });
      // The buyer's retrieve and a replayed notice confirm again: nothing more is counted.
      expect((await retrieve(s.t, secret, token)).body.message.data.payment_status).toBe('paid');
      const intentId = secret.split('_secret_')[0] ?? '';
      const context = { origin: 'http://x', log: silentLog };
      await confirmPayment(s.t.app.deps, cardProvider(s.t), intentId, context);
      await confirmPayment(s.t.app.deps, cardProvider(s.t), intentId, context);
    }, [payments('simulated', 'confirmed'), payments('simulated', 'failed'), ...OUTCOMES]);
    expect(paid).toEqual({
      ...zeroes(OUTCOMES),
      [payments('simulated', 'confirmed')]: 1,
      [payments('simulated', 'failed')]: 0,
    });
  });

  it('counts a free booking as confirmed, a short one as sold out and a bad one as refused', async () => {
    const counted = await changes(
      s.t,
      async () => {
        expect((await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 1 }] })).status).toBe(
          201,
        );
        // VIP has 3 seats.
        expect((await book(s.t, { event_id: s.eventId, tickets: [{ id: s.vip.id, qty: 4 }] })).status).toBe(
          409,
        );
        expect(
          (await book(s.t, { event_id: s.eventId, tickets: [{ id: s.removed.id, qty: 1 }] })).status,
        ).toBe(400);
        expect((await book(s.t, { event_id: s.eventId, tickets: [] })).status).toBe(400);
      },
      OUTCOMES,
    );
    expect(counted).toEqual({
      ...zeroes(OUTCOMES),
      [bookings('confirmed')]: 1,
      [bookings('sold_out')]: 1,
      [bookings('refused')]: 2,
    });
  });

  it("counts a refusal from a sold-out mark as sold out, like the database's", async () => {
    const { eventId, seat } = await createEventWithSeat(s.t.db, { maxTickets: 1, priceMinor: 1000 });
    const bookOne = () => book(s.t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    expect((await bookOne()).status).toBe(201);
    const counted = await changes(
      s.t,
      async () => {
        // The database refuses the first and marks the type; the mark refuses the second, in its hook.
        expect((await bookOne()).status).toBe(409);
        expect((await bookOne()).status).toBe(409);
      },
      OUTCOMES,
    );
    expect(counted).toEqual({ ...zeroes(OUTCOMES), [bookings('sold_out')]: 2 });
  });

  it('counts a card payment whose hold ended unpaid as failed, once', async () => {
    const result = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 1 }] });
    const secret = result.body.message.data.client_secret;
    const cancel = () =>
      s.t.app.inject({
        method: 'POST',
        url: '/api/v1/booking/cancel',
        payload: { payment_intent: secret },
        headers: { auth: result.token ?? '' },
      });
    const counted = await changes(s.t, async () => {
      expect((await cancel()).statusCode).toBe(200);
      expect((await cancel()).statusCode).toBe(200);
    }, [payments('simulated', 'failed'), payments('simulated', 'confirmed')]);
    expect(counted).toEqual({
      [payments('simulated', 'failed')]: 1,
      [payments('simulated', 'confirmed')]: 0,
    });
  });
});

describe.each(databaseKinds)('booking metrics when bookings go in batches (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    // 'max' gathers concurrent bookings of one lane into one statement.
    t = await createTestApp(kind, { BOOKING_BATCH: 'max' });
  });
  afterAll(() => t?.close());

  it('counts each booking of a batch once, with its own outcome', async () => {
    const { eventId, seat } = await createEventWithSeat(t.db, { maxTickets: 3, priceMinor: 1000 });
    const counted = await changes(
      t,
      async () => {
        const results = await Promise.all(
          Array.from({ length: 5 }, () => book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] })),
        );
        expect(results.map((result) => result.status).sort()).toEqual([201, 201, 201, 409, 409]);
      },
      OUTCOMES,
    );
    expect(counted).toEqual({ ...zeroes(OUTCOMES), [bookings('held')]: 3, [bookings('sold_out')]: 2 });
  });
});

function zeroes(series: string[]) {
  return Object.fromEntries(series.map((name) => [name, 0]));
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, simulatedPaymentIntents, ticketTypes } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { book, retrieve } from './support/bookings';
import { createEventWithSeat } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/**
 * A booking taken by a provider this server no longer runs with (the settings moved from Stripe to
 * the simulator, say) is settled by nobody else: it is not found by its buyer, its hold ends at its
 * expiry without any provider being asked, and nothing answers 500.
 */
describe.each(databaseKinds)('a booking whose provider is not configured, on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let seatId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const created = await createEventWithSeat(t.db, { name: 'Seat', priceMinor: 1000, maxTickets: 5 });
    eventId = created.eventId;
    seatId = created.seat.id;
  });
  afterAll(() => t.close());

  async function bookWithRetiredProvider() {
    const booked = await book(t, { event_id: eventId, tickets: [{ id: seatId, qty: 1 }] });
    expect(booked.status).toBe(201);
    const { booking_id: reference, client_secret: secret } = booked.body.message.data;
    await t.db.update(bookings).set({ provider: 'stripe' }).where(eq(bookings.reference, reference));
    return { reference, secret, token: booked.token };
  }
  const bookingOf = async (reference: string) => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
    return row;
  };

  it('is not found by its buyer, to retrieve or to cancel', async () => {
    const { secret, token } = await bookWithRetiredProvider();
    expect((await retrieve(t, secret, token)).status).toBe(404);
    const cancel = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/cancel',
      payload: { payment_intent: secret },
      headers: token ? { auth: token } : {},
    });
    expect(cancel.statusCode).toBe(404);
  });

  it('has its hold end at expiry without its payment being asked about or cancelled', async () => {
    const { reference, secret } = await bookWithRetiredProvider();
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, reference));
    const [before] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seatId));
    const job = startHoldSweeper({ deps: t.app.deps, log: silentLog, intervalMs: 3_600_000 });
    expect(await job.runOnce()).toBeGreaterThanOrEqual(1);
    await job.stop();

    expect((await bookingOf(reference))?.status).toBe(BOOKING_STATUS.expired);
    const [after] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seatId));
    expect(after?.held).toBe((before?.held ?? 0) - 1);
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, secret.split('_secret_')[0] ?? ''));
    expect(intent?.status).toBe('requires_payment_method');
  });

  it("refuses Stripe's notifications with 400 while Stripe is not configured", async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload: '{}',
      headers: { 'content-type': 'application/json', 'stripe-signature': 't=1,v1=abc' },
    });
    expect(response.statusCode).toBe(400);
  });
});

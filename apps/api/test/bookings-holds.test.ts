import assert from 'node:assert/strict';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  issuedTickets,
  outbox,
  simulatedPaymentIntents,
  ticketTypes,
} from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { book, guest, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('holds that expire on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let seat: { id: number };
  const sweeper = () => startHoldSweeper({ deps: t.app.deps, log: silentLog, intervalMs: 3_600_000 });

  beforeAll(async () => {
    t = await createTestApp(kind);
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id })).id;
    seat = await createTicketType(t.db, { eventId, name: 'Seat', priceMinor: 1000, maxTickets: 2 });
  });
  afterAll(() => t.close());

  const expire = (reference: string) =>
    t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, reference));
  const counters = async () => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };
  const intentOf = (secret: string) =>
    defined(secret.split('_secret_')[0], 'the payment intent id in the client secret');
  /** The card network says yes, but the notification has not reached us yet. */
  const succeedAtProvider = (secret: string) =>
    t.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intentOf(secret)));

  it('gives seats back when a hold expires, and cancels its payment', async () => {
    const held = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    expect(await counters()).toEqual({ sold: 0, held: 2 });
    expect((await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] })).status).toBe(409);
    await expire(held.body.message.data.booking_id);
    const job = sweeper();
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    await job.stop();
    expect(await counters()).toEqual({ sold: 0, held: 0 });
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentOf(held.body.message.data.client_secret)));
    expect(defined(intent, 'intent').status).toBe('canceled');
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, held.body.message.data.booking_id));
    expect(defined(row, 'row').status).toBe(3);
  });

  it('never releases an expired hold whose payment succeeded: it confirms it, without the buyer', async () => {
    const late = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const secret = late.body.message.data.client_secret;
    await succeedAtProvider(secret);
    await expire(late.body.message.data.booking_id);
    const job = sweeper();
    expect(await job.runOnce()).toBe(1);
    await job.stop();
    expect(await counters()).toEqual({ sold: 1, held: 0 });
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, late.body.message.data.booking_id));
    assert(row, 'row');
    expect(row.status).toBe(BOOKING_STATUS.paid);
    expect(await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, row.id))).toHaveLength(
      1,
    );
    // Give the seat back for the tests that follow.
    await t.db.update(ticketTypes).set({ sold: 0 }).where(eq(ticketTypes.id, seat.id));
  });

  it('confirms a payment that succeeded while its booking stayed pending, before the hold ends', async () => {
    const paid = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const secret = paid.body.message.data.client_secret;
    const reference = paid.body.message.data.booking_id;
    await succeedAtProvider(secret);
    const job = sweeper();
    // Too fresh to ask about: the buyer is probably on the payment screen.
    expect(await job.runOnce()).toBe(0);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() + 10 * 60_000) }) // made 5 of its 15 minutes ago
      .where(eq(bookings.reference, reference));
    expect(await job.runOnce()).toBe(1);
    expect(await job.runOnce()).toBe(0);
    await job.stop();
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
    expect(defined(row, 'row').status).toBe(BOOKING_STATUS.paid);
    expect(await counters()).toEqual({ sold: 1, held: 0 });
    await t.db.update(ticketTypes).set({ sold: 0 }).where(eq(ticketTypes.id, seat.id));
  });

  it('confirms each forgotten payment once when sweepers on several instances run at once', async () => {
    const made = [];
    for (let i = 0; i < 2; i += 1) {
      const details = { ...guest, email_address: `sweeper-${i}@example.com`, msisdn: `+25471100030${i}` };
      const booked = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }], details });
      made.push(booked.body.message.data);
      await succeedAtProvider(booked.body.message.data.client_secret);
      await expire(booked.body.message.data.booking_id);
    }
    const jobs = [sweeper(), sweeper(), sweeper()];
    const ended = await Promise.all(jobs.map((job) => job.runOnce()));
    await Promise.all(jobs.map((job) => job.stop()));
    expect(ended.reduce((a, b) => a + b, 0)).toBe(2);
    expect(await counters()).toEqual({ sold: 2, held: 0 });
    for (const data of made) {
      const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, data.booking_id));
      assert(row, 'row');
      expect(row.status).toBe(BOOKING_STATUS.paid);
      expect(await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, row.id))).toHaveLength(
        1,
      );
    }
    await t.db.update(ticketTypes).set({ sold: 0 }).where(eq(ticketTypes.id, seat.id));
  });

  it('refunds a payment that succeeded after its hold was released and its seats sold, and tells the buyer', async () => {
    const late = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const secret = late.body.message.data.client_secret;
    await expire(late.body.message.data.booking_id);
    const job = sweeper();
    expect(await job.runOnce()).toBe(1);
    await job.stop();
    const other = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    expect(other.status).toBe(201);
    expect(await counters()).toEqual({ sold: 0, held: 2 });
    // The card network said yes although the intent was cancelled (a race the provider lost).
    await succeedAtProvider(secret);

    const result = await retrieve(t, secret, late.token);
    expect(result.status, JSON.stringify(result.body)).toBe(200);
    expect(result.body.message.data.status).toBe(5);
    expect(await counters()).toEqual({ sold: 0, held: 2 });
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentOf(secret)));
    expect(defined(intent, 'intent').refundedAt).not.toBeNull();
    const mailsLike = (subject: string) =>
      t.db
        .select()
        .from(outbox)
        .where(and(eq(outbox.topic, 'mail'), sql`${outbox.payload}->>'subject' like ${subject}`));
    expect(await mailsLike('Your payment for % was refunded%')).toHaveLength(1);
    // The organizer hears of it too (issue 13), once.
    expect(await mailsLike('A late payment was refunded%')).toHaveLength(1);
  });
});

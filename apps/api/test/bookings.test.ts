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
import { confirmPayment } from '../src/modules/bookings/confirm-payment';
import { book, guest, payWithCard, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { cardProvider, createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const silent = { info() {}, warn() {}, error() {} };

describe.each(databaseKinds)('booking and paying on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let regular: { id: number };
  let vip: { id: number };
  let free: { id: number };
  let removed: { id: number };
  let foreign: { id: number };
  let draftId: number;
  let endedId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { MAX_TICKETS_PER_BOOKING: '20', HOLD_MINUTES: '15' });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (
      await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title: 'Jazz Night' })
    ).id;
    regular = await createTicketType(t.db, { eventId, name: 'Regular', priceMinor: 2500, maxTickets: 10 });
    vip = await createTicketType(t.db, { eventId, name: 'VIP', priceMinor: 8000, maxTickets: 3 });
    free = await createTicketType(t.db, { eventId, name: 'Community', priceMinor: 0, maxTickets: 100 });
    removed = await createTicketType(t.db, { eventId, name: 'Old', status: 3 });
    const other = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    foreign = await createTicketType(t.db, { eventId: other.id });
    draftId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id, status: 2 })).id;
    endedId = (
      await createEvent(t.db, {
        organizationId: org.id,
        categoryId: category.id,
        start: new Date(Date.now() - 7_200_000),
        end: new Date(Date.now() - 3_600_000),
      })
    ).id;
    await createTicketType(t.db, { eventId: draftId });
  });
  afterAll(() => t.close());

  const counters = async (id: number) => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };

  it('prices a guest booking itself, holds the seats and opens a payment', async () => {
    const before = await counters(regular.id);
    const result = await book(t, {
      event_id: eventId,
      tickets: [
        { id: vip.id, qty: 1, price: 0.01 },
        { id: regular.id, qty: 2, price: 0.01 },
      ],
    });
    expect(result.status).toBe(201);
    expect(result.body.message.data).toMatchObject({
      status: 1,
      currency: 'USD',
      total_price: 130,
      provider: 'simulated',
    });
    expect(result.body.message.data.client_secret).toMatch(/^sim_pi_\w+_secret_\w+$/);
    expect(result.token).toMatch(/^[\w-]{43}$/);
    expect((await counters(regular.id)).held).toBe(before.held + 2);
    const [row] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, result.body.message.data.booking_id));
    expect(row).toMatchObject({
      status: 1,
      totalMinor: 13000,
      buyerName: guest.full_name,
      buyerEmail: guest.email_address,
    });
  });

  it('confirms a card payment once, issues one ticket per seat and mails the buyer', async () => {
    const { body, token } = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: 2 }] });
    const secret = body.message.data.client_secret;
    const before = await counters(regular.id);

    const pending = await retrieve(t, secret, token);
    expect(pending.status).toBe(200);
    expect(pending.body.message.data).toMatchObject({ status: 1, payment_status: 'requires_payment_method' });

    expect(await payWithCard(t, secret)).toEqual({ status: 'succeeded' });
    const paid = await retrieve(t, secret, token);
    expect(paid.body.message.data).toMatchObject({
      status: 2,
      payment_status: 'succeeded',
      price: 50,
      buyer_name: guest.full_name,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 25, quantity: 2 }],
      event: { id: eventId, title: 'Jazz Night' },
    });
    expect(await counters(regular.id)).toEqual({ sold: before.sold + 2, held: before.held - 2 });

    // Every further confirmation (webhook replays, a second retrieve) changes nothing.
    const intentId = secret.split('_secret_')[0];
    await confirmPayment(t.app.deps, cardProvider(t), intentId, { origin: 'http://x', log: silent });
    await confirmPayment(t.app.deps, cardProvider(t), intentId, { origin: 'http://x', log: silent });
    await retrieve(t, secret, token);
    expect(await counters(regular.id)).toEqual({ sold: before.sold + 2, held: before.held - 2 });
    const [booking] = await t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, body.message.data.booking_id));
    assert(booking, 'booking');
    const tickets = await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
    expect(defined(tickets[0], 'tickets[0]').code).toMatch(/^[\w-]{43}$/);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%${booking.reference}%`}`);
    expect(mails).toHaveLength(1);
    expect((defined(mails[0], 'mails[0]').payload as { to: string }).to).toBe(guest.email_address);
  });

  it('shows a declined card as the provider words it and lets the buyer retry', async () => {
    const { body, token } = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: 1 }] });
    const secret = body.message.data.client_secret;
    const declined = await payWithCard(t, secret, '4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect((await retrieve(t, secret, token)).body.message.data.status).toBe(1);
    expect((await payWithCard(t, secret)).status).toBe('succeeded');
    expect((await retrieve(t, secret, token)).body.message.data.status).toBe(2);
  });

  it("answers 404 for someone else's booking and 401 without a session", async () => {
    const mine = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: 1 }] });
    const theirs = await book(t, { event_id: eventId, tickets: [{ id: free.id, qty: 1 }] });
    const secret = mine.body.message.data.client_secret;
    expect((await retrieve(t, secret, theirs.token)).status).toBe(404);
    expect((await retrieve(t, secret, undefined)).status).toBe(401);
    expect((await retrieve(t, `${secret.split('_secret_')[0]}_secret_forged`, mine.token)).status).toBe(404);
    expect((await retrieve(t, 'not-a-secret', mine.token)).status).toBe(404);
  });

  it('gives a guest a token that reaches only their own bookings, never an account with that email', async () => {
    const first = await book(t, { event_id: eventId, tickets: [{ id: free.id, qty: 1 }] });
    const second = await book(t, { event_id: eventId, tickets: [{ id: free.id, qty: 1 }] });
    expect(first.token).not.toBe(second.token);
    const owners = await t.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(
        sql`${bookings.reference} in (${first.body.message.data.booking_id}, ${second.body.message.data.booking_id})`,
      );
    expect(new Set(owners.map((owner) => owner.userId)).size).toBe(2);
    // A second booking made with the first guest's session stays with that guest.
    const again = await book(t, { event_id: eventId, tickets: [{ id: free.id, qty: 1 }] }, first.token);
    expect(again.status).toBe(201);
    expect(again.token).toBeUndefined();
  });

  it('confirms a free booking at once, without a card (decision 5)', async () => {
    const before = await counters(free.id);
    const result = await book(t, { event_id: eventId, tickets: [{ id: free.id, qty: 3 }] });
    expect(result.status).toBe(201);
    expect(result.body.message.data).toMatchObject({
      status: 2,
      client_secret: null,
      total_price: 0,
      provider: 'none',
    });
    expect(await counters(free.id)).toEqual({ sold: before.sold + 3, held: before.held });
  });

  it.each([
    ['an unknown ticket type', () => ({ tickets: [{ id: 999999, qty: 1 }] }), 400, 'not on sale'],
    ['a removed ticket type', () => ({ tickets: [{ id: removed.id, qty: 1 }] }), 400, 'not on sale'],
    ["another event's ticket type", () => ({ tickets: [{ id: foreign.id, qty: 1 }] }), 400, 'not on sale'],
    ['a quantity of 0', () => ({ tickets: [{ id: regular.id, qty: 0 }] }), 400, 'at least 1'],
    ['a fractional quantity', () => ({ tickets: [{ id: regular.id, qty: 1.5 }] }), 400, 'whole number'],
    ['more than 20 tickets', () => ({ tickets: [{ id: free.id, qty: 21 }] }), 400, 'at most 20 tickets'],
    [
      'the same type twice',
      () => ({
        tickets: [
          { id: regular.id, qty: 1 },
          { id: regular.id, qty: 1 },
        ],
      }),
      400,
      'only once',
    ],
    ['no tickets', () => ({ tickets: [] }), 400, 'Pick a ticket to book this event'],
    [
      'a draft event',
      () => ({ event_id: draftId, tickets: [{ id: regular.id, qty: 1 }] }),
      404,
      'Event not found',
    ],
    [
      'an event that ended',
      () => ({ event_id: endedId, tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'has ended',
    ],
    [
      'another currency',
      () => ({ currency: 'EUR', tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'priced in USD',
    ],
    [
      'M-Pesa',
      () => ({ payment_method: 'mpesa', tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'not available yet',
    ],
    [
      'PayPal',
      () => ({ payment_method: 'paypal', tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'not available yet',
    ],
    [
      'bitcoin',
      () => ({ payment_method: 'bitcoin', tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'mpesa, paypal or card',
    ],
    [
      'a guest without details',
      () => ({
        details: { full_name: 'A', msisdn: '', email_address: 'a@b.co' },
        tickets: [{ id: regular.id, qty: 1 }],
      }),
      400,
      'Personal details is required to proceed with payment',
    ],
    [
      'a guest with a bad email',
      () => ({ details: { ...guest, email_address: 'nope' }, tickets: [{ id: regular.id, qty: 1 }] }),
      400,
      'valid email',
    ],
  ])('refuses %s with a clear message', async (_label, overrides, status, message) => {
    const before = await counters(regular.id);
    const result = await book(t, { event_id: eventId, ...overrides() } as Parameters<typeof book>[1]);
    expect(result.status).toBe(status);
    expect(result.body.status_description).toContain(message);
    expect(await counters(regular.id)).toEqual(before);
  });

  it('refuses a whole booking with 409 when any row lacks seats, naming what is left', async () => {
    const vipLeft = 3 - (await counters(vip.id)).held - (await counters(vip.id)).sold;
    if (vipLeft > 0)
      expect((await book(t, { event_id: eventId, tickets: [{ id: vip.id, qty: vipLeft }] })).status).toBe(
        201,
      );
    const regularBefore = await counters(regular.id);
    const mixed = await book(t, {
      event_id: eventId,
      tickets: [
        { id: regular.id, qty: 1 },
        { id: vip.id, qty: 1 },
      ],
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toMatchObject({ code: 'CONFLICT', status_description: 'VIP is sold out' });
    expect(await counters(regular.id)).toEqual(regularBefore);

    const left = 10 - regularBefore.sold - regularBefore.held;
    const tooMany = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: left + 1 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.status_description).toBe(`Only ${left} tickets left for Regular`);

    const allButOne = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: left - 1 }] });
    expect(allButOne.status).toBe(201);
    const two = await book(t, { event_id: eventId, tickets: [{ id: regular.id, qty: 2 }] });
    expect(two.body.status_description).toBe('Only 1 ticket left for Regular');
  });
});

describe.each(databaseKinds)('holds that expire on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let seat: { id: number };
  const sweeper = () => startHoldSweeper({ deps: t.app.deps, log: silent, intervalMs: 3_600_000 });

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
    const mails = await t.db
      .select()
      .from(outbox)
      .where(and(eq(outbox.topic, 'mail'), sql`${outbox.payload}->>'subject' like '%was refunded%'`));
    expect(mails).toHaveLength(1);
  });
});

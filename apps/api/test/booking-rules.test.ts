import assert from 'node:assert/strict';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookings,
  issuedTickets,
  outbox,
  simulatedPaymentIntents,
  ticketTypes,
  users,
} from '../src/db/schema/index';
import { confirmPayment } from '../src/modules/bookings/confirm-payment';
import { createVerifiedOrganizer } from './support/accounts';
import { book, guest, payWithCard, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createEventWithSeat } from './support/fixtures';
import { silentLog } from './support/logs';
import { cardProvider, createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('booking rules on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let seat: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ eventId, seat } = await createEventWithSeat(t.db, {
      name: 'Seat',
      priceMinor: 1200,
      maxTickets: 500,
    }));
  });
  afterAll(() => t.close());

  const counters = async () => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };
  const bookingOf = async (reference: string) => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
    return defined(row, 'row');
  };
  const intentOf = (secret: string) =>
    defined(secret.split('_secret_')[0], 'the payment intent id in the client secret');

  it('never gives a guest an existing account that has the same email, nor its tickets', async () => {
    const organizer = await createVerifiedOrganizer(t);
    const email = organizer.form.email_address;
    const [attendee] = await t.db
      .insert(users)
      .values({ kind: 'attendee', firstName: 'Amani', email: 'amani@example.com' })
      .returning();
    // The account holders' own paid booking, made while signed in.
    const own = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] }, organizer.token);
    expect(await payWithCard(t, own.body.message.data.client_secret)).toEqual({ status: 'succeeded' });

    for (const address of [email, defined(attendee, 'attendee').email, email.toUpperCase()]) {
      const asGuest = await book(t, {
        event_id: eventId,
        tickets: [{ id: seat.id, qty: 1 }],
        details: { ...guest, email_address: address },
      });
      expect(asGuest.status).toBe(201);
      const booking = await bookingOf(asGuest.body.message.data.booking_id);
      const [owner] = await t.db.select().from(users).where(eq(users.id, booking.userId));
      expect(owner).toMatchObject({ kind: 'guest', email: address });
      // The guest's session sees only the guest's own bookings: not the account's paid one.
      const view = await t.app.inject({
        method: 'GET',
        url: '/api/v1/tickets/view',
        headers: { auth: defined(asGuest.token, 'asGuest.token') },
      });
      expect(view.statusCode).toBe(200);
      expect(JSON.stringify(view.json())).not.toContain(own.body.message.data.booking_id);
      const theirs = await retrieve(t, own.body.message.data.client_secret, asGuest.token);
      expect(theirs.status).toBe(404);
    }
  });

  it("replaces the same buyer's unpaid booking for the event, giving its seats back", async () => {
    const first = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 3 }] });
    const before = await counters();
    const second = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] }, first.token);
    expect(second.status).toBe(201);
    expect(await counters()).toEqual({ sold: before.sold, held: before.held - 3 + 1 });
    expect((await bookingOf(first.body.message.data.booking_id)).status).toBe(4);
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentOf(first.body.message.data.client_secret)));
    expect(defined(intent, 'intent').status).toBe('canceled');
    // A paid booking is never replaced: only unpaid ones are.
    expect(await payWithCard(t, second.body.message.data.client_secret)).toEqual({ status: 'succeeded' });
    const third = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] }, first.token);
    expect(third.status).toBe(201);
    expect((await bookingOf(second.body.message.data.booking_id)).status).toBe(2);
  });

  it('makes one paid booking when webhooks and retrieve calls race each other', async () => {
    const booked = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    const secret = booked.body.message.data.client_secret;
    const before = await counters();
    // The card network says yes; every confirmation path then arrives at once.
    await t.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(eq(simulatedPaymentIntents.id, intentOf(secret)));
    const context = { origin: 'http://x', log: silentLog };
    const outcomes = await Promise.all([
      confirmPayment(t.app.deps, cardProvider(t), intentOf(secret), context),
      retrieve(t, secret, booked.token),
      confirmPayment(t.app.deps, cardProvider(t), intentOf(secret), context),
      retrieve(t, secret, booked.token),
      confirmPayment(t.app.deps, cardProvider(t), intentOf(secret), context),
    ]);
    const confirmed = outcomes.filter((outcome) => typeof outcome === 'string');
    expect(confirmed.filter((outcome) => outcome === 'paid').length).toBeLessThanOrEqual(1);
    const booking = await bookingOf(booked.body.message.data.booking_id);
    expect(booking.status).toBe(2);
    expect(await counters()).toEqual({ sold: before.sold + 2, held: before.held - 2 });
    const tickets = await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
    expect(tickets).toHaveLength(2);
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%${booking.reference}%`}`);
    expect(mails).toHaveLength(1);
  });

  it('refunds a payment whose amount does not match its booking, issues nothing and tells the buyer', async () => {
    const booked = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const secret = booked.body.message.data.client_secret;
    await t.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded', amountMinor: 1 })
      .where(eq(simulatedPaymentIntents.id, intentOf(secret)));
    const outcome = await confirmPayment(t.app.deps, cardProvider(t), intentOf(secret), {
      origin: 'http://x',
      log: silentLog,
    });
    expect(outcome).toBe('mismatch');
    const [intent] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentOf(secret)));
    expect(defined(intent, 'intent').refundedAt).not.toBeNull();
    const booking = await bookingOf(booked.body.message.data.booking_id);
    expect(booking.status).toBe(BOOKING_STATUS.refunded);
    expect(await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id))).toEqual(
      [],
    );
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%was refunded (${booking.reference})`}`);
    expect(mails).toHaveLength(1);
  });
});

describe('booking attempts per client address', () => {
  let t: TestApp;
  let eventId: number;
  let seat: { id: number };

  beforeAll(async () => {
    t = await createTestApp('pglite', { BOOKINGS_PER_ADDRESS: '3' });
    ({ eventId, seat } = await createEventWithSeat(t.db, { priceMinor: 0, maxTickets: 100 }));
  });
  afterAll(() => t.close());

  const bookFrom = (remoteAddress: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/v1/event/book',
      remoteAddress,
      payload: {
        payment_method: 'card',
        details: guest,
        event_id: eventId,
        tickets: [{ id: seat.id, qty: 1 }],
      },
    });

  it('refuses a fourth booking from one address with 429, and holds nothing for it', async () => {
    const statuses = [];
    for (let index = 0; index < 3; index += 1) statuses.push((await bookFrom('198.51.100.7')).statusCode);
    expect(statuses).toEqual([201, 201, 201]);
    const refused = await bookFrom('198.51.100.7');
    expect(refused.statusCode).toBe(429);
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      status_description: 'Too many bookings from your network. Please try again in a few minutes.',
    });
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    expect(row.sold + row.held).toBe(3);
    // Other buyers are not affected.
    expect((await bookFrom('198.51.100.8')).statusCode).toBe(201);
  });
});

import assert from 'node:assert/strict';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, issuedTickets, outbox } from '../src/db/schema/index';
import { confirmPayment } from '../src/modules/bookings/confirm-payment';
import { useBookingEvent } from './support/booking-event';
import { book, guest, payWithCard, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { silentLog } from './support/logs';
import { cardProvider } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Free bookings and refusals are in bookings-refusals.test.ts, expiring holds in bookings-holds.test.ts.

describe.each(databaseKinds)('booking and paying on %s', (kind) => {
  const s = useBookingEvent(kind);

  it('prices a guest booking itself, holds the seats and opens a payment', async () => {
    const before = await s.counters(s.regular.id);
    const result = await book(s.t, {
      event_id: s.eventId,
      tickets: [
        { id: s.vip.id, qty: 1, price: 0.01 },
        { id: s.regular.id, qty: 2, price: 0.01 },
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
    expect((await s.counters(s.regular.id)).held).toBe(before.held + 2);
    const [row] = await s.t.db
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
    const { body, token } = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 2 }] });
    const secret = body.message.data.client_secret;
    const before = await s.counters(s.regular.id);

    const pending = await retrieve(s.t, secret, token);
    expect(pending.status).toBe(200);
    expect(pending.body.message.data).toMatchObject({ status: 1, payment_status: 'pending' });

    expect(await payWithCard(s.t, secret)).toEqual({ status: 'succeeded' });
    const paid = await retrieve(s.t, secret, token);
    expect(paid.body.message.data).toMatchObject({
      status: 2,
      payment_status: 'paid',
      price: 50,
      buyer_name: guest.full_name,
      tickets: [{ name: 'Regular', no_of_persons: 1, price_per_ticket: 25, quantity: 2 }],
      event: { id: s.eventId, title: 'Jazz Night' },
    });
    expect(await s.counters(s.regular.id)).toEqual({ sold: before.sold + 2, held: before.held - 2 });

    // Every further confirmation (webhook replays, a second retrieve) changes nothing.
    const intentId = secret.split('_secret_')[0];
    await confirmPayment(s.t.app.deps, cardProvider(s.t), intentId, { origin: 'http://x', log: silentLog });
    await confirmPayment(s.t.app.deps, cardProvider(s.t), intentId, { origin: 'http://x', log: silentLog });
    await retrieve(s.t, secret, token);
    expect(await s.counters(s.regular.id)).toEqual({ sold: before.sold + 2, held: before.held - 2 });
    const [booking] = await s.t.db
      .select()
      .from(bookings)
      .where(eq(bookings.reference, body.message.data.booking_id));
    assert(booking, 'booking');
    const tickets = await s.t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
    expect(tickets).toHaveLength(2);
    expect(new Set(tickets.map((ticket) => ticket.code)).size).toBe(2);
    expect(defined(tickets[0], 'tickets[0]').code).toMatch(/^[\w-]{43}$/);
    const mails = await s.t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%${booking.reference}%`}`);
    expect(mails).toHaveLength(1);
    expect((defined(mails[0], 'mails[0]').payload as { to: string }).to).toBe(guest.email_address);
  });

  it('shows a declined card as the provider words it and lets the buyer retry', async () => {
    const { body, token } = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 1 }] });
    const secret = body.message.data.client_secret;
    const declined = await payWithCard(s.t, secret, '4000 0000 0000 0002');
    expect(declined).toMatchObject({
      status: 'requires_payment_method',
      error: { type: 'card_error', message: 'Your card was declined.' },
    });
    expect((await retrieve(s.t, secret, token)).body.message.data.status).toBe(1);
    expect((await payWithCard(s.t, secret)).status).toBe('succeeded');
    expect((await retrieve(s.t, secret, token)).body.message.data.status).toBe(2);
  });

  it("answers 404 for someone else's booking and 401 without a session", async () => {
    const mine = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 1 }] });
    const theirs = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 1 }] });
    const secret = mine.body.message.data.client_secret;
    expect((await retrieve(s.t, secret, theirs.token)).status).toBe(404);
    expect((await retrieve(s.t, secret, undefined)).status).toBe(401);
    expect((await retrieve(s.t, `${secret.split('_secret_')[0]}_secret_forged`, mine.token)).status).toBe(
      404,
    );
    expect((await retrieve(s.t, 'not-a-secret', mine.token)).status).toBe(404);
  });

  it('gives a guest a token that reaches only their own bookings, never an account with that email', async () => {
    const first = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 1 }] });
    const second = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 1 }] });
    expect(first.token).not.toBe(second.token);
    const owners = await s.t.db
      .select({ userId: bookings.userId })
      .from(bookings)
      .where(
        sql`${bookings.reference} in (${first.body.message.data.booking_id}, ${second.body.message.data.booking_id})`,
      );
    expect(new Set(owners.map((owner) => owner.userId)).size).toBe(2);
    // A second booking made with the first guest's session stays with that guest.
    const again = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 1 }] }, first.token);
    expect(again.status).toBe(201);
    expect(again.token).toBeUndefined();
  });
});

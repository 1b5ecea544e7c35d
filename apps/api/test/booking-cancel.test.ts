import assert from 'node:assert/strict';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets, simulatedPaymentIntents, ticketTypes } from '../src/db/schema/index';
import { createVerifiedOrganizer } from './support/accounts';
import { book, guest, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createEventWithSeat } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)("cancelling one's own unpaid booking on %s", (kind) => {
  let t: TestApp;
  let eventId: number;
  let seat: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ eventId, seat } = await createEventWithSeat(t.db, {
      name: 'Seat',
      priceMinor: 2500,
      maxTickets: 100,
    }));
  });
  afterAll(() => t.close());

  const cancel = async (clientSecret: string, token?: string) => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/cancel',
      payload: { payment_intent: clientSecret },
      headers: token ? { auth: token } : {},
    });
    return { status: response.statusCode, body: response.json() };
  };
  const counters = async () => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };
  const bookingOf = async (reference: string) => {
    const [row] = await t.db.select().from(bookings).where(eq(bookings.reference, reference));
    return defined(row, 'row');
  };
  const intentOf = async (secret: string) => {
    const [row] = await t.db
      .select()
      .from(simulatedPaymentIntents)
      .where(
        eq(
          simulatedPaymentIntents.id,
          defined(secret.split('_secret_')[0], 'the payment intent id in the client secret'),
        ),
      );
    return defined(row, 'row');
  };

  it('releases the seats at once and cancels the payment; a second cancel changes nothing', async () => {
    const before = await counters();
    const held = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 3 }] });
    const { client_secret: secret, booking_id: reference } = held.body.message.data;
    expect(await counters()).toEqual({ sold: before.sold, held: before.held + 3 });

    const first = await cancel(secret, held.token);
    expect(first.status).toBe(200);
    expect(first.body.message.data).toEqual({ booking_id: reference, status: BOOKING_STATUS.cancelled });
    expect(await counters()).toEqual(before);
    expect((await intentOf(secret)).status).toBe('canceled');

    const again = await cancel(secret, held.token);
    expect(again.status).toBe(200);
    expect(again.body.message.data.status).toBe(BOOKING_STATUS.cancelled);
    expect(await counters()).toEqual(before);
  });

  it("lets no one but the booking's own buyer session cancel it", async () => {
    const held = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    const { client_secret: secret, booking_id: reference } = held.body.message.data;
    const stranger = await book(t, {
      event_id: eventId,
      tickets: [{ id: seat.id, qty: 1 }],
      details: { ...guest, email_address: 'stranger@example.com' },
    });
    expect((await cancel(secret)).status).toBe(401);
    const byStranger = await cancel(secret, stranger.token);
    expect(byStranger.status).toBe(404);
    expect(byStranger.body.status_description).toBe('Booking not found');
    // The right intent with a forged secret is not the buyer's either.
    expect((await cancel(`${secret.split('_secret_')[0]}_secret_forged`, held.token)).status).toBe(404);
    expect((await cancel('', held.token)).status).toBe(400);
    expect((await bookingOf(reference)).status).toBe(BOOKING_STATUS.pending);
  });

  it('refuses to cancel a paid booking, and confirms one whose payment succeeded unseen', async () => {
    const paid = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] });
    expect(await payWithCard(t, paid.body.message.data.client_secret)).toEqual({ status: 'succeeded' });
    const refused = await cancel(paid.body.message.data.client_secret, paid.token);
    expect(refused.status).toBe(409);
    expect(refused.body.status_description).toBe(
      'This booking is already paid, so it cannot be cancelled here.',
    );
    expect((await bookingOf(paid.body.message.data.booking_id)).status).toBe(BOOKING_STATUS.paid);

    // The card network said yes but no notice reached us yet: cancelling must not lose the payment.
    const unseen = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
    const secret = unseen.body.message.data.client_secret;
    await t.db
      .update(simulatedPaymentIntents)
      .set({ status: 'succeeded' })
      .where(
        eq(
          simulatedPaymentIntents.id,
          defined(secret.split('_secret_')[0], 'the payment intent id in the client secret'),
        ),
      );
    const before = await counters();
    expect((await cancel(secret, unseen.token)).status).toBe(409);
    const booking = await bookingOf(unseen.body.message.data.booking_id);
    expect(booking.status).toBe(BOOKING_STATUS.paid);
    expect(
      await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id)),
    ).toHaveLength(2);
    expect(await counters()).toEqual({ sold: before.sold + 2, held: before.held - 2 });
  });

  it('releases a signed-in buyer’s earlier unpaid booking when they start a new one', async () => {
    const { token } = await createVerifiedOrganizer(t, { email_address: 'returning@example.com' });
    const first = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 4 }] }, token);
    expect(first.status).toBe(201);
    const before = await counters();
    const second = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 1 }] }, token);
    expect(second.status).toBe(201);
    expect(await counters()).toEqual({ sold: before.sold, held: before.held - 4 + 1 });
    expect((await bookingOf(first.body.message.data.booking_id)).status).toBe(BOOKING_STATUS.cancelled);
    expect((await intentOf(first.body.message.data.client_secret)).status).toBe('canceled');
  });
});

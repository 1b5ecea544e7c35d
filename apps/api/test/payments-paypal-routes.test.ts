import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, events, issuedTickets as tickets } from '../src/db/schema/index';
import { CLIENT_ID, usePaypalRoutes } from './payments-paypal-routes-kit';
import { book, guest } from './support/bookings';
import { createEventWithSeat } from './support/fixtures';
import { databaseKinds } from './support/test-database';

// Issue 13: a PayPal booking is paid by the buyer's capture of the order they approved, against the
// fake PayPal (the real REST adapter on loopback).
describe.each(databaseKinds)('PayPal capture against the fake PayPal, on %s', (kind) => {
  const k = usePaypalRoutes(kind, 'real');
  const ticketsOf = async (orderId: string) => {
    const booking = await k.bookingOf(orderId);
    return k.t.db.select().from(tickets).where(eq(tickets.bookingId, booking.id));
  };

  it('books with PayPal: the order id is the client secret, with its approval link and the client id', async () => {
    const { orderId, data } = await k.bookPaypal(2);
    expect(data).toMatchObject({
      payment_method: 'paypal',
      provider: 'paypal',
      publishable_key: CLIENT_ID,
      currency: 'USD',
      total_price: 50,
    });
    expect(k.fake.orders.has(orderId)).toBe(true);
    expect(data.approval_url).toMatch(/^https:\/\/www\.sandbox\.paypal\.com\/checkoutnow\?token=/);
    expect((await k.attemptOf(orderId)).outcome).toBe('pending');
  });

  it('books a EUR event with PayPal: the order is in euros, and its capture pays the booking', async () => {
    const eur = await createEventWithSeat(k.t.db, { name: 'Standard', priceMinor: 1999, maxTickets: 5 });
    await k.t.db.update(events).set({ currency: 'EUR' }).where(eq(events.id, eur.eventId));
    const booked = await book(k.t, {
      event_id: eur.eventId,
      payment_method: 'paypal',
      tickets: [{ id: eur.seat.id, qty: 2 }],
    });
    expect(booked.status).toBe(201);
    const { client_secret: orderId, currency, total_price } = booked.body.message.data;
    expect({ currency, total_price }).toEqual({ currency: 'EUR', total_price: 39.98 });
    expect(k.fake.orders.get(orderId)?.purchase_units[0]?.amount).toEqual({
      currency_code: 'EUR',
      value: '39.98',
    });
    k.fake.approve(orderId);
    const captured = await k.capture(orderId, booked.token);
    expect(captured.body.message.data).toMatchObject({
      status: 'COMPLETED',
      booking_status: BOOKING_STATUS.paid,
    });
  });

  it('pays the booking once PayPal completes the capture, with the capture id as its reference', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(2);
    k.fake.approve(orderId, 'COMPLETED');
    const captured = await k.capture(orderId, token);
    expect(captured.status).toBe(200);
    const captureId = k.fake.orders.get(orderId)?.purchase_units[0]?.payments?.captures[0]?.id;
    expect(captureId).toEqual(expect.any(String));
    expect(captured.body.message.data).toEqual({
      booking_id: (await k.bookingOf(orderId)).reference,
      status: 'COMPLETED',
      booking_status: BOOKING_STATUS.paid,
      payment_reference: captureId,
    });
    expect(captured.body.status_description).toBe('Payment succeeded!');
    expect(await ticketsOf(orderId)).toHaveLength(2);
    expect(await k.seats()).toEqual({ sold: before.sold + 2, held: before.held });
    expect(await k.paymentStatus(orderId, token)).toMatchObject({
      payment_status: 'paid',
      payment_reference: captureId,
    });
  });

  it('captures twice into one payment: the second call answers the same capture', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId);
    const [first, second] = await Promise.all([k.capture(orderId, token), k.capture(orderId, token)]);
    const third = await k.capture(orderId, token);
    for (const answer of [first, second, third]) {
      expect(answer.status).toBe(200);
      expect(answer.body.message.data).toMatchObject({
        status: 'COMPLETED',
        booking_status: BOOKING_STATUS.paid,
      });
    }
    expect(new Set([first, second, third].map((each) => each.body.message.data.payment_reference)).size).toBe(
      1,
    );
    expect(k.fake.orders.get(orderId)?.purchase_units[0]?.payments?.captures).toHaveLength(1);
    expect(await ticketsOf(orderId)).toHaveLength(1);
    expect(await k.seats()).toEqual({ sold: before.sold + 1, held: before.held });
  });

  it('answers 409 with PayPal’s words while the buyer has not approved the order, and keeps the hold', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    const early = await k.capture(orderId, token);
    expect(early.status).toBe(409);
    expect(early.body.status_description).toBe('The buyer has not approved this PayPal payment yet');
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
    k.fake.approve(orderId);
    expect((await k.capture(orderId, token)).body.message.data.status).toBe('COMPLETED');
  });

  it('leaves the booking unpaid when PayPal declines the capture', async () => {
    for (const outcome of ['DECLINED', 'INSTRUMENT_DECLINED'] as const) {
      const { orderId, token } = await k.bookPaypal(1);
      k.fake.approve(orderId, outcome);
      const declined = await k.capture(orderId, token);
      expect(declined.status).toBe(200);
      expect(declined.body.message.data).toMatchObject({
        status: 'DECLINED',
        booking_status: BOOKING_STATUS.pending,
        payment_reference: null,
      });
      expect(declined.body.status_description).toBe('Your payment was not successful, please try again.');
      expect(await ticketsOf(orderId)).toHaveLength(0);
      expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'failed' });
    }
  });

  it('refuses unknown order ids, other buyers, and bookings not paid with PayPal, with 4xx and no capture', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId);
    const other = await k.bookPaypal(1, { ...guest, email_address: 'someone.else@example.com' });
    const captures = () => k.fake.requests.filter((request) => request.path.endsWith('/capture')).length;
    const before = captures();

    const unknown = await k.capture('5O190127TN364715T', token);
    expect(unknown.status).toBe(404);
    expect(unknown.body.status_description).toBe('Booking not found');
    const stranger = await k.capture(orderId, other.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body.status_description).toBe('Booking not found');
    expect((await k.capture(orderId, undefined)).status).toBe(401);
    const malformed = await k.capture('not an order id!', token);
    expect(malformed.status).toBe(400);

    const card = await book(k.t, { event_id: k.usd.eventId, tickets: [{ id: k.usd.seatId, qty: 1 }] });
    const cardBooking = await k.capture(card.body.message.data.client_secret, card.token);
    expect(cardBooking.status).toBe(400);
    expect(cardBooking.body.status_description).toBe('This booking is not paid with PayPal');

    expect(captures()).toBe(before);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
  });

  it('refuses PayPal for a KES event before any seat is held', async () => {
    const refused = await book(k.t, {
      event_id: k.kes.eventId,
      payment_method: 'paypal',
      tickets: [{ id: k.kes.seatId, qty: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe(
      'PayPal is not available for events priced in KES; it takes USD, EUR, GBP',
    );
    expect(await k.t.db.select().from(bookings).where(eq(bookings.eventId, k.kes.eventId))).toHaveLength(0);
  });

  it('refuses a capture of another amount than the booking’s: logged, unpaid, and never marked paid', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId);
    // As if the order's amount had changed at PayPal after the booking was made.
    const unit = k.fake.orders.get(orderId)?.purchase_units[0];
    if (!unit?.amount) throw new Error('the fake order has no amount');
    unit.amount.value = '1.00';
    const refused = await k.capture(orderId, token);
    expect(refused.status).toBe(409);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
    expect(await ticketsOf(orderId)).toHaveLength(0);
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'failed' });
  });
});

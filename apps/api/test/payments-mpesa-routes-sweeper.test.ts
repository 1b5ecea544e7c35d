import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { useMpesaApp } from './payments-mpesa-routes-kit';
import { book, payWithCard } from './support/bookings';
import { databaseKinds } from './support/test-database';

const QUERY = '/mpesa/stkpushquery/v1/query';

// Issue 13: when Daraja's callback never arrives, the sweeper (the reconciler of pending bookings)
// asks Daraja's status query before it confirms or releases an M-Pesa hold; a payment that comes
// after its seats were sold is marked as owing a refund, and nothing is oversold.
describe.each(databaseKinds)('M-Pesa without its callback, on %s', (kind) => {
  const s = useMpesaApp(kind, 'daraja');
  const queriesFor = (paymentId: string) =>
    s.fake.requests.filter((r) => r.path === QUERY && r.body.CheckoutRequestID === paymentId);

  it('a prompt paid without a callback is confirmed by the query; the receipt comes with a late callback', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 2 });
    const paymentId = await s.promptOf(booked.reference);
    s.fake.settle(paymentId, 'success');
    await s.ageBooking(booked.reference, 300);

    expect(await s.sweep()).toBeGreaterThanOrEqual(1);
    expect(queriesFor(paymentId).length).toBeGreaterThanOrEqual(1);
    const confirmed = await s.bookingRow(booked.reference);
    expect(confirmed.status).toBe(BOOKING_STATUS.paid);
    // The query does not give the receipt: no reference yet rather than a wrong one.
    expect(confirmed.paymentReference).toBeNull();
    expect(await s.ticketsOf(booked.reference)).toHaveLength(2);

    expect((await s.postCallback(s.fake.callbackFor(paymentId))).status).toBe(200);
    const receipt = s.fake.pushes.get(paymentId)?.receipt;
    expect((await s.bookingRow(booked.reference)).paymentReference).toBe(receipt);
    const retrieved = await s.retrieve(booked.clientSecret, booked.token);
    expect(retrieved.data).toMatchObject({ payment_status: 'paid', payment_reference: receipt });
    expect(await s.ticketsOf(booked.reference)).toHaveLength(2);
    expect(await s.mailsAbout(booked.reference)).toHaveLength(1);
  });

  it('an expired hold whose prompt did not pay is released after asking the query', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 2 });
    const paymentId = await s.promptOf(booked.reference);
    s.fake.settle(paymentId, 'cancelled');
    await s.ageBooking(booked.reference, -60);

    await s.sweep();
    expect(queriesFor(paymentId).length).toBeGreaterThanOrEqual(1);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.expired);
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 0 });
  });

  it('an expired hold whose prompt is still on the phone is kept until it ends', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    await s.ageBooking(booked.reference, -30);

    await s.sweep();
    expect(queriesFor(paymentId)).toHaveLength(1);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });
  });

  it('a payment after the hold ended and the seats were sold: refund due, both mailed, not oversold', async () => {
    const event = await s.newEvent({ maxTickets: 1, title: 'Benga Night' });
    const late = await s.bookMpesa(event, { email: 'late.payer@example.com' });
    const paymentId = await s.promptOf(late.reference);
    // Daraja says the prompt timed out; the hold ends and its seat goes back.
    s.fake.settle(paymentId, 'timeout');
    await s.ageBooking(late.reference, -60);
    await s.sweep();
    expect((await s.bookingRow(late.reference)).status).toBe(BOOKING_STATUS.expired);

    // Someone else buys the seat by card.
    const other = await book(s.t, {
      event_id: event.eventId,
      tickets: [{ id: event.typeId, qty: 1 }],
      details: { full_name: 'Otieno Odhiambo', msisdn: '+254722000333', email_address: 'o@example.com' },
    });
    expect(other.status).toBe(201);
    expect((await payWithCard(s.t, other.body.message.data.client_secret)).status).toBe('succeeded');
    expect(await s.counters(event.typeId)).toEqual({ sold: 1, held: 0 });

    // Then the money arrives after all.
    expect((await s.callback(paymentId, 'success')).status).toBe(200);
    const refunded = await s.bookingRow(late.reference);
    expect(refunded.status).toBe(BOOKING_STATUS.refunded);
    expect(refunded.refundDueAt).not.toBeNull();
    expect(refunded.paymentReference).toBe(s.fake.pushes.get(paymentId)?.receipt);
    expect(await s.ticketsOf(late.reference)).toHaveLength(0);
    expect(await s.counters(event.typeId)).toEqual({ sold: 1, held: 0 });

    const subjects = (await s.mailsAbout(late.reference)).map((mail) => mail.subject);
    expect(subjects).toContain(`Your payment for Benga Night will be refunded (${late.reference})`);
    expect(subjects.some((subject) => subject.startsWith('Refund due by hand:'))).toBe(true);
    const retrieved = await s.retrieve(late.clientSecret, late.token);
    expect(retrieved.data.payment_status).toBe('refunded');

    // Told again, nothing changes.
    await s.postCallback(s.fake.callbackFor(paymentId));
    expect(await s.mailsAbout(late.reference)).toHaveLength(subjects.length);
  });
});

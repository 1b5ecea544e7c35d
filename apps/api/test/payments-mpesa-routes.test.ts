import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { useMpesaApp } from './payments-mpesa-routes-kit';
import { databaseKinds } from './support/test-database';

const ACCEPTED = JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' });

// Issue 13: an M-Pesa booking paid (or not) through Daraja's callback, against the fake Daraja
// and the real adapter.
describe.each(databaseKinds)('M-Pesa callbacks settle bookings, on %s', (kind) => {
  const s = useMpesaApp(kind, 'daraja');

  it('books with M-Pesa: 201 with a client secret, the 2547… number and the Daraja provider', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { msisdn: '0712 345 678' });
    expect(booked.status).toBe(201);
    expect(booked.body.message.data).toMatchObject({
      payment_method: 'mpesa',
      msisdn: '254712345678',
      provider: 'mpesa-daraja',
      currency: 'KES',
      total_price: 1500,
    });
    expect(booked.clientSecret).toMatch(/^mpesa_/);
    const push = s.fake.pushes.get(await s.promptOf(booked.reference));
    expect(push?.body).toMatchObject({ Amount: 1500, PhoneNumber: '254712345678' });
  });

  it('a paid callback pays the booking once: tickets, the receipt everywhere, the mail', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 2 });
    const paymentId = await s.promptOf(booked.reference);

    const answer = await s.callback(paymentId, 'success');
    expect(answer).toEqual({ status: 200, body: ACCEPTED });

    const receipt = s.fake.pushes.get(paymentId)?.receipt;
    expect(receipt).toMatch(/^[A-Z0-9]{10}$/);
    const row = await s.bookingRow(booked.reference);
    expect(row.status).toBe(BOOKING_STATUS.paid);
    expect(row.paymentReference).toBe(receipt);
    expect(await s.ticketsOf(booked.reference)).toHaveLength(2);
    expect(await s.counters(event.typeId)).toEqual({ sold: 2, held: 0 });

    const retrieved = await s.retrieve(booked.clientSecret, booked.token);
    expect(retrieved.data).toMatchObject({
      payment_status: 'paid',
      payment_reference: receipt,
      msisdn: '254711000222',
      status: BOOKING_STATUS.paid,
    });
    const mails = await s.mailsAbout(booked.reference);
    expect(mails).toHaveLength(1);
    expect(mails[0]?.text).toContain(String(receipt));
    // The raw body is kept, named by its CheckoutRequestID.
    expect(await s.callbacksFor(paymentId)).toHaveLength(1);
  });

  it('a duplicate callback changes nothing twice: one payment, one set of tickets, one mail', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 3 });
    const paymentId = await s.promptOf(booked.reference);
    s.fake.settle(paymentId, 'success');
    const body = s.fake.callbackFor(paymentId);
    const answers = await Promise.all([s.postCallback(body), s.postCallback(body)]);
    answers.push(await s.postCallback(body));

    expect(answers.map((answer) => answer.status)).toEqual([200, 200, 200]);
    expect(answers.every((answer) => answer.body === ACCEPTED)).toBe(true);
    expect(await s.ticketsOf(booked.reference)).toHaveLength(3);
    expect(await s.counters(event.typeId)).toEqual({ sold: 3, held: 0 });
    expect(await s.mailsAbout(booked.reference)).toHaveLength(1);
    expect(await s.callbacksFor(paymentId)).toHaveLength(3);
  });

  it('cancelled on the phone (1032): cancelled, seats held; a retry sends a new prompt that pays', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 2 });
    const first = await s.promptOf(booked.reference);
    expect((await s.callback(first, 'cancelled')).status).toBe(200);

    const cancelled = await s.retrieve(booked.clientSecret, booked.token);
    expect(cancelled.data).toMatchObject({ payment_status: 'cancelled', status: BOOKING_STATUS.pending });
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 2 });

    const pushesBefore = s.fake.pushes.size;
    const retried = await s.retry(booked.clientSecret, booked.token);
    expect(retried.status).toBe(200);
    expect(retried.body.message.data).toEqual({
      booking_id: booked.reference,
      payment_status: 'pending',
      msisdn: '254711000222',
      expires_at: (await s.bookingRow(booked.reference)).holdExpiresAt.toISOString(),
    });
    expect(s.fake.pushes.size).toBe(pushesBefore + 1);
    const second = await s.promptOf(booked.reference);
    expect(second).not.toBe(first);
    expect(s.fake.pushes.get(second)?.body).toMatchObject({ Amount: 3000, PhoneNumber: '254711000222' });
    // The booking keeps its secret: the browser goes on polling with the one it has.
    expect((await s.bookingRow(booked.reference)).clientSecret).toBe(booked.clientSecret);
    expect((await s.retrieve(booked.clientSecret, booked.token)).data.payment_status).toBe('pending');

    expect((await s.callback(second, 'success')).status).toBe(200);
    const paid = await s.retrieve(booked.clientSecret, booked.token);
    expect(paid.data).toMatchObject({
      payment_status: 'paid',
      payment_reference: s.fake.pushes.get(second)?.receipt,
    });
    expect(await s.counters(event.typeId)).toEqual({ sold: 2, held: 0 });
  });

  it('timed out (1037) with no callback: once overdue, retrieve asks the status query', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    s.fake.settle(paymentId, 'timeout');
    // Not overdue yet: the screen reads the prompt as the callbacks left it, without asking Daraja.
    expect((await s.retrieve(booked.clientSecret, booked.token)).data.payment_status).toBe('pending');

    await s.ageAttempt(paymentId, 120);
    const queriesBefore = s.fake.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query').length;
    const retrieved = await s.retrieve(booked.clientSecret, booked.token);
    expect(retrieved.data).toMatchObject({ payment_status: 'timeout', status: BOOKING_STATUS.pending });
    const queries = s.fake.requests.filter((r) => r.path === '/mpesa/stkpushquery/v1/query');
    expect(queries).toHaveLength(queriesBefore + 1);
    expect(queries.at(-1)?.body.CheckoutRequestID).toBe(paymentId);
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });
  });

  it.each([
    ['wrong_pin', 'wrong_pin'],
    ['insufficient_funds', 'insufficient_funds'],
    ['subscriber_locked', 'failed'],
    ['push_error', 'failed'],
  ] as const)('an unpaid ending (%s) reads %s, and the seats stay held', async (outcome, status) => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    expect(await s.callback(paymentId, outcome)).toEqual({ status: 200, body: ACCEPTED });
    // A late or repeated ending changes nothing: the first stands.
    s.fake.settle(paymentId, 'cancelled');
    await s.postCallback(s.fake.callbackFor(paymentId));

    const retrieved = await s.retrieve(booked.clientSecret, booked.token);
    expect(retrieved.data).toMatchObject({ payment_status: status, status: BOOKING_STATUS.pending });
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });
    expect(await s.ticketsOf(booked.reference)).toHaveLength(0);
  });

  it('a paid callback for another amount is refused and logged: the booking stays pending', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);

    const answer = await s.callback(paymentId, 'success', { amount: 1 });
    expect(answer).toEqual({ status: 200, body: ACCEPTED });
    const row = await s.bookingRow(booked.reference);
    expect(row.status).toBe(BOOKING_STATUS.pending);
    expect(row.paymentReference).toBeNull();
    expect(await s.ticketsOf(booked.reference)).toHaveLength(0);
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });
    expect(await s.mailsAbout(booked.reference)).toHaveLength(0);
    // The forged receipt is not taken as the prompt's either: the screen does not say paid.
    expect((await s.retrieve(booked.clientSecret, booked.token)).data.payment_status).toBe('pending');
    const refusals = s.logged('payment amount does not match its booking');
    expect(refusals.some((line) => line.paymentId === paymentId)).toBe(true);
  });
});

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { useMpesaApp } from './payments-mpesa-routes-kit';
import { book } from './support/bookings';
import { CALLBACK_SECRET } from './support/daraja-adapter';
import { databaseKinds } from './support/test-database';

// Issue 13: without Daraja settings, the simulated M-Pesa: the test buyer answers the prompt on the
// simulated phone, which settles the booking in-process exactly as Daraja's callback would.
describe.each(databaseKinds)('the simulated M-Pesa phone, on %s', (kind) => {
  const s = useMpesaApp(kind, 'simulated');

  it('accept: the booking is paid with an S… receipt, tickets issued and mailed', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event, { qty: 2 });
    expect(booked.status).toBe(201);
    expect(booked.body.message.data).toMatchObject({ provider: 'mpesa-simulated', msisdn: '254711000222' });

    const answered = await s.answer(booked.clientSecret, booked.token, 'accept');
    expect(answered.status).toBe(200);
    expect(answered.body.message.data).toEqual({ payment_status: 'paid' });
    const row = await s.bookingRow(booked.reference);
    expect(row.status).toBe(BOOKING_STATUS.paid);
    expect(row.paymentReference).toMatch(/^S[A-Z0-9]{9}$/);
    expect(await s.ticketsOf(booked.reference)).toHaveLength(2);
    expect((await s.mailsAbout(booked.reference))[0]?.text).toContain(String(row.paymentReference));
    const retrieved = await s.retrieve(booked.clientSecret, booked.token);
    expect(retrieved.data).toMatchObject({ payment_status: 'paid', payment_reference: row.paymentReference });

    // A second answer changes nothing.
    const again = await s.answer(booked.clientSecret, booked.token, 'cancel');
    expect(again.body.message.data).toEqual({ payment_status: 'paid' });
    expect(await s.ticketsOf(booked.reference)).toHaveLength(2);
  });

  it('cancel: cancelled with the seats held; retry and accept: paid', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const first = await s.promptOf(booked.reference);

    const cancelled = await s.answer(booked.clientSecret, booked.token, 'cancel');
    expect(cancelled.body.message.data).toEqual({ payment_status: 'cancelled' });
    expect(cancelled.body.status_description).toBe(
      'The payment was cancelled on your phone. Your seats are still held.',
    );
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });

    const retried = await s.retry(booked.clientSecret, booked.token);
    expect(retried.status).toBe(200);
    expect(retried.body.message.data.payment_status).toBe('pending');
    expect(await s.promptOf(booked.reference)).not.toBe(first);

    const paid = await s.answer(booked.clientSecret, booked.token, 'accept');
    expect(paid.body.message.data).toEqual({ payment_status: 'paid' });
    expect(await s.counters(event.typeId)).toEqual({ sold: 1, held: 0 });
  });

  it.each([
    ['timeout', 'timeout'],
    ['wrong_pin', 'wrong_pin'],
    ['insufficient_funds', 'insufficient_funds'],
  ])('%s: the booking reads %s and stays pending', async (action, status) => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const answered = await s.answer(booked.clientSecret, booked.token, action);
    expect(answered.body.message.data).toEqual({ payment_status: status });
    expect((await s.retrieve(booked.clientSecret, booked.token)).data.payment_status).toBe(status);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
  });

  it("answers only the booking's owner, only for M-Pesa, only known actions", async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const other = await s.bookMpesa(event, { email: 'another.buyer@example.com' });
    expect((await s.answer(booked.clientSecret, other.token, 'accept')).status).toBe(404);
    const badAction = await s.answer(booked.clientSecret, booked.token, 'pay-twice');
    expect(badAction.status).toBe(400);
    const card = await book(s.t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty: 1 }] });
    const notMpesa = await s.answer(card.body.message.data.client_secret, String(card.token), 'accept');
    expect(notMpesa.status).toBe(400);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
  });

  it('has no callback URL: the simulator sends none, so any post there is 404', async () => {
    const answer = await s.postCallback({ Body: { stkCallback: {} } }, CALLBACK_SECRET);
    expect(answer.status).toBe(404);
  });
});

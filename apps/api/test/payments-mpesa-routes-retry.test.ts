import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { useMpesaApp } from './payments-mpesa-routes-kit';
import { book } from './support/bookings';
import { databaseKinds } from './support/test-database';

const PROMPT_ON_PHONE =
  'A prompt is already on your phone. Enter your M-Pesa PIN, or wait a minute and try again.';
const NOT_PENDING = 'This booking is no longer waiting for payment';

// Issue 13: "Try again" sends a new prompt for the same unpaid booking, for its owner only,
// rate-limited, never while a prompt is still on the phone, and never extends the hold.
describe.each(databaseKinds)('M-Pesa retry, on %s', (kind) => {
  const s = useMpesaApp(kind, 'daraja');
  const pushCount = () => s.fake.pushes.size;

  it('is for the booking owner only: another buyer gets 404, no session 401', async () => {
    const event = await s.newEvent();
    const mine = await s.bookMpesa(event);
    await s.callback(await s.promptOf(mine.reference), 'cancelled');
    const theirs = await s.bookMpesa(event, { email: 'someone.else@example.com' });
    const pushes = pushCount();

    const stranger = await s.retry(mine.clientSecret, theirs.token);
    expect(stranger.status).toBe(404);
    expect(stranger.body.status_description).toBe('Booking not found');
    const anonymous = await s.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/mpesa/retry',
      payload: { client_secret: mine.clientSecret },
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.retry('mpesa_not-a-real-secret', mine.token)).status).toBe(404);
    expect((await s.retry('', mine.token)).status).toBe(400);
    expect(pushCount()).toBe(pushes);
  });

  it('is 409 while the prompt is still on the phone, and allowed once it has left it', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const first = await s.promptOf(booked.reference);
    const pushes = pushCount();

    const early = await s.retry(booked.clientSecret, booked.token);
    expect(early.status).toBe(409);
    expect(early.body.status_description).toBe(PROMPT_ON_PHONE);
    expect(pushCount()).toBe(pushes);

    // A minute on, unanswered (Daraja's query still says "being processed"): a new prompt may go.
    await s.ageAttempt(first, 90);
    const later = await s.retry(booked.clientSecret, booked.token);
    expect(later.status).toBe(200);
    expect(pushCount()).toBe(pushes + 1);
    expect(await s.promptOf(booked.reference)).not.toBe(first);
  });

  it('is 409 once the booking is paid, even when only the status query knows it yet', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    // Paid on the phone; the callback is lost. The retry asks first and confirms instead of ringing.
    s.fake.settle(paymentId, 'success');
    await s.ageAttempt(paymentId, 90);
    const pushes = pushCount();

    const refused = await s.retry(booked.clientSecret, booked.token);
    expect(refused.status).toBe(409);
    expect(refused.body.status_description).toBe(NOT_PENDING);
    expect(pushCount()).toBe(pushes);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.paid);
    expect((await s.retry(booked.clientSecret, booked.token)).status).toBe(409);
  });

  it('is 409 once the hold has ended: a retry never extends it', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    await s.callback(await s.promptOf(booked.reference), 'cancelled');
    const before = (await s.bookingRow(booked.reference)).holdExpiresAt;
    const retried = await s.retry(booked.clientSecret, booked.token);
    expect(retried.status).toBe(200);
    expect((await s.bookingRow(booked.reference)).holdExpiresAt).toEqual(before);

    await s.callback(await s.promptOf(booked.reference), 'cancelled');
    await s.ageBooking(booked.reference, -5);
    const ended = await s.retry(booked.clientSecret, booked.token);
    expect(ended.status).toBe(409);
    expect(ended.body.status_description).toBe(
      'The seats are no longer held for this booking. Please book again.',
    );
  });

  it('is 400 for a booking not paid by M-Pesa', async () => {
    const event = await s.newEvent();
    const card = await book(s.t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty: 1 }] });
    expect(card.status).toBe(201);
    const refused = await s.retry(card.body.message.data.client_secret, String(card.token));
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe('This booking is not paid by M-Pesa');
  });

  it("answers 409 with the provider's words when the phone is busy with another payment", async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const first = await s.promptOf(booked.reference);
    await s.callback(first, 'wrong_pin');
    s.fake.lockPhoneNext();

    const busy = await s.retry(booked.clientSecret, booked.token);
    expect(busy.status).toBe(409);
    expect(busy.body.status_description).toBe(
      'This phone is busy with another M-Pesa payment. Finish or cancel it, then try again.',
    );
    expect(await s.promptOf(booked.reference)).toBe(first);
    // Once the phone is free, the next try goes through.
    expect((await s.retry(booked.clientSecret, booked.token)).status).toBe(200);
  });

  it('allows 5 new prompts per booking in 10 minutes, then 429', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    for (let time = 0; time < 5; time += 1) {
      await s.callback(await s.promptOf(booked.reference), 'cancelled');
      expect((await s.retry(booked.clientSecret, booked.token)).status).toBe(200);
    }
    await s.callback(await s.promptOf(booked.reference), 'cancelled');
    const pushes = pushCount();
    const limited = await s.retry(booked.clientSecret, booked.token);
    expect(limited.status).toBe(429);
    expect(limited.body.status_description).toBe(
      'Too many M-Pesa prompts for this booking. Please wait a few minutes and try again.',
    );
    expect(pushCount()).toBe(pushes);
  });

  it('limits retries per client address (429)', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const address = '203.0.113.7';
    for (let time = 0; time < 30; time += 1) {
      expect((await s.retry('mpesa_guessing', booked.token, address)).status).toBe(404);
    }
    const limited = await s.retry(booked.clientSecret, booked.token, address);
    expect(limited.status).toBe(429);
    // Another network is not affected.
    expect((await s.retry(booked.clientSecret, booked.token, '198.51.100.9')).status).toBe(409);
  });
});

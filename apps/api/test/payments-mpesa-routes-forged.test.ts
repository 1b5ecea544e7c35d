import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { CALLBACK_PATH, useMpesaApp } from './payments-mpesa-routes-kit';
import { book } from './support/bookings';
import { CALLBACK_SECRET } from './support/daraja-adapter';
import { databaseKinds } from './support/test-database';

/** A paid callback shaped exactly as Daraja's, for a CheckoutRequestID of the caller's choosing. */
function paidCallback(checkoutRequestId: string, amount = 1500) {
  return {
    Body: {
      stkCallback: {
        MerchantRequestID: '29115-34620561-1',
        CheckoutRequestID: checkoutRequestId,
        ResultCode: 0,
        ResultDesc: 'The service request is processed successfully.',
        CallbackMetadata: {
          Item: [
            { Name: 'Amount', Value: amount },
            { Name: 'MpesaReceiptNumber', Value: 'SGR7ABC123' },
            { Name: 'Balance' },
            { Name: 'TransactionDate', Value: 20261124101010 },
            { Name: 'PhoneNumber', Value: 254711000222 },
          ],
        },
      },
    },
  };
}

// Issue 13: a forged M-Pesa callback (wrong secret, unknown CheckoutRequestID, a body that does not
// parse) gets no tickets and no 5xx; bad input at booking is refused before any seat is held.
describe.each(databaseKinds)('forged M-Pesa callbacks and bad input, on %s', (kind) => {
  const s = useMpesaApp(kind, 'daraja');

  it('a wrong secret in the path is 404 and nothing is read or kept', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    s.fake.settle(paymentId, 'success');
    const body = s.fake.callbackFor(paymentId);

    const wrong = ['wrong-secret', `${CALLBACK_SECRET}x`, CALLBACK_SECRET.slice(0, -1), 'x'.repeat(90)];
    for (const secret of wrong) {
      const answer = await s.postCallback(body, secret);
      expect(answer.status).toBe(404);
    }
    expect((await s.postCallback('not json', 'wrong-secret')).status).toBe(404);
    const missing = await s.t.app.inject({ method: 'POST', url: `${CALLBACK_PATH}/`, payload: body });
    expect(missing.statusCode).toBe(404);

    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
    expect(await s.ticketsOf(booked.reference)).toHaveLength(0);
    expect(await s.callbacksFor(paymentId)).toHaveLength(0);
  });

  it('an unknown CheckoutRequestID is acknowledged (200), logged, and changes nothing', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const answer = await s.postCallback(paidCallback('ws_CO_241120261010101234567890'));
    expect(answer).toEqual({ status: 200, body: JSON.stringify({ ResultCode: 0, ResultDesc: 'Accepted' }) });
    expect(s.logged('M-Pesa answer for a prompt no booking opened')).not.toHaveLength(0);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 1 });
    // Kept all the same, for whoever looks into it.
    expect(await s.callbacksFor('ws_CO_241120261010101234567890')).toHaveLength(1);
  });

  it('a body that does not parse is 400 with a clear message, never a 5xx, and pays nothing', async () => {
    const event = await s.newEvent();
    const booked = await s.bookMpesa(event);
    const paymentId = await s.promptOf(booked.reference);
    const noMetadata = paidCallback(paymentId);
    noMetadata.Body.stkCallback.CallbackMetadata.Item = [];
    const bodies: unknown[] = [
      'not json at all',
      '',
      'null',
      '[]',
      { Body: {} },
      { Body: { stkCallback: { CheckoutRequestID: paymentId, ResultCode: 'zero' } } },
      noMetadata,
      paidCallback(paymentId, -5),
    ];
    for (const body of bodies) {
      const answer = await s.postCallback(body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(JSON.parse(answer.body).status_description).toBe('The body is not an M-Pesa STK callback');
    }
    const asText = await s.t.app.inject({
      method: 'POST',
      url: `${CALLBACK_PATH}/${CALLBACK_SECRET}`,
      headers: { 'content-type': 'text/plain' },
      payload: 'Body=1',
    });
    expect(asText.statusCode).toBe(400);
    expect((await s.bookingRow(booked.reference)).status).toBe(BOOKING_STATUS.pending);
    expect(await s.ticketsOf(booked.reference)).toHaveLength(0);
  });

  it('refuses a phone that is not a Kenyan mobile number before any seat is held', async () => {
    const event = await s.newEvent();
    const pushes = s.fake.pushes.size;
    for (const msisdn of ['+1 415 555 0123', '0201234567', '2547123']) {
      const refused = await s.bookMpesa(event, { msisdn });
      expect(refused.status, msisdn).toBe(400);
      expect(refused.body.status_description).toBe(
        'Enter a Kenyan mobile number for M-Pesa (07..., 01..., +254... or 254...)',
      );
    }
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 0 });
    expect(s.fake.pushes.size).toBe(pushes);
  });

  it('refuses M-Pesa for a USD event before any seat is held', async () => {
    const event = await s.newEvent({ currency: 'USD' });
    const refused = await book(s.t, {
      event_id: event.eventId,
      payment_method: 'mpesa',
      tickets: [{ id: event.typeId, qty: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe(
      'M-Pesa is not available for events priced in USD; it takes KES',
    );
    expect(await s.counters(event.typeId)).toEqual({ sold: 0, held: 0 });
  });
});

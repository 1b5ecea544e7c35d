import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { describe, expect, it } from 'vitest';
import { usePaypalRoutes } from './payments-paypal-routes-kit';
import { databaseKinds } from './support/test-database';

// Issue 13: without PayPal settings, the offline PayPal's approval page stands in for PayPal's own,
// and the same capture route pays the booking.
describe.each(databaseKinds)('the simulated PayPal through the app, on %s', (kind) => {
  const k = usePaypalRoutes(kind, 'simulated');

  const order = (orderId: string) =>
    k.t.app.inject({ method: 'GET', url: `/api/v1/simulated-payments/paypal/order?order_id=${orderId}` });
  const answer = (orderId: string, action: string) =>
    k.t.app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/paypal/approve',
      payload: { order_id: orderId, action },
    });
  const settle = (orderId: string, outcome: string) =>
    k.t.app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/paypal/settle',
      payload: { order_id: orderId, outcome },
    });

  it('books with the simulated PayPal: no client id, and its own approval page', async () => {
    const { orderId, data } = await k.bookPaypal(2);
    expect(data).toMatchObject({
      payment_method: 'paypal',
      provider: 'paypal-simulated',
      publishable_key: null,
      approval_url: `/simulated-paypal?token=${orderId}`,
    });
    const shown = await order(orderId);
    expect(shown.statusCode).toBe(200);
    expect(shown.json().message.data).toEqual({
      order_id: orderId,
      status: 'CREATED',
      amount: 50,
      currency: 'USD',
      reference: data.booking_id,
    });
    expect((await order('sim_pp_unknown')).statusCode).toBe(404);
    expect((await answer('sim_pp_unknown', 'approve')).statusCode).toBe(404);
    expect((await answer(orderId, 'pay')).statusCode).toBe(400);
  });

  it('approve then capture pays the booking, with the capture id as its reference', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(1);
    expect((await k.capture(orderId, token)).status).toBe(409);
    const approved = await answer(orderId, 'approve');
    expect(approved.json().message.data).toEqual({ status: 'APPROVED' });
    const captured = await k.capture(orderId, token);
    expect(captured.body.message.data).toMatchObject({
      status: 'COMPLETED',
      booking_status: BOOKING_STATUS.paid,
      payment_reference: orderId.replace('sim_pp_', 'sim_cap_'),
    });
    expect((await k.capture(orderId, token)).body.message.data.status).toBe('COMPLETED');
    expect(await k.seats()).toEqual({ sold: before.sold + 1, held: before.held });
    expect((await order(orderId)).json().message.data.status).toBe('COMPLETED');
  });

  it('approve_pending holds the capture: processing, kept past expiry, then paid once settled', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(2);
    await answer(orderId, 'approve_pending');
    expect((await settle(orderId, 'COMPLETED')).statusCode).toBe(409);
    const pending = await k.capture(orderId, token);
    expect(pending.body.message.data).toMatchObject({
      status: 'PENDING',
      booking_status: BOOKING_STATUS.pending,
    });
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'processing' });
    expect(await k.expireAndSweep(orderId)).toBe(0);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);

    const settled = await settle(orderId, 'COMPLETED');
    expect(settled.json().message.data).toEqual({ status: 'COMPLETED' });
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.paid);
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'paid' });
    expect((await settle(orderId, 'COMPLETED')).statusCode).toBe(409);
    expect(await k.seats()).toEqual({ sold: before.sold + 2, held: before.held });
  });

  it('a held-back capture settled DECLINED fails the booking’s payment, and its hold ends at expiry', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(1);
    await answer(orderId, 'approve_pending');
    await k.capture(orderId, token);
    expect((await settle(orderId, 'DECLINED')).json().message.data).toEqual({ status: 'DECLINED' });
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'failed' });
    expect(await k.expireAndSweep(orderId)).toBe(1);
    expect(await k.seats()).toEqual(before);
  });

  it('decline makes the capture DECLINED; cancel changes nothing at the provider', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    expect((await answer(orderId, 'cancel')).json().message.data).toEqual({ status: 'CREATED' });
    expect((await k.capture(orderId, token)).status).toBe(409);
    await answer(orderId, 'decline');
    const declined = await k.capture(orderId, token);
    expect(declined.body.message.data).toMatchObject({
      status: 'DECLINED',
      booking_status: BOOKING_STATUS.pending,
    });
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'failed' });
    expect((await order(orderId)).json().message.data.status).toBe('DECLINED');
  });

  it('has no PayPal webhook without PayPal settings', async () => {
    const response = await k.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ id: 'WH-1', event_type: 'PAYMENT.CAPTURE.COMPLETED' }),
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe('PayPal is not configured on this server');
  });

  it('limits captures of one order, so a loop cannot hammer the provider', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    const answers: number[] = [];
    for (let i = 0; i < 20; i += 1) answers.push((await k.capture(orderId, token)).status);
    expect(answers.every((status) => status === 409)).toBe(true);
    const limited = await k.capture(orderId, token);
    expect(limited.status).toBe(429);
    expect(limited.body.status_description).toBe(
      'Too many tries for this payment. Please wait a few minutes.',
    );
  });
});

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { processedWebhooks, ticketTypes } from '../src/db/schema/index';
import { usePaypalRoutes } from './payments-paypal-routes-kit';
import { defined } from './support/defined';
import { databaseKinds } from './support/test-database';

// Issue 13: PayPal's webhook (signed as the fake PayPal verifies), a capture held back for review,
// and what the hold sweeper does with PayPal bookings.
describe.each(databaseKinds)('PayPal webhooks and holds against the fake PayPal, on %s', (kind) => {
  const k = usePaypalRoutes(kind, 'real');
  const handled = async (webhookBody: string) => {
    const { id } = JSON.parse(webhookBody) as { id: string };
    const rows = await k.t.db
      .select()
      .from(processedWebhooks)
      .where(and(eq(processedWebhooks.provider, 'paypal'), eq(processedWebhooks.eventId, id)));
    return rows.length === 1;
  };

  it('keeps a pending capture processing, past its hold, until the COMPLETED webhook pays it', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(2);
    k.fake.approve(orderId, 'PENDING');
    const pending = await k.capture(orderId, token);
    expect(pending.body.message.data).toMatchObject({
      status: 'PENDING',
      booking_status: BOOKING_STATUS.pending,
      payment_reference: null,
    });
    expect(pending.body.status_description).toBe('Your payment is processing.');
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'processing' });

    // The PENDING notice itself changes nothing more; the hold outlives its expiry while PayPal reviews.
    const notice = k.fake.webhook('PAYMENT.CAPTURE.PENDING', orderId);
    expect((await k.deliver(notice)).statusCode).toBe(200);
    expect(await handled(notice.body)).toBe(true);
    expect(await k.expireAndSweep(orderId)).toBe(0);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
    expect(await k.seats()).toEqual({ sold: before.sold, held: before.held + 2 });

    k.fake.settlePending(orderId, 'COMPLETED');
    const completed = k.fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId);
    expect((await k.deliver(completed)).statusCode).toBe(200);
    const paid = await k.bookingOf(orderId);
    expect(paid.status).toBe(BOOKING_STATUS.paid);
    const captureId = k.fake.orders.get(orderId)?.purchase_units[0]?.payments?.captures[0]?.id;
    expect(paid.paymentReference).toBe(captureId);
    expect(await k.seats()).toEqual({ sold: before.sold + 2, held: before.held });
    expect(await k.paymentStatus(orderId, token)).toMatchObject({
      payment_status: 'paid',
      payment_reference: captureId,
    });

    // Replayed: acknowledged, and nothing moves twice.
    expect((await k.deliver(completed)).statusCode).toBe(200);
    expect((await k.bookingOf(orderId)).paidAt).toEqual(paid.paidAt);
    expect(await k.seats()).toEqual({ sold: before.sold + 2, held: before.held });
    // A late PENDING notice does not undo the payment.
    expect((await k.deliver(notice)).statusCode).toBe(200);
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'paid' });
  });

  it('fails a pending capture that PayPal denies: never paid, never refunded, its hold ends at expiry', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId, 'PENDING');
    await k.capture(orderId, token);
    k.fake.settlePending(orderId, 'DECLINED');
    const denied = k.fake.webhook('PAYMENT.CAPTURE.DENIED', orderId);
    expect((await k.deliver(denied)).statusCode).toBe(200);
    expect(await handled(denied.body)).toBe(true);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
    expect(await k.paymentStatus(orderId, token)).toMatchObject({ payment_status: 'failed' });
    expect(k.fake.requests.filter((request) => request.path.endsWith('/refund'))).toHaveLength(0);

    expect((await k.deliver(denied)).statusCode).toBe(200);
    expect(await k.expireAndSweep(orderId)).toBe(1);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.expired);
    expect(await k.seats()).toEqual(before);
  });

  it('refuses a webhook whose signature PayPal does not vouch for: 400, and nothing changes', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId, 'PENDING');
    await k.capture(orderId, token);
    k.fake.settlePending(orderId, 'COMPLETED');
    const forged = k.fake.webhook('PAYMENT.CAPTURE.COMPLETED', orderId, { forged: true });
    const refused = await k.deliver(forged);
    expect(refused.statusCode).toBe(400);
    expect(refused.json().status_description).toBe('Webhook signature verification failed');
    expect(await handled(forged.body)).toBe(false);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);

    const unsigned = await k.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/paypal/webhook',
      headers: { 'content-type': 'application/json' },
      payload: forged.body,
    });
    expect(unsigned.statusCode).toBe(400);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.pending);
  });

  it('takes a refund notice as a refund of a paid booking, once', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(1);
    k.fake.approve(orderId);
    await k.capture(orderId, token);
    await k.t.app.deps.payments.byId('paypal')?.refundPayment(orderId, { idempotencyKey: `test-${orderId}` });
    const refunded = k.fake.webhook('PAYMENT.CAPTURE.REFUNDED', orderId);
    expect((await k.deliver(refunded)).statusCode).toBe(200);
    expect((await k.deliver(refunded)).statusCode).toBe(200);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.refunded);
    expect(await k.seats()).toEqual(before);
  });

  it('releases an order nobody approved at its expiry; a late approval is then re-checked, sold once', async () => {
    const before = await k.seats();
    const { orderId, token } = await k.bookPaypal(3);
    expect(await k.seats()).toEqual({ sold: before.sold, held: before.held + 3 });
    expect(await k.expireAndSweep(orderId)).toBe(1);
    expect((await k.bookingOf(orderId)).status).toBe(BOOKING_STATUS.expired);
    expect(await k.seats()).toEqual(before);
    // The order itself can still be approved at PayPal, so its payment reads as still pending.
    expect(await k.paymentStatus(orderId, token)).toMatchObject({
      status: BOOKING_STATUS.expired,
      payment_status: 'pending',
    });

    // PayPal cannot void an order: the buyer approves late. The seats are still there, so the late
    // payment gets its tickets, as a card's would, and they are sold once.
    k.fake.approve(orderId);
    const late = await k.capture(orderId, token);
    expect(late.body.message.data).toMatchObject({
      status: 'COMPLETED',
      booking_status: BOOKING_STATUS.paid,
    });
    expect((await k.capture(orderId, token)).body.message.data.status).toBe('COMPLETED');
    expect(await k.seats()).toEqual({ sold: before.sold + 3, held: before.held });
  });

  it('refunds a late approval whose seats were sold meanwhile: no tickets, the money goes back', async () => {
    const { orderId, token } = await k.bookPaypal(1);
    expect(await k.expireAndSweep(orderId)).toBe(1);
    const [type] = await k.t.db.select().from(ticketTypes).where(eq(ticketTypes.id, k.usd.seatId));
    const saved = defined(type, 'the ticket type');
    await k.t.db
      .update(ticketTypes)
      .set({ sold: saved.maxTickets - saved.held })
      .where(eq(ticketTypes.id, saved.id));
    try {
      k.fake.approve(orderId);
      const late = await k.capture(orderId, token);
      expect(late.status).toBe(200);
      expect(late.body.message.data).toMatchObject({
        status: 'COMPLETED',
        booking_status: BOOKING_STATUS.refunded,
      });
      expect(late.body.status_description).toBe('This payment was refunded.');
      expect(k.fake.orders.get(orderId)?.purchase_units[0]?.payments?.refunds).toHaveLength(1);
      expect((await k.seats()).sold).toBe(saved.maxTickets - saved.held);
    } finally {
      await k.t.db.update(ticketTypes).set({ sold: saved.sold }).where(eq(ticketTypes.id, saved.id));
    }
  });
});

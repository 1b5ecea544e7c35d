import { BOOKING_STATUS } from '@tiketi/contract/constants';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookingOf,
  cancel,
  heldOrder,
  ledgerOf,
  ledgerTotals,
  mailsAbout,
  newEvent,
  type OrdersApp,
  refund,
  refundPaid,
  seatsOf,
  startOrdersApp,
  ticketsOf,
  timelineOf,
} from './orders-money-kit';
import { backdateRefunds, sweepOnce } from './orders-pending-kit';
import { retrieve } from './support/bookings';
import { defined } from './support/defined';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { SECRET_KEY, WEBHOOK_SECRET } from './support/stripe-adapter';
import { databaseKinds } from './support/test-database';

// ADR-019: a refund Stripe accepted as pending ends later. Its charge.refund.updated notice, or the
// sweeper when that notice is lost, settles it: succeeded as before, failed or canceled by giving
// its money back to the order, once, however often and in whatever order they come.

describe.each(databaseKinds)('a Stripe refund left pending (the fake Stripe API) on %s', (kind) => {
  let state: { app: OrdersApp; stripe: FakeStripe } | undefined;
  const current = () => defined(state, 'the Stripe app');
  beforeAll(async () => {
    const stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    const app = await startOrdersApp(kind, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_orders',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    stripe.holdRefunds(true);
    state = { app, stripe };
  });
  afterAll(async () => {
    await state?.app.t.close();
    await state?.stripe.stop();
  });

  /** Stripe's charge.refund.updated: the event's object is the refund itself, as Stripe sends it. */
  const notifyUpdated = (refundObject: Record<string, unknown>, id: string) => {
    const payload = JSON.stringify({
      id,
      object: 'event',
      type: 'charge.refund.updated',
      data: { object: refundObject },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    return current().app.t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
  };

  async function paidOrder(priceMinor: number, qty = 1) {
    const { app, stripe } = current();
    const event = await newEvent(app, { priceMinor });
    const held = await heldOrder(app, event, qty, 'card');
    const intentId = defined(held.clientSecret.split('_secret_')[0], 'the intent id');
    stripe.succeed(intentId);
    expect((await retrieve(app.t, held.clientSecret, held.token)).body.message.data.status).toBe(
      BOOKING_STATUS.paid,
    );
    return { ...held, intentId, event };
  }

  /** Refunds (202: Stripe confirms later) and answers Stripe's id of the pending refund. */
  async function pendingRefund(reference: string, payload: object) {
    const accepted = await refund(current().app, reference, payload);
    expect(accepted.status).toBe(202);
    const row = (await ledgerOf(current().app, reference)).at(-1);
    expect(row?.status).toBe('pending');
    return { row: defined(row, 'the pending row'), refundId: defined(row?.providerRefundId, 'its id') };
  }

  it('a full refund that fails frees its money: nothing is voided, and a new refund then succeeds', async () => {
    const { app, stripe } = current();
    const order = await paidOrder(2000);
    const { row, refundId } = await pendingRefund(order.reference, { reason: 'Double booking' });
    expect(row.isFull).toBe(true);

    const failed = stripe.settleRefund(refundId, 'failed');
    // The same notice twice, and again under another event id: the refund fails once.
    for (const id of ['evt_failed', 'evt_failed', 'evt_failed_again']) {
      expect((await notifyUpdated(failed, id)).statusCode).toBe(200);
    }
    expect(await ledgerOf(app, order.reference)).toMatchObject([
      { status: 'failed', failure: 'The provider did not complete the refund' },
    ]);
    expect((await timelineOf(app, order.reference)).map((entry) => [entry.kind, entry.actor])).toEqual([
      ['refund_requested', 'Achieng Odhiambo'],
      ['refund_failed', 'System'],
    ]);
    expect((await timelineOf(app, order.reference)).at(-1)?.detail).toBe(
      'The provider did not complete the refund of $20.00',
    );
    const booking = await bookingOf(app, order.reference);
    expect(booking).toMatchObject({ status: BOOKING_STATUS.paid, refundedMinor: 0, voidedAt: null });
    expect((await ticketsOf(app, order.reference)).every((ticket) => ticket.voidedAt === null)).toBe(true);
    expect(await seatsOf(app, order.event.typeId)).toEqual({ sold: 1, held: 0 });
    expect((await mailsAbout(app, order.reference)).filter((mail) => mail.key?.includes('refund'))).toEqual(
      [],
    );

    stripe.holdRefunds(false);
    try {
      const again = await refund(app, order.reference, {});
      expect(again.status).toBe(200);
      expect(again.body.message).toMatchObject({ status: 'refunded', refunded: 20, refundable: 0 });
    } finally {
      stripe.holdRefunds(true);
    }
    expect(await ledgerTotals(app, order.reference)).toEqual({ refunded: 2000, due: 0, pending: 0 });
  });

  it('a part that succeeds later is settled once by its notice, with one mail', async () => {
    const { app, stripe } = current();
    const order = await paidOrder(3000, 2);
    const { refundId } = await pendingRefund(order.reference, { amount: 10 });
    const succeeded = stripe.settleRefund(refundId, 'succeeded');
    for (const id of ['evt_part', 'evt_part']) {
      expect((await notifyUpdated(succeeded, id)).statusCode).toBe(200);
    }
    expect(await ledgerOf(app, order.reference)).toMatchObject([{ status: 'succeeded', amountMinor: 1000 }]);
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.paid,
      refundedMinor: 1000,
    });
    const mails = (await mailsAbout(app, order.reference)).filter((mail) => mail.key?.startsWith('refund:'));
    expect(mails).toHaveLength(1);
    expect((await timelineOf(app, order.reference)).map((entry) => entry.kind)).toEqual([
      'refund_requested',
      'refunded',
    ]);
  });

  it('the sweeper asks about refunds pending over ten minutes, at most every ten minutes each', async () => {
    const { app, stripe } = current();
    const lost = await paidOrder(2500);
    const waiting = await paidOrder(2500);
    const recent = await paidOrder(2500);
    const lostRefund = await pendingRefund(lost.reference, { amount: 5 });
    const waitingRefund = await pendingRefund(waiting.reference, {});
    const recentRefund = await pendingRefund(recent.reference, {});
    await backdateRefunds(app, [lostRefund.row.id, waitingRefund.row.id], 11);
    // Stripe failed the first without a notice reaching us, and the third too (asked too early).
    stripe.settleRefund(lostRefund.refundId, 'canceled');
    stripe.settleRefund(recentRefund.refundId, 'failed');
    const asked = (refundId: string) =>
      stripe.requests.filter(
        (request) => request.method === 'GET' && request.path === `/v1/refunds/${refundId}`,
      ).length;

    // Two instances at once: each refund is asked about by one and ends once.
    await Promise.all([sweepOnce(app), sweepOnce(app)]);
    expect((await ledgerOf(app, lost.reference))[0]?.status).toBe('failed');
    expect(
      (await timelineOf(app, lost.reference)).filter((entry) => entry.kind === 'refund_failed'),
    ).toHaveLength(1);
    expect((await refund(app, lost.reference, { amount: 5 })).status).toBe(202);
    expect((await ledgerOf(app, waiting.reference))[0]?.status).toBe('pending');
    expect((await ledgerOf(app, recent.reference))[0]?.status).toBe('pending');
    expect([asked(lostRefund.refundId), asked(waitingRefund.refundId), asked(recentRefund.refundId)]).toEqual(
      [1, 1, 0],
    );

    await sweepOnce(app);
    expect(asked(waitingRefund.refundId)).toBe(1);
    // Ten minutes on, it is asked again, and Stripe has settled it meanwhile.
    stripe.settleRefund(waitingRefund.refundId, 'succeeded');
    await backdateRefunds(app, [waitingRefund.row.id], 11);
    await sweepOnce(app);
    expect(asked(waitingRefund.refundId)).toBe(2);
    expect(await bookingOf(app, waiting.reference)).toMatchObject({
      status: BOOKING_STATUS.refunded,
      refundedMinor: 2500,
    });
    expect(await seatsOf(app, waiting.event.typeId)).toEqual({ sold: 0, held: 0 });
  });

  it('a cancellation whose refund fails keeps the order cancelled and owes the money back by hand', async () => {
    const { app, stripe } = current();
    const order = await paidOrder(2000);
    const cancelled = await cancel(app, order.reference, { reason: 'Venue change' });
    expect(cancelled.status).toBe(202);
    const [row] = await ledgerOf(app, order.reference);
    const failed = stripe.settleRefund(defined(row?.providerRefundId, 'the refund id'), 'failed');
    for (const id of ['evt_cancel_failed', 'evt_cancel_failed']) {
      expect((await notifyUpdated(failed, id)).statusCode).toBe(200);
    }
    expect(await bookingOf(app, order.reference)).toMatchObject({
      status: BOOKING_STATUS.cancelled,
      refundedMinor: 0,
      refundDueMinor: 2000,
    });
    expect(await ledgerTotals(app, order.reference)).toEqual({ refunded: 0, due: 2000, pending: 0 });
    expect((await timelineOf(app, order.reference)).map((entry) => entry.kind)).toEqual([
      'refund_requested',
      'cancelled',
      'refund_failed',
      'refund_due',
    ]);

    // The organizer sends it some other way and records it: the order reads cancelled, all given back.
    const paidOut = await refundPaid(app, order.reference, { reference: 'BANK-TRANSFER-0042' });
    expect(paidOut.status).toBe(200);
    expect(paidOut.body.message).toMatchObject({ status: 'cancelled', refunded: 20, refund_due: 0 });
    expect((await timelineOf(app, order.reference)).at(-1)?.detail).toBe(
      '$20.00 sent back by hand (reference BANK-TRANSFER-0042)',
    );
    const sent = (await mailsAbout(app, order.reference)).find((mail) =>
      mail.key?.startsWith('refund-paid:'),
    );
    expect(sent?.text).toContain('has sent $20.00 back to you for booking');
    expect(await ledgerTotals(app, order.reference)).toEqual({ refunded: 2000, due: 0, pending: 0 });
  });
});

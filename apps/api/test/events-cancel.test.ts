import { BOOKING_STATUS, EVENT_CANCELLED, EVENT_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildApp } from '../src/app';
import { bookings, eventCancellations, organizations, refunds } from '../src/db/schema/index';
import { startEventCancellations } from '../src/jobs/event-cancellations';
import { Metrics } from '../src/lib/metrics';
import { PublicCache } from '../src/lib/public-cache';
import { cancelOrder } from '../src/modules/orders';
import { createPaymentProviders } from '../src/providers/payments/create-payment-provider';
import {
  bookingOf,
  buyer,
  call,
  cancellationJob,
  cancellationRow,
  freeOrder,
  heldOrder,
  mailsKeyed,
  newEvent,
  paidCardOrder,
  paidMpesaOrder,
  soldOf,
  useEventOpsApp,
} from './events-ops-kit';
import { book } from './support/bookings';
import { silentLog } from './support/logs';
import { databaseKinds } from './support/test-database';

const MESSAGE = 'The venue flooded. We are so sorry.\nEvery ticket is refunded.';

describe.each(databaseKinds)('cancelling an event on %s', (kind) => {
  const app = useEventOpsApp(kind);
  const cancel = (eventId: number, token = app().owner.token, message = MESSAGE) =>
    call(app(), 'POST', `/api/v1/event/${eventId}/cancel`, token, { message });
  const progress = (eventId: number, token = app().owner.token) =>
    call(app(), 'GET', `/api/v1/event/${eventId}/cancellation`, token);

  it('takes the event off sale at once, then ends every order once: card refunded, M-Pesa due, free and held cancelled', async () => {
    const event = await newEvent(app());
    const card = await paidCardOrder(app(), event.id, event.regular, 2);
    const mpesa = await paidMpesaOrder(app(), event.id, event.vip);
    const free = await freeOrder(app(), event.id, event.free);
    const held = await heldOrder(app(), event.id, event.regular);
    expect(await soldOf(app(), event.regular)).toEqual({ sold: 2, held: 1 });

    const cancelled = await cancel(event.id);
    expect(cancelled.status).toBe(202);
    expect(cancelled.body.message).toMatchObject({
      event_id: event.id,
      status: 'running',
      orders_total: 4,
      orders_done: 0,
      orders_failed: 0,
      message: MESSAGE.trim(),
    });

    // Off sale at once: its page answers, reading cancelled, with nothing to buy; it leaves the list.
    const details = await app().t.app.inject({ method: 'GET', url: `/api/v1/event/details/${event.id}` });
    expect(details.statusCode).toBe(200);
    expect(details.json().message).toMatchObject({
      id: event.id,
      status: EVENT_STATUS.cancelled,
      tickets: [],
    });
    const tickets = await app().t.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}/tickets` });
    expect(tickets.json().message).toEqual([]);
    for (const query of [
      'limit=100',
      `category_id=${app().category}`,
      `organizer_id=${app().owner.organizationId}`,
    ]) {
      const list = await app().t.app.inject({ method: 'GET', url: `/api/v1/event/view?${query}` });
      expect((list.json().message.data as { id: number }[]).map((row) => row.id)).not.toContain(event.id);
    }
    const refused = await book(app().t, {
      event_id: event.id,
      details: buyer(),
      tickets: [{ id: event.regular, qty: 1 }],
    });
    expect(refused.status).toBe(409);
    expect(refused.body.status_description).toBe(EVENT_CANCELLED);
    const calendar = await app().t.app.inject({
      method: 'GET',
      url: `/api/v1/event/${event.id}/calendar.ics`,
    });
    expect(calendar.body).toContain('STATUS:CANCELLED');

    // Twice: the same progress, nothing changed (the first message stays).
    const again = await cancel(event.id, app().owner.token, 'Another message');
    expect(again.status).toBe(200);
    expect(again.body.message).toEqual(cancelled.body.message);

    const job = cancellationJob(app());
    try {
      expect(await job.runOnce()).toBe(1);
      expect(await job.runOnce()).toBe(0);
    } finally {
      await job.stop();
    }
    const done = await progress(event.id);
    expect(done.status).toBe(200);
    expect(done.body.message).toMatchObject({
      status: 'done',
      orders_total: 4,
      orders_done: 4,
      orders_failed: 0,
    });

    const cardRow = await bookingOf(app(), card.reference);
    expect(cardRow).toMatchObject({ status: BOOKING_STATUS.cancelled, refundedMinor: cardRow.totalMinor });
    expect(cardRow.voidedAt).not.toBeNull();
    const mpesaRow = await bookingOf(app(), mpesa.reference);
    expect(mpesaRow).toMatchObject({ status: BOOKING_STATUS.cancelled, refundDueMinor: mpesaRow.totalMinor });
    expect(await bookingOf(app(), free.reference)).toMatchObject({
      status: BOOKING_STATUS.cancelled,
      refundedMinor: 0,
    });
    expect(await bookingOf(app(), held.reference)).toMatchObject({ status: BOOKING_STATUS.cancelled });
    expect(await soldOf(app(), event.regular)).toEqual({ sold: 0, held: 0 });
    expect(await soldOf(app(), event.vip)).toEqual({ sold: 0, held: 0 });
    expect(await soldOf(app(), event.free)).toEqual({ sold: 0, held: 0 });
    const ledger = await app().t.db.select().from(refunds).where(eq(refunds.bookingId, cardRow.id));
    expect(ledger.map((row) => [row.status, row.amountMinor])).toEqual([['succeeded', cardRow.totalMinor]]);

    // Every buyer, free and held included, gets the organizer's message once, from its name.
    const mails = await mailsKeyed(app(), `event-cancelled:${event.id}:`);
    expect(mails.map((mail) => mail.to).sort()).toEqual(
      [card.email, mpesa.email, free.email, held.email].sort(),
    );
    const [organization] = await app()
      .t.db.select()
      .from(organizations)
      .where(eq(organizations.id, app().owner.organizationId));
    for (const mail of mails) {
      expect(mail.subject).toBe(`${event.title} is cancelled`);
      expect(mail.text).toContain('The venue flooded. We are so sorry.\nEvery ticket is refunded.');
      expect(mail.fromName).toBe(organization?.displayName);
    }
    const textTo = (email: string) => mails.find((mail) => mail.to === email)?.text ?? '';
    expect(textTo(held.email)).toContain('nothing will be charged');
    expect(textTo(card.email)).toContain('The money you paid goes back to you');
    expect(textTo(mpesa.email)).toContain('The money you paid goes back to you');
    expect(textTo(free.email)).not.toContain('money');
  });

  it('resumes after a restart: a second app on the same database finishes what the first left', async () => {
    const event = await newEvent(app());
    const first = await paidCardOrder(app(), event.id, event.regular);
    const second = await paidCardOrder(app(), event.id, event.regular);
    expect((await cancel(event.id)).status).toBe(202);
    // The first instance claimed it, cancelled one order, and died before mailing its buyer.
    await app()
      .t.db.update(eventCancellations)
      .set({ leaseUntil: new Date(Date.now() + 120_000) })
      .where(eq(eventCancellations.eventId, event.id));
    const firstRow = await bookingOf(app(), first.reference);
    await cancelOrder(app().t.app.deps, {
      bookingId: firstRow.id,
      refund: true,
      reason: 'Event cancelled',
      actor: 'System',
    });

    const { config, database, db, storage } = app().t.app.deps;
    const restarted = await buildApp({
      deps: {
        config,
        database,
        db,
        storage,
        publicCache: new PublicCache(0),
        payments: createPaymentProviders(config.payments, { db, log: silentLog }, ['card', 'mpesa']),
        metrics: new Metrics(),
      },
    });
    await restarted.ready();
    const job = startEventCancellations({ deps: restarted.deps, log: silentLog, intervalMs: 3_600_000 });
    try {
      // Its lease still holds: the new instance leaves it alone until it runs out.
      expect(await job.runOnce()).toBe(0);
      await db
        .update(eventCancellations)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(eventCancellations.eventId, event.id));
      expect(await job.runOnce()).toBe(1);
    } finally {
      await job.stop();
      await restarted.close();
    }
    expect(await cancellationRow(app(), event.id)).toMatchObject({
      ordersTotal: 2,
      ordersDone: 2,
      ordersFailed: 0,
    });
    for (const order of [first, second]) {
      const row = await bookingOf(app(), order.reference);
      expect(row).toMatchObject({ status: BOOKING_STATUS.cancelled, refundedMinor: row.totalMinor });
      // Money went back once: the order voided before the restart was not refunded again.
      const ledger = await db.select().from(refunds).where(eq(refunds.bookingId, row.id));
      expect(ledger).toHaveLength(1);
    }
    expect((await mailsKeyed(app(), `event-cancelled:${event.id}:`)).map((mail) => mail.to).sort()).toEqual(
      [first.email, second.email].sort(),
    );
    expect(await soldOf(app(), event.regular)).toEqual({ sold: 0, held: 0 });
  });

  it('counts a failed refund and retries it on a later pass', async () => {
    const event = await newEvent(app());
    const order = await paidCardOrder(app(), event.id, event.regular);
    expect((await cancel(event.id)).status).toBe(202);
    const row = await bookingOf(app(), order.reference);
    // The provider has lost the payment: its refund fails until the intent is back.
    const intent = row.providerIntentId;
    await app().t.db.update(bookings).set({ providerIntentId: 'pi_missing' }).where(eq(bookings.id, row.id));
    const job = cancellationJob(app());
    try {
      expect(await job.runOnce()).toBe(1);
      expect(await cancellationRow(app(), event.id)).toMatchObject({
        ordersDone: 0,
        ordersFailed: 1,
        finishedAt: null,
      });
      expect((await progress(event.id)).body.message).toMatchObject({ status: 'running', orders_failed: 1 });
      expect(await bookingOf(app(), order.reference)).toMatchObject({
        status: BOOKING_STATUS.paid,
        refundedMinor: 0,
      });
      await app().t.db.update(bookings).set({ providerIntentId: intent }).where(eq(bookings.id, row.id));
      await app()
        .t.db.update(eventCancellations)
        .set({ leaseUntil: new Date(Date.now() - 1000) })
        .where(eq(eventCancellations.eventId, event.id));
      expect(await job.runOnce()).toBe(1);
    } finally {
      await job.stop();
    }
    expect(await cancellationRow(app(), event.id)).toMatchObject({
      ordersTotal: 1,
      ordersDone: 1,
      ordersFailed: 0,
    });
    expect(await bookingOf(app(), order.reference)).toMatchObject({ status: BOOKING_STATUS.cancelled });
  });
});

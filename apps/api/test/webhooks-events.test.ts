import { WEBHOOK_EVENTS } from '@tiketi/contract/webhooks';
import { describe, expect, it } from 'vitest';
import { startWebhookWorker } from '../src/jobs/webhook-worker';
import { codesOf, createOrganizer, scan } from './check-in-kit';
import { doorList, keyOf, manual, scanOf, sync } from './door-kit';
import { cancel, newEvent, type OrdersApp, paidCardOrder, refund } from './orders-money-kit';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { databaseKinds } from './support/test-database';
import { registerEndpoint, useWebhooksApp, verifyWith } from './webhooks-kit';

type Message = { type: string; data: Record<string, unknown> };

// Issue 19: every change an organisation subscribes to is told once, whichever path made it.
describe.each(databaseKinds)('webhook events on %s', (kind) => {
  const hooks = useWebhooksApp(kind);

  async function subscribed(events: readonly string[] = WEBHOOK_EVENTS) {
    const { t, receiver, worker } = hooks();
    const owner = await createOrganizer(t);
    const orders: OrdersApp = { t, owner, category: (await createCategory(t.db)).id };
    const created = await registerEndpoint(t, owner.token, { url: receiver.url, events: [...events] });
    const { secret } = created.body.message.data as { secret: string };
    /** Sends what is due and answers the messages received since the last call, verified. */
    const drain = async (): Promise<Message[]> => {
      while ((await worker.runOnce()) > 0);
      const taken = receiver.received.splice(0);
      return taken.map((request) => verifyWith(secret, request) as Message);
    };
    return { t, owner, orders, drain };
  }

  it('tells each check-in once: a scan, a manual check-in and an offline sync, a resync not again', async () => {
    const { t, owner, orders, drain } = await subscribed(['checkin.created']);
    const event = await newEvent(orders);
    const order = await paidCardOrder(orders, event, 3);
    const codes = await codesOf(t, order.token, order.reference);
    expect((await scan(t, owner.token, event.eventId, codes[0])).status).toBe(200);
    const byHand = await manual(t, owner.token, event.eventId, { booking_id: order.reference, number: 2 });
    expect(byHand.body.message.outcome).toBe('valid');
    const list = (await doorList(t, owner.token, event.eventId)).body.message;
    const batch = [scanOf(keyOf(list.hash_key, codes[2] ?? ''), new Date(Date.now() - 60_000).toISOString())];
    expect((await sync(t, owner.token, event.eventId, 'North gate', batch)).status).toBe(200);
    await sync(t, owner.token, event.eventId, 'North gate', batch);
    expect((await scan(t, owner.token, event.eventId, codes[0])).status).toBe(200);

    const messages = await drain();
    expect(messages.map((message) => message.type)).toEqual([
      'checkin.created',
      'checkin.created',
      'checkin.created',
    ]);
    for (const message of messages) {
      expect(message.data).toMatchObject({ event_id: event.eventId, booking_id: order.reference });
      expect(message.data.ticket_id).toEqual(expect.any(Number));
    }
    expect(new Set(messages.map((message) => message.data.ticket_id)).size).toBe(3);
    expect(messages.filter((message) => message.data.device === 'North gate')).toHaveLength(1);
  });

  it('tells refunds, with their amount, and cancellations; only the subscribed types', async () => {
    const { owner, orders, drain } = await subscribed(['order.refunded', 'order.cancelled']);
    const event = await newEvent(orders, { priceMinor: 2500 });
    const order = await paidCardOrder(orders, event, 2);
    expect((await refund(orders, order.reference, { amount: 10 })).status).toBe(200);
    expect((await cancel(orders, order.reference, { reason: 'Stage collapsed' })).status).toBe(200);
    expect((await cancel(orders, order.reference, {})).status).toBe(200);

    const messages = await drain();
    expect(messages.map((message) => message.type).sort()).toEqual([
      'order.cancelled',
      'order.refunded',
      'order.refunded',
    ]);
    const refunds = messages.filter((message) => message.type === 'order.refunded');
    expect(refunds.map((message) => message.data.refund_minor).sort()).toEqual([1000, 4000]);
    expect(messages.find((message) => message.type === 'order.cancelled')?.data).toMatchObject({
      booking_id: order.reference,
      event_id: event.eventId,
      status: 'cancelled',
      total_minor: 5000,
    });
    // Each message tells the order as it was at its change: the last refund leaves nothing paid.
    expect(refunds.find((message) => message.data.refund_minor === 4000)?.data).toMatchObject({
      status: 'cancelled',
      refunded_minor: 5000,
    });
    // Another organisation's orders never reach this endpoint.
    const other = await createOrganizer(orders.t);
    const theirs = await newEvent({ ...orders, owner: other });
    await paidCardOrder({ ...orders, owner: other }, theirs, 1);
    expect(owner.organizationId).not.toBe(other.organizationId);
    expect(await drain()).toEqual([]);
  });

  it('tells an event published and cancelled', async () => {
    const { t, owner, orders, drain } = await subscribed(['event.published', 'event.cancelled']);
    const draft = await createEvent(t.db, {
      organizationId: owner.organizationId,
      categoryId: orders.category,
      title: 'Rooftop Cinema',
      status: 2,
    });
    await createTicketType(t.db, { eventId: draft.id, priceMinor: 1500 });
    const call = (url: string, payload: object) =>
      t.app.inject({ method: 'POST', url, payload, headers: { auth: owner.token } });
    expect((await call(`/api/v1/event/${draft.id}/status`, { status: 1 })).statusCode).toBe(200);
    expect((await call(`/api/v1/event/${draft.id}/status`, { status: 1 })).statusCode).toBe(200);
    const cancelled = await call(`/api/v1/event/${draft.id}/cancel`, { message: 'The roof leaks.' });
    expect(cancelled.statusCode).toBeLessThan(300);

    // One batch is sent at once, so its messages may arrive in any order.
    const messages = (await drain()).sort((a, b) => b.type.localeCompare(a.type));
    expect(messages).toMatchObject([
      { type: 'event.published', data: { event_id: draft.id, title: 'Rooftop Cinema' } },
      { type: 'event.cancelled', data: { event_id: draft.id, title: 'Rooftop Cinema' } },
    ]);
  });

  it('sends each message once when several workers claim at the same time', async () => {
    const { t, orders } = await subscribed(['order.paid']);
    const { receiver } = hooks();
    const event = await newEvent(orders);
    for (let i = 0; i < 4; i++) await paidCardOrder(orders, event, 1);
    const workers = Array.from({ length: 3 }, () =>
      startWebhookWorker({ db: t.db, config: t.config, log: t.app.log, poll: false, batchSize: 2 }),
    );
    const claimed = await Promise.all(workers.map((worker) => worker.runOnce()));
    await Promise.all(workers.map((worker) => worker.runOnce()));
    await Promise.all(workers.map((worker) => worker.stop()));
    expect(claimed.reduce((sum, n) => sum + n, 0)).toBe(4);
    expect(receiver.received).toHaveLength(4);
    expect(new Set(receiver.received.map((request) => request.headers['webhook-id'])).size).toBe(4);
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { outbox, users, webhookEndpoints } from '../src/db/schema/index';
import { confirmPayment } from '../src/modules/bookings/confirm-payment';
import { createOrganizer } from './check-in-kit';
import { newEvent, type OrdersApp, paidCardOrder } from './orders-money-kit';
import { retrieve } from './support/bookings';
import { createCategory } from './support/fixtures';
import { silentLog } from './support/logs';
import { cardProvider } from './support/test-app';
import { databaseKinds } from './support/test-database';
import {
  callHooks,
  deliveriesOf,
  endpointRow,
  registerEndpoint,
  useWebhooksApp,
  verifyWith,
} from './webhooks-kit';

// Issue 19: deliveries to a real receiver on loopback, checked with the standardwebhooks package.
describe.each(databaseKinds)('webhook deliveries on %s', (kind) => {
  const hooks = useWebhooksApp(kind);

  async function setUp(events = ['order.paid']) {
    const { t, receiver } = hooks();
    const owner = await createOrganizer(t);
    const orders: OrdersApp = { t, owner, category: (await createCategory(t.db)).id };
    const created = await registerEndpoint(t, owner.token, { url: receiver.url, events });
    expect(created.status).toBe(201);
    const { id, secret } = created.body.message.data as { id: number; secret: string };
    return { orders, owner, endpointId: id, secret };
  }

  it('sends order.paid once after a payment, signed; a duplicated provider notice sends nothing more', async () => {
    const { worker, receiver, t } = hooks();
    const { orders, endpointId, secret } = await setUp();
    const event = await newEvent(orders);
    const order = await paidCardOrder(orders, event);

    // The provider says so again (a redelivered notice, the buyer's retrieve call): no new message.
    const intentId = order.clientSecret.split('_secret_')[0] ?? '';
    const context = { origin: 'http://localhost', log: silentLog };
    await confirmPayment(t.app.deps, cardProvider(t), intentId, context);
    await confirmPayment(t.app.deps, cardProvider(t), intentId, context);
    await retrieve(t, order.clientSecret, order.token);
    expect(await deliveriesOf(t, endpointId)).toHaveLength(1);

    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
    const [request] = receiver.received;
    if (!request) throw new Error('no request');
    const message = verifyWith(secret, request);
    expect(message).toMatchObject({
      type: 'order.paid',
      data: { booking_id: order.reference, event_id: event.eventId, status: 'paid', currency: 'USD' },
    });
    expect(String(request.headers['webhook-signature'])).toMatch(/^v1,[A-Za-z0-9+/=]+$/);
    expect(await worker.runOnce()).toBe(0);

    const log = await callHooks(
      t,
      orders.owner.token,
      'GET',
      `/api/v1/client/webhooks/${endpointId}/deliveries`,
    );
    expect(log.status).toBe(200);
    expect(log.body.message.data).toMatchObject([
      { event_type: 'order.paid', status: 'succeeded', attempts: 1, response_status: 200 },
    ]);
    expect(log.body.message.data[0].duration_ms).toBeGreaterThanOrEqual(0);
    expect(log.body.message.data[0].payload).toMatchObject({ type: 'order.paid' });
  });

  it('retries after a 500 with the same webhook-id, then succeeds; resend sends the same message again', async () => {
    const { worker, receiver, t, advance } = hooks();
    const { orders, endpointId, secret } = await setUp();
    receiver.answer(500);
    await paidCardOrder(orders, await newEvent(orders));

    expect(await worker.runOnce()).toBe(1);
    const [failed] = await deliveriesOf(t, endpointId);
    expect(failed).toMatchObject({ status: 'pending', attempts: 1, responseStatus: 500, error: 'HTTP 500' });
    // Not due again until its backoff has passed.
    expect(await worker.runOnce()).toBe(0);
    advance(31_000);
    expect(await worker.runOnce()).toBe(1);
    const [done] = await deliveriesOf(t, endpointId);
    expect(done).toMatchObject({ status: 'succeeded', attempts: 2, responseStatus: 200, error: null });
    const [first, second] = receiver.received;
    if (!first || !second) throw new Error('two requests expected');
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(verifyWith(secret, second).type).toBe('order.paid');

    const resent = await callHooks(
      t,
      orders.owner.token,
      'POST',
      `/api/v1/client/webhooks/${endpointId}/deliveries/${done?.id}/resend`,
    );
    expect(resent.status).toBe(200);
    expect(resent.body.message.data).toMatchObject({ status: 'pending', attempts: 2 });
    expect(await worker.runOnce()).toBe(1);
    const third = receiver.received[2];
    if (!third) throw new Error('the resend was not sent');
    expect(third.headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect(third.body).toBe(first.body);
    expect(verifyWith(secret, third).type).toBe('order.paid');
    expect((await deliveriesOf(t, endpointId))[0]).toMatchObject({ status: 'succeeded', attempts: 3 });
  });

  it('gives a delivery up after a day, disables an endpoint failing that long and mails its owner', async () => {
    const { worker, receiver, t, advance } = hooks();
    const { orders, owner, endpointId } = await setUp();
    receiver.answer(...Array.from({ length: 40 }, () => 503));
    await paidCardOrder(orders, await newEvent(orders));

    let runs = 0;
    while ((await endpointRow(t, endpointId))?.status === 'active' && runs < 30) {
      await worker.runOnce();
      advance(2 * 3600_000);
      runs++;
    }
    const endpoint = await endpointRow(t, endpointId);
    expect(endpoint?.status).toBe('disabled');
    expect(endpoint?.consecutiveFailures).toBeGreaterThanOrEqual(10);
    // Disabled on the first failure a full day after the first one (every 2 h: the 13th).
    expect(runs).toBe(13);
    const [delivery] = await deliveriesOf(t, endpointId);
    expect(delivery).toMatchObject({ status: 'failed', attempts: 13, responseStatus: 503 });

    const [ownerRow] = await t.db.select().from(users).where(eq(users.organizationId, owner.organizationId));
    const mails = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.topic} = 'mail' and ${outbox.payload}->>'to' = ${ownerRow?.email}`);
    const disabledMail = mails.find((row) =>
      (row.payload as { subject: string }).subject.includes('webhook'),
    );
    expect(disabledMail?.payload).toMatchObject({
      subject: 'Your webhook endpoint was turned off',
      text: expect.stringContaining(receiver.url),
    });

    // A disabled endpoint gets nothing; the owner's resend turns it back on.
    await paidCardOrder(orders, await newEvent(orders));
    expect(await deliveriesOf(t, endpointId)).toHaveLength(1);
    const resent = await callHooks(
      t,
      owner.token,
      'POST',
      `/api/v1/client/webhooks/${endpointId}/deliveries/${delivery?.id}/resend`,
    );
    expect(resent.status).toBe(200);
    expect((await endpointRow(t, endpointId))?.status).toBe('active');
    receiver.received.length = 0;
    receiver.answer(...Array.from({ length: 40 }, () => 200));
    expect(await worker.runOnce()).toBe(1);
    expect(receiver.received).toHaveLength(1);
  });

  it('after a rotation signs with the new and the old secret for a day, then with the new one only', async () => {
    const { worker, receiver, t } = hooks();
    const { orders, endpointId, secret: oldSecret } = await setUp();
    const rotated = await callHooks(
      t,
      orders.owner.token,
      'POST',
      `/api/v1/client/webhooks/${endpointId}/rotate-secret`,
    );
    expect(rotated.status).toBe(200);
    const newSecret = rotated.body.message.data.secret as string;
    expect(newSecret).toMatch(/^whsec_/);
    expect(newSecret).not.toBe(oldSecret);

    await paidCardOrder(orders, await newEvent(orders));
    await worker.runOnce();
    const [during] = receiver.received;
    if (!during) throw new Error('no request');
    expect(String(during.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verifyWith(newSecret, during).type).toBe('order.paid');
    expect(verifyWith(oldSecret, during).type).toBe('order.paid');

    // The overlap has ended (as a day later).
    await t.db
      .update(webhookEndpoints)
      .set({ previousSecretExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(webhookEndpoints.id, endpointId));
    await paidCardOrder(orders, await newEvent(orders));
    await worker.runOnce();
    const after = receiver.received[1];
    if (!after) throw new Error('no second request');
    expect(verifyWith(newSecret, after).type).toBe('order.paid');
    expect(() => verifyWith(oldSecret, after)).toThrow();
  });
});

import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, orderEvents, outbox } from '../src/db/schema/index';
import { createOrganizer, createTeammate } from './check-in-kit';
import { call, createOrdersEvent, type Organizer, paidOrder } from './orders-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface Entry {
  at: string;
  kind: string;
  by: string;
  detail: string;
}

// Issue 14: resending an order's tickets, at most RESENDS_PER_HOUR an hour, and the team's refund setting.
describe.each(databaseKinds)('resends and team settings on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let teammate: string;
  let setup: Awaited<ReturnType<typeof createOrdersEvent>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createOrganizer(t);
    teammate = await createTeammate(t, owner.organizationId, ['Baraka', 'Mwangi']);
    setup = await createOrdersEvent(t, owner, 'Book Fair');
  });
  afterAll(() => t.close());

  const detailOf = async (reference: string, token = owner.token) => {
    const response = await call(t, token, 'GET', `/api/v1/orders/${reference}`);
    expect(response.statusCode).toBe(200);
    return response.json().message;
  };
  const mailsTo = async (address: string) =>
    (await t.db.select().from(outbox)).filter((row) => (row.payload as { to: string }).to === address);

  it('resends the confirmation with its PDF to the buyer’s current email, on the timeline', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.vip, qty: 2 }]);
    const url = `/api/v1/orders/${order.reference}`;
    await call(t, owner.token, 'PUT', url, { email_address: 'wanjiru@example.com' });
    const resent = await call(t, teammate, 'POST', `${url}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().status_description).toBe('Tickets sent again to wanjiru@example.com');
    const [entry] = await t.db
      .select()
      .from(orderEvents)
      .where(eq(orderEvents.kind, 'resent'))
      .then((rows) => rows.filter((row) => row.bookingId === order.booking.id));
    expect(entry).toMatchObject({
      actor: 'Baraka Mwangi',
      detail: 'Confirmation and e-tickets sent again to wanjiru@example.com',
    });
    const [mail] = await mailsTo('wanjiru@example.com');
    expect(mail?.idempotencyKey).toBe(`booking-resend:${order.booking.id}:${entry?.id}`);
    const payload = mail?.payload as { subject: string; attachments: { contentType: string }[] };
    expect(payload.subject).toBe(`Your tickets for Book Fair (${order.reference})`);
    expect(payload.attachments.map((file) => file.contentType)).toContain('application/pdf');
    const kinds = (resent.json().message.timeline as Entry[]).map((item) => item.kind);
    expect(kinds.filter((item) => item === 'mail_sent')).toHaveLength(2);
    expect(kinds).toContain('resent');
  });

  it('refuses to resend an order without valid tickets, with a 409 that says why', async () => {
    const held = await book(t, { event_id: setup.eventId, tickets: [{ id: setup.regular, qty: 1 }] });
    const pending = await call(
      t,
      owner.token,
      'POST',
      `/api/v1/orders/${held.body.message.data.booking_id}/resend`,
    );
    expect(pending.statusCode).toBe(409);
    expect(pending.json().status_description).toBe(
      'This order is pending: it has no valid tickets to resend.',
    );
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    await t.db
      .update(bookings)
      .set({ status: 4, voidedAt: new Date() })
      .where(eq(bookings.id, order.booking.id));
    const cancelled = await call(t, owner.token, 'POST', `/api/v1/orders/${order.reference}/resend`);
    expect(cancelled.statusCode).toBe(409);
    expect(cancelled.json().status_description).toBe(
      'This order is cancelled: it has no valid tickets to resend.',
    );
  });

  it('resends a partly refunded order, its tickets still valid', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.vip, qty: 1 }]);
    await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, order.booking.id));
    const resent = await call(t, owner.token, 'POST', `/api/v1/orders/${order.reference}/resend`);
    expect(resent.statusCode).toBe(200);
    expect(resent.json().message.status).toBe('partially_refunded');
  });

  it('sends at most 5 resends an hour, even when 10 arrive at once', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const url = `/api/v1/orders/${order.reference}/resend`;
    const answers = await Promise.all(Array.from({ length: 10 }, () => call(t, owner.token, 'POST', url)));
    const statuses = answers.map((answer) => answer.statusCode).sort();
    expect(statuses).toEqual([200, 200, 200, 200, 200, 429, 429, 429, 429, 429]);
    const refused = defined(
      answers.find((answer) => answer.statusCode === 429),
      'a refused resend',
    );
    expect(refused.json()).toMatchObject({
      code: 'RATE_LIMITED',
      status_description: 'This order’s tickets were resent 5 times in the last hour. Try again later.',
    });
    const mails = await t.db
      .select({ id: outbox.id })
      .from(outbox)
      .where(like(outbox.idempotencyKey, `booking-resend:${order.booking.id}:%`));
    expect(mails).toHaveLength(5);
    // An hour later the count starts again.
    await t.db
      .update(orderEvents)
      .set({ createdAt: new Date(Date.now() - 3_700_000) })
      .where(eq(orderEvents.bookingId, order.booking.id));
    expect((await call(t, owner.token, 'POST', url)).statusCode).toBe(200);
  });

  it('lets the owner alone allow teammates to refund, which the detail then tells them', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const settings = '/api/v1/client/team/settings';
    const read = await call(t, teammate, 'GET', settings);
    expect(read.statusCode).toBe(200);
    expect(read.json().message).toEqual({ members_can_refund: false });
    expect((await detailOf(order.reference, teammate)).can_refund).toBe(false);

    const refused = await call(t, teammate, 'PUT', settings, { members_can_refund: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_description).toBe(
      'Only the organisation owner can change the team settings.',
    );
    expect((await call(t, owner.token, 'PUT', settings, { members_can_refund: 'yes' })).statusCode).toBe(400);

    const allowed = await call(t, owner.token, 'PUT', settings, { members_can_refund: true });
    expect(allowed.statusCode).toBe(200);
    expect(allowed.json().message).toEqual({ members_can_refund: true });
    expect((await call(t, teammate, 'GET', settings)).json().message).toEqual({ members_can_refund: true });
    expect((await detailOf(order.reference, teammate)).can_refund).toBe(true);
    // Another organisation's setting is its own.
    const other = await createOrganizer(t);
    expect((await call(t, other.token, 'GET', settings)).json().message).toEqual({
      members_can_refund: false,
    });

    await call(t, owner.token, 'PUT', settings, { members_can_refund: false });
    expect((await detailOf(order.reference, teammate)).can_refund).toBe(false);
  });
});

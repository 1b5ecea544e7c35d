import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, orderEvents, outbox } from '../src/db/schema/index';
import { codesOf, createOrganizer, createTeammate, scan } from './check-in-kit';
import { bookingOf, call, createOrdersEvent, nameOf, type Organizer, paidOrder } from './orders-kit';
import { book } from './support/bookings';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface Entry {
  at: string;
  kind: string;
  by: string;
  detail: string;
}

/** An admission of an event that asks no names or questions (issue 16). */
const unnamed = { holder_name: '', holder_email: '', answers: [] };

// Issue 14: one order's detail and timeline, and corrections of its buyer.
describe.each(databaseKinds)('an order’s detail on %s', (kind) => {
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
  const _mailsTo = async (address: string) =>
    (await t.db.select().from(outbox)).filter((row) => (row.payload as { to: string }).to === address);

  it('shows the order, its event, its admissions and a timeline oldest first', async () => {
    const order = await paidOrder(t, setup.eventId, [
      { id: setup.regular, qty: 2 },
      { id: setup.vip, qty: 1 },
    ]);
    const [code] = await codesOf(t, order.token, order.reference);
    expect((await scan(t, owner.token, setup.eventId, code)).body.message.outcome).toBe('valid');

    const detail = await detailOf(order.reference);
    expect(detail).toMatchObject({
      booking_id: order.reference,
      status: 'paid',
      total: 45,
      paid: 45,
      refundable: 45,
      event: { id: setup.eventId, title: 'Book Fair' },
      can_refund: true,
    });
    expect(detail.admissions).toEqual([
      { number: 1, name: 'Regular', checked_in_at: expect.any(String), valid: true, ...unnamed },
      { number: 2, name: 'Regular', checked_in_at: null, valid: true, ...unnamed },
      { number: 3, name: 'VIP', checked_in_at: null, valid: true, ...unnamed },
    ]);
    // Issue 16: this event asks nothing, so no holders or answers.
    expect(detail).toMatchObject({ answers: [], holders: [] });
    const timeline = detail.timeline as Entry[];
    expect(timeline.map((entry) => entry.kind)).toEqual(['created', 'paid', 'mail_sent', 'checked_in']);
    const times = timeline.map((entry) => Date.parse(entry.at));
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(timeline[0]).toMatchObject({ by: 'Buyer', detail: 'Booked for $45.00' });
    expect(timeline[1]?.by).toBe('Buyer');
    expect(timeline[1]?.detail).toBe(`Card · Card payment ${order.booking.paymentReference}`);
    expect(timeline[2]).toMatchObject({
      by: 'System',
      detail: `Your tickets for Book Fair (${order.reference}) · to njeri@example.com · queued`,
    });
    expect(timeline[3]).toMatchObject({
      by: await nameOf(t, owner.organizationId),
      detail: 'Ticket 1 of 3',
    });
  });

  it('dates a delivered mail by its sending, and reads only the mails that name this booking', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const other = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const sentAt = new Date(Date.now() + 60_000);
    await t.db
      .update(outbox)
      .set({ status: 'sent', sentAt })
      .where(eq(outbox.idempotencyKey, `booking-confirmation:${order.booking.id}`));
    // Another booking's resend whose timeline row id happens to be this booking's id.
    await t.db.insert(outbox).values({
      topic: 'mail',
      payload: { to: 'someone@example.com', subject: 'Not this order', text: '', html: '' },
      idempotencyKey: `booking-resend:${other.booking.id}:${order.booking.id}`,
    });
    const mails = ((await detailOf(order.reference)).timeline as Entry[]).filter(
      (entry) => entry.kind === 'mail_sent',
    );
    expect(mails).toEqual([
      {
        at: sentAt.toISOString(),
        kind: 'mail_sent',
        by: 'System',
        detail: `Your tickets for Book Fair (${order.reference}) · to njeri@example.com`,
      },
    ]);
  });

  it('tells an expired hold, shows no payment, and reads the rows actions wrote', async () => {
    const held = await book(t, { event_id: setup.eventId, tickets: [{ id: setup.regular, qty: 1 }] });
    const reference = held.body.message.data.booking_id as string;
    const booking = await bookingOf(t, reference);
    await t.db
      .update(bookings)
      .set({
        status: 3,
        createdAt: new Date(Date.now() - 1_200_000),
        holdExpiresAt: new Date(Date.now() - 300_000),
      })
      .where(eq(bookings.id, booking.id));
    await t.db
      .insert(orderEvents)
      .values({ bookingId: booking.id, kind: 'cancelled', actor: 'System', detail: 'A note' });
    const detail = await detailOf(reference);
    expect(detail).toMatchObject({
      status: 'expired',
      paid: 0,
      refundable: 0,
      paid_at: null,
      admissions: [],
    });
    expect((detail.timeline as Entry[]).map((entry) => [entry.kind, entry.by])).toEqual([
      ['created', 'Buyer'],
      ['expired', 'System'],
      ['cancelled', 'System'],
    ]);
  });

  it('marks the admissions of a voided order as no longer valid', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    await t.db
      .update(bookings)
      .set({ status: 5, refundedMinor: 1000, voidedAt: new Date() })
      .where(eq(bookings.id, order.booking.id));
    const detail = await detailOf(order.reference);
    expect(detail).toMatchObject({ status: 'refunded', paid: 10, refunded: 10, refundable: 0 });
    expect(detail.admissions).toEqual([
      { number: 1, name: 'Regular', checked_in_at: null, valid: false, ...unnamed },
    ]);
  });

  it('answers 404 for an unknown reference and for another organisation’s order', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const other = await createOrganizer(t);
    for (const [token, reference] of [
      [other.token, order.reference],
      [owner.token, 'TK-NOSUCHORDER'],
    ] as const) {
      for (const [method, path, payload] of [
        ['GET', '', undefined],
        ['PUT', '', { full_name: 'Someone Else' }],
        ['POST', '/resend', undefined],
      ] as const) {
        const response = await call(t, token, method, `/api/v1/orders/${reference}${path}`, payload);
        expect(response.statusCode).toBe(404);
        expect(response.json().status_description).toBe('Order not found');
      }
    }
    expect((await bookingOf(t, order.reference)).buyerName).toBe('Njeri Wambui');
  });

  it('lets any teammate correct the buyer, with the change on the timeline', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const url = `/api/v1/orders/${order.reference}`;
    const changed = await call(t, teammate, 'PUT', url, {
      email_address: ' amina@example.com ',
      msisdn: '0722000333',
      full_name: 'Njeri Wambui',
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.json().status_description).toBe('Buyer details saved');
    expect(changed.json().message).toMatchObject({
      buyer_name: 'Njeri Wambui',
      buyer_email: 'amina@example.com',
      buyer_msisdn: '0722000333',
    });
    const edited = (changed.json().message.timeline as Entry[]).filter((entry) => entry.kind === 'edited');
    expect(edited).toEqual([
      {
        at: expect.any(String),
        kind: 'edited',
        by: 'Baraka Mwangi',
        detail: 'Email: njeri@example.com → amina@example.com; Phone: +254711000222 → 0722000333',
      },
    ]);
    const row = await bookingOf(t, order.reference);
    expect([row.buyerEmail, row.buyerMsisdn]).toEqual(['amina@example.com', '0722000333']);

    // The same values again change nothing and write nothing.
    const same = await call(t, owner.token, 'PUT', url, { email_address: 'amina@example.com' });
    expect(same.statusCode).toBe(200);
    expect(same.json().status_description).toBe('Nothing to change');
    const rows = await t.db.select().from(orderEvents).where(eq(orderEvents.bookingId, order.booking.id));
    expect(rows).toHaveLength(1);
  });

  it('refuses a bad correction with a clear 400, changing nothing', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const url = `/api/v1/orders/${order.reference}`;
    for (const [payload, message] of [
      [{ email_address: 'not-an-email' }, 'Enter a valid email address'],
      [{}, 'Change at least one of full_name, email_address and msisdn'],
      [{ full_name: '  ' }, 'Enter the buyer’s name'],
      [{ msisdn: '0'.repeat(40) }, 'Phone is at most 32 characters'],
    ] as const) {
      const response = await call(t, owner.token, 'PUT', url, payload);
      expect(response.statusCode).toBe(400);
      expect(response.json().status_description).toContain(message);
    }
    const row = await bookingOf(t, order.reference);
    expect([row.buyerName, row.buyerEmail]).toEqual(['Njeri Wambui', 'njeri@example.com']);
  });
});

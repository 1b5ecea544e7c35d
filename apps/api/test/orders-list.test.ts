import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, refunds } from '../src/db/schema/index';
import { createOrganizer, createTeammate, parseCsv } from './check-in-kit';
import { bookingOf, call, createOrdersEvent, type Organizer, paidOrder } from './orders-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface OrderRow {
  booking_id: string;
  status: string;
  buyer_name: string;
  total: number;
  paid: number;
  refunded: number;
  refundable: number;
  refund_due: number;
  payment_method: string;
  payment_reference: string | null;
  paid_at: string | null;
  hold_expires_at: string | null;
}

// Issue 14: an event's orders in every state, with the filters, search, paging and CSV of the list.
describe.each(databaseKinds)('an event’s orders on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let setup: Awaited<ReturnType<typeof createOrdersEvent>>;
  const refs = {
    paid: '',
    partial: '',
    pending: '',
    free: '',
    expired: '',
    due: '',
    paypal: '',
    injected: '',
  };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { paymentMethods: ['card', 'mpesa', 'paypal'] });
    owner = await createOrganizer(t);
    setup = await createOrdersEvent(t, owner);
    const { eventId, regular, vip, free } = setup;
    refs.paid = (
      await paidOrder(t, eventId, [{ id: regular, qty: 2 }], {
        full_name: 'Zawadi Achieng',
        msisdn: '0711000111',
        email_address: 'Zawadi@Example.com',
      })
    ).reference;
    // Part of it went back (by the money routes), and a second refund waits on its provider.
    const partial = await paidOrder(t, eventId, [{ id: vip, qty: 1 }]);
    refs.partial = partial.reference;
    await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, partial.booking.id));
    await t.db
      .insert(refunds)
      .values({ bookingId: partial.booking.id, amountMinor: 300, status: 'pending', isFull: false });
    const pending = await book(t, { event_id: eventId, tickets: [{ id: regular, qty: 1 }] });
    refs.pending = pending.body.message.data.booking_id;
    const freeOrder = await book(t, { event_id: eventId, tickets: [{ id: free, qty: 1, price: 0 }] });
    expect(freeOrder.status).toBe(201);
    refs.free = freeOrder.body.message.data.booking_id;
    const expired = await book(t, { event_id: eventId, tickets: [{ id: regular, qty: 1 }] });
    refs.expired = expired.body.message.data.booking_id;
    await t.db.update(bookings).set({ status: 3 }).where(eq(bookings.reference, refs.expired));
    // Refunded in full by hand and not paid out yet (M-Pesa): refund due.
    const due = await paidOrder(t, eventId, [{ id: regular, qty: 1 }]);
    refs.due = due.reference;
    await t.db
      .update(bookings)
      .set({ status: 5, refundDueMinor: 1000 })
      .where(eq(bookings.id, due.booking.id));
    const paypal = await book(t, {
      event_id: eventId,
      payment_method: 'paypal',
      tickets: [{ id: regular, qty: 1 }],
    });
    expect(paypal.status).toBe(201);
    refs.paypal = paypal.body.message.data.booking_id;
    refs.injected = (
      await paidOrder(t, eventId, [{ id: regular, qty: 1 }], {
        full_name: '=HYPERLINK("http://evil.example","Click")',
        msisdn: '+254700000001',
        email_address: 'x@example.com',
      })
    ).reference;
  });
  afterAll(() => t.close());

  const list = async (query = '', token?: string) => {
    const response = await call(
      t,
      token ?? owner.token,
      'GET',
      `/api/v1/event/${setup.eventId}/orders${query}`,
    );
    expect(response.statusCode).toBe(200);
    return response.json().message as { data: OrderRow[]; total: number };
  };
  const byRef = (rows: OrderRow[], reference: string) =>
    defined(
      rows.find((row) => row.booking_id === reference),
      reference,
    );

  it('lists every order of the event in every state, newest first, with its money', async () => {
    const { data, total } = await list();
    expect(total).toBe(8);
    expect(data.map((row) => row.booking_id)).toEqual([
      refs.injected,
      refs.paypal,
      refs.due,
      refs.expired,
      refs.free,
      refs.pending,
      refs.partial,
      refs.paid,
    ]);
    const paid = byRef(data, refs.paid);
    expect(paid).toMatchObject({
      status: 'paid',
      buyer_name: 'Zawadi Achieng',
      buyer_email: 'Zawadi@Example.com',
      buyer_msisdn: '0711000111',
      currency: 'USD',
      total: 20,
      paid: 20,
      refunded: 0,
      refundable: 20,
      refund_due: 0,
      payment_method: 'card',
      hold_expires_at: null,
      tickets: [{ name: 'Regular', quantity: 2, price_per_ticket: 10 }],
    });
    expect(paid.payment_reference).toBeTruthy();
    expect(Date.parse(paid.paid_at ?? '')).not.toBeNaN();
    // 25 paid, 5 back, 3 on its way back: 17 may still be refunded.
    expect(byRef(data, refs.partial)).toMatchObject({
      status: 'partially_refunded',
      paid: 25,
      refunded: 5,
      refundable: 17,
    });
    const pending = byRef(data, refs.pending);
    expect(pending).toMatchObject({ status: 'pending', paid: 0, refundable: 0, paid_at: null });
    expect(Date.parse(pending.hold_expires_at ?? '')).toBeGreaterThan(Date.now());
    expect(byRef(data, refs.free)).toMatchObject({
      status: 'paid',
      payment_method: 'free',
      payment_reference: null,
      total: 0,
      paid: 0,
      refundable: 0,
    });
    expect(byRef(data, refs.expired)).toMatchObject({ status: 'expired', paid: 0, hold_expires_at: null });
    expect(byRef(data, refs.due)).toMatchObject({
      status: 'refund_due',
      paid: 10,
      refund_due: 10,
      refundable: 0,
    });
    expect(byRef(data, refs.paypal)).toMatchObject({ status: 'pending', payment_method: 'paypal' });
  });

  it('filters by one state or several, and by payment method', async () => {
    const refsOf = async (query: string) => (await list(query)).data.map((row) => row.booking_id).sort();
    expect(await refsOf('?status=pending')).toEqual([refs.pending, refs.paypal].sort());
    expect(await refsOf('?status=partially_refunded,refund_due')).toEqual([refs.partial, refs.due].sort());
    expect(await refsOf('?status=paid')).toEqual([refs.paid, refs.free, refs.injected].sort());
    expect(await refsOf('?status=expired')).toEqual([refs.expired]);
    expect(await refsOf('?status=cancelled,refunded')).toEqual([]);
    expect(await refsOf('?method=free')).toEqual([refs.free]);
    expect(await refsOf('?method=paypal,free')).toEqual([refs.paypal, refs.free].sort());
    expect(await refsOf('?method=mpesa')).toEqual([]);
    expect(await refsOf('?status=pending&method=card')).toEqual([refs.pending]);
  });

  it('refuses a state or method it does not know with a clear 400', async () => {
    const bad = await call(t, owner.token, 'GET', `/api/v1/event/${setup.eventId}/orders?status=paid,lost`);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status_description).toContain('status must be one of pending, paid');
    const method = await call(t, owner.token, 'GET', `/api/v1/event/${setup.eventId}/orders?method=cash`);
    expect(method.statusCode).toBe(400);
    const limit = await call(t, owner.token, 'GET', `/api/v1/event/${setup.eventId}/orders?limit=0`);
    expect(limit.statusCode).toBe(400);
  });

  it('searches by reference, name, email or phone in any case, LIKE wildcards literally', async () => {
    const search = async (q: string) =>
      (await list(`?q=${encodeURIComponent(q)}`)).data.map((row) => row.booking_id);
    expect(await search(refs.partial.toLowerCase())).toEqual([refs.partial]);
    expect(await search('zawadi ACH')).toEqual([refs.paid]);
    expect(await search('zawadi@example')).toEqual([refs.paid]);
    expect(await search('0711000')).toEqual([refs.paid]);
    expect(await search('%')).toEqual([]);
    expect(await search('_')).toEqual([]);
  });

  it('pages with the total of every match', async () => {
    const first = await list('?limit=3&page=1');
    const third = await list('?limit=3&page=3');
    expect(first.total).toBe(8);
    expect(first.data.map((row) => row.booking_id)).toEqual([refs.injected, refs.paypal, refs.due]);
    expect(third.data.map((row) => row.booking_id)).toEqual([refs.partial, refs.paid]);
    expect((await list('?limit=3&page=9')).data).toEqual([]);
  });

  it('lets a teammate read the orders too', async () => {
    const teammate = await createTeammate(t, owner.organizationId, ['Baraka', 'Mwangi']);
    expect((await list('', teammate)).total).toBe(8);
  });

  it('answers 404 for another organisation’s event, and 401 without a session', async () => {
    const other = await createOrganizer(t);
    for (const path of ['orders', 'orders.csv']) {
      const response = await call(t, other.token, 'GET', `/api/v1/event/${setup.eventId}/${path}`);
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
    }
    expect((await call(t, owner.token, 'GET', '/api/v1/event/999999/orders')).statusCode).toBe(404);
    expect((await call(t, undefined, 'GET', `/api/v1/event/${setup.eventId}/orders`)).statusCode).toBe(401);
  });

  it('exports every matching order as a formula-safe CSV, unpaged', async () => {
    const response = await call(t, owner.token, 'GET', `/api/v1/event/${setup.eventId}/orders.csv?limit=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${setup.eventId}.csv"`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Reference',
      'Status',
      'Buyer',
      'Email',
      'Phone',
      'Currency',
      'Total',
      'Paid',
      'Refunded',
      'Refund due',
      'Payment method',
      'Payment reference',
      'Created (UTC)',
      'Paid at (UTC)',
      'Tickets',
    ]);
    expect(rows).toHaveLength(8);
    const rowOf = (reference: string) =>
      defined(
        rows.find((row) => row[0] === reference),
        reference,
      );
    const injected = rowOf(refs.injected);
    expect(injected[2]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(injected[4]).toBe("'+254700000001");
    expect(rowOf(refs.partial).slice(1, 12)).toEqual([
      'Partially refunded',
      'Njeri Wambui',
      'njeri@example.com',
      "'+254711000222",
      'USD',
      '25.00',
      '25.00',
      '5.00',
      '0.00',
      'Card',
      (await bookingOf(t, refs.partial)).paymentReference,
    ]);
    expect(rowOf(refs.paid)[14]).toBe('2 x Regular');
    expect(rowOf(refs.pending)[13]).toBe('');
    expect(rowOf(refs.free)[10]).toBe('Free ticket');

    const filtered = await call(
      t,
      owner.token,
      'GET',
      `/api/v1/event/${setup.eventId}/orders.csv?status=expired`,
    );
    expect(
      parseCsv(filtered.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([refs.expired]);
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, createTeammate } from './check-in-kit';
import { call, type Organizer } from './orders-kit';
import { seedOrders } from './orders-seed';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

type Seeded = Awaited<ReturnType<typeof seedOrders>>;

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

// Issue 14: an event's orders in every state, with the list's filters, search and paging.
describe.each(databaseKinds)('an event’s orders on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let setup: Seeded['setup'];
  let refs: Seeded['refs'];

  beforeAll(async () => {
    ({ t, owner, setup, refs } = await seedOrders(kind));
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
});

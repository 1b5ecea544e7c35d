import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookingHolders, bookingItems, bookings } from '../src/db/schema/index';
import { codesOf, createOrganizer, scan } from './check-in-kit';
import { doorList, keyOf } from './door-kit';
import { buyAndPay } from './e-tickets-kit';
import { newEvent, refund, useOrdersApp } from './orders-money-kit';
import { defined } from './support/defined';
import { databaseKinds } from './support/test-database';

const buyer = (name: string, n: number) => ({
  full_name: name,
  msisdn: `+25471100${String(n).padStart(4, '0')}`,
  email_address: `buyer${n}@example.com`,
});

describe.each(databaseKinds)('the door list on %s', (kind) => {
  const app = useOrdersApp(kind);

  it('pages the admissions by issue order, keyed by HMAC of their codes, with no codes or emails', async () => {
    const { t, owner } = app();
    const event = await newEvent(app());
    const first = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 2 }], {
      details: buyer('Amina Otieno', 1),
    });
    const second = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Brian Kip', 2),
    });
    const codes = [
      ...(await codesOf(t, first.token, first.reference)),
      ...(await codesOf(t, second.token, second.reference)),
    ];

    const page1 = await doorList(t, owner.token, event.eventId, '?limit=2');
    expect(page1.status).toBe(200);
    const { data, total, version, hash_key } = page1.body.message;
    expect(total).toBe(3);
    expect(hash_key).toMatch(/^[0-9a-f]{64}$/);
    expect(version).toBeGreaterThan(0);
    expect(data).toHaveLength(2);
    expect(data[0]).toEqual({
      key: keyOf(hash_key, codes[0] as string),
      booking_id: first.reference,
      number: 1,
      name: 'Regular',
      no_of_persons: 1,
      holder_name: '',
      buyer_name: 'Amina Otieno',
      buyer_phone: '+254711000001',
      state: 'valid',
      checked_in_at: null,
    });
    expect(data[1]).toMatchObject({
      key: keyOf(hash_key, codes[1] as string),
      booking_id: first.reference,
      number: 2,
    });
    const page2 = await doorList(t, owner.token, event.eventId, '?limit=2&page=2');
    expect(page2.body.message.data).toHaveLength(1);
    expect(page2.body.message.data[0]).toMatchObject({
      key: keyOf(hash_key, codes[2] as string),
      buyer_name: 'Brian Kip',
    });
    // The same secret every time; no code and no email anywhere in the answer.
    expect(page2.body.message.hash_key).toBe(hash_key);
    const text = page1.text + page2.text;
    for (const code of codes) expect(text).not.toContain(code);
    expect(text).not.toContain('@example.com');
    expect(page1.headers['cache-control']).toBe('private, no-store');
  });

  it('answers with since only what changed after: a check-in, a refund and a new paid booking', async () => {
    const { t, owner } = app();
    const event = await newEvent(app());
    const a = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Chebet A', 3),
    });
    const b = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Daudi B', 4),
    });
    const c = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Esther C', 5),
    });
    const [codeA] = await codesOf(t, a.token, a.reference);
    const first = (await doorList(t, owner.token, event.eventId)).body.message;
    expect(first.total).toBe(3);

    const nothing = (await doorList(t, owner.token, event.eventId, `?since=${first.version}`)).body.message;
    expect(nothing).toMatchObject({ data: [], total: 0, version: first.version });

    expect((await scan(t, owner.token, event.eventId, codeA)).body.message.outcome).toBe('valid');
    expect((await refund(app(), b.reference, {})).status).toBe(200);
    const d = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Faith D', 6),
    });

    const changed = (await doorList(t, owner.token, event.eventId, `?since=${first.version}`)).body.message;
    expect(changed.version).toBeGreaterThan(first.version);
    const byRef = Object.fromEntries(
      changed.data.map((entry: { booking_id: string }) => [entry.booking_id, entry]),
    );
    expect(Object.keys(byRef).sort()).toEqual([a.reference, b.reference, d.reference].sort());
    expect(byRef[a.reference]).toMatchObject({ state: 'checked_in', checked_in_at: expect.any(String) });
    expect(byRef[b.reference]).toMatchObject({ state: 'refunded' });
    expect(byRef[d.reference]).toMatchObject({ state: 'valid', buyer_name: 'Faith D' });
    expect(byRef[c.reference]).toBeUndefined();
    const after = (await doorList(t, owner.token, event.eventId, `?since=${changed.version}`)).body.message;
    expect(after.data).toEqual([]);
  });

  it("answers with since a holder's name and a corrected buyer, and nothing else", async () => {
    const { t, owner } = app();
    const event = await newEvent(app());
    const named = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 2 }], {
      details: buyer('Gathoni G', 7),
    });
    const renamed = await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], {
      details: buyer('Hassan H', 8),
    });
    await buyAndPay(t, event.eventId, [{ id: event.typeId, qty: 1 }], { details: buyer('Imani I', 9) });
    const { version } = (await doorList(t, owner.token, event.eventId)).body.message;
    const [booking] = await t.db.select().from(bookings).where(eq(bookings.reference, named.reference));
    const [item] = await t.db
      .select()
      .from(bookingItems)
      .where(eq(bookingItems.bookingId, defined(booking, 'b').id));
    await t.db.insert(bookingHolders).values({
      bookingId: defined(booking, 'b').id,
      bookingItemId: defined(item, 'item').id,
      position: 2,
      name: 'Juma J',
    });
    await t.db
      .update(bookings)
      .set({ buyerName: 'Hassan Haji' })
      .where(eq(bookings.reference, renamed.reference));
    const changed = (await doorList(t, owner.token, event.eventId, `?since=${version}`)).body.message.data;
    expect(
      changed.map((entry: { booking_id: string; number: number }) => [entry.booking_id, entry.number]),
    ).toEqual([
      [named.reference, 1],
      [named.reference, 2],
      [renamed.reference, 1],
    ]);
    expect(changed[1]).toMatchObject({ holder_name: 'Juma J' });
    expect(changed[2]).toMatchObject({ buyer_name: 'Hassan Haji' });
  });

  it('gives another organisation 404, a visitor 401, and bad paging 400', async () => {
    const { t, owner } = app();
    const event = await newEvent(app());
    const rival = await createOrganizer(t);
    expect((await doorList(t, rival.token, event.eventId)).status).toBe(404);
    expect((await doorList(t, owner.token, 999_999)).status).toBe(404);
    const visitor = await t.app.inject({ method: 'GET', url: `/api/v1/event/${event.eventId}/checkin/list` });
    expect(visitor.statusCode).toBe(401);
    for (const query of ['?since=abc', '?since=-1', '?limit=0', '?limit=5001', '?page=x']) {
      const response = await doorList(t, owner.token, event.eventId, query);
      expect(response.status, query).toBe(400);
    }
  });
});

import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, promoCodes, ticketTypes } from '../src/db/schema/index';
import { usePromoCodes } from './promo-codes-kit';
import { databaseKinds } from './support/test-database';

// Issue 15: an organizer's edit racing buyers. On real PostgreSQL the requests truly overlap; the
// locks (the code's row, the types before the event) keep the counts right and every answer clear.
describe.each(databaseKinds)('code and capacity edits racing bookings on %s', (kind) => {
  const s = usePromoCodes(kind);
  const BUYERS = 16;

  it('lowers a code limit only above the uses taken, and never lets a booking past it', async () => {
    const event = await s.publishedEvent([{ ...s.regular, max_tickets: 500 }]);
    const regular = event.idOf('Regular');
    const body = { code: 'RACE', discount_type: 'percentage', discount_value: 10 };
    const code = (await s.codes.create(event.id, body)).json().message;

    const [edit, ...booked] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return s.codes.update(event.id, code.id, { ...body, max_uses: 6 });
      })(),
      ...Array.from({ length: BUYERS }, () => s.bookAs(event.id, [{ id: regular, qty: 1 }], 'RACE')),
    ]);
    const statuses = booked.map((result) => result.status);
    expect(
      booked.filter((result) => result.status !== 201 && result.status !== 409).map((r) => r.body),
    ).toEqual([]);
    const taken = statuses.filter((status) => status === 201).length;
    const [row] = await s.current().t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.uses).toBe(taken);
    if (edit.statusCode === 200) {
      expect(row?.maxUses).toBe(6);
      expect(taken).toBeLessThanOrEqual(6);
    } else {
      expect(edit.statusCode).toBe(400);
      expect(edit.json().status_description).toMatch(/^This code was already used \d+ times$/);
      expect(row?.maxUses).toBeNull();
    }
  });

  it('sets a shared capacity while seats are being held, counting every one of them', async () => {
    const event = await s.publishedEvent([
      { ...s.regular, max_tickets: 500 },
      { ...s.regular, name: 'VIP', max_tickets: 500 },
    ]);
    const ids = [event.idOf('Regular'), event.idOf('VIP')];
    const [edit, ...booked] = await Promise.all([
      (async () => {
        await new Promise((resolve) => setTimeout(resolve, 5));
        return s.sales.put(event.id, { capacity: 20 });
      })(),
      ...Array.from({ length: BUYERS }, (_, index) =>
        s.bookAs(event.id, [{ id: ids[index % 2] ?? 0, qty: 2 }]),
      ),
    ]);
    const statuses = booked.map((result) => result.status);
    expect(statuses.every((status) => status === 201 || status === 409)).toBe(true);
    const [taken] = await s
      .current()
      .t.db.select({ seats: sql<number>`sum(${ticketTypes.sold} + ${ticketTypes.held})::int` })
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, event.id));
    const [row] = await s.current().t.db.select().from(events).where(eq(events.id, event.id));
    expect(taken?.seats).toBe(statuses.filter((status) => status === 201).length * 2);
    if (edit.statusCode === 200) {
      // Every seat held before or after the capacity was set is counted in it, and it is never passed.
      expect(row).toMatchObject({ capacity: 20, capacityUsed: taken?.seats });
      expect(taken?.seats).toBeLessThanOrEqual(20);
    } else {
      expect(edit.statusCode).toBe(400);
      expect(edit.json().status_description).toMatch(
        /^Capacity cannot be below the \d+ tickets already sold or held$/,
      );
      expect(row).toMatchObject({ capacity: null, capacityUsed: 0 });
    }
  });
});

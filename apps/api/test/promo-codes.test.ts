import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, promoCodes } from '../src/db/schema/index';
import { usePromoCodes } from './promo-codes-kit';
import { databaseKinds } from './support/test-database';

// Issue 15: an organizer's promo and access codes, `v1/event/{id}/promo-codes`.
describe.each(databaseKinds)('promo codes on %s', (kind) => {
  const s = usePromoCodes(kind);
  let event: Awaited<ReturnType<typeof s.publishedEvent>>;
  beforeAll(async () => {
    event = await s.publishedEvent([
      { ...s.regular, price_per_ticket: 20 },
      { ...s.regular, name: 'VIP', price_per_ticket: 50 },
    ]);
  });

  const percent = { code: 'early20', discount_type: 'percentage', discount_value: 20 };

  it('creates, lists, updates and deletes a code, stored in capitals and basis points', async () => {
    const created = await s.codes.create(event.id, {
      ...percent,
      discount_value: 12.5,
      ticket_type_ids: [event.idOf('VIP')],
      max_uses: 5,
      valid_to: '2030-01-01T00:00:00Z',
    });
    expect(created.statusCode).toBe(201);
    const code = created.json().message;
    expect(code).toMatchObject({
      code: 'EARLY20',
      discount_type: 'percentage',
      discount_value: 12.5,
      ticket_type_ids: [event.idOf('VIP')],
      max_uses: 5,
      valid_from: null,
      valid_to: '2030-01-01T00:00:00.000Z',
      unlocks_hidden: false,
      active: true,
      uses: 0,
      revenue: 0,
      currency: 'USD',
    });
    const [row] = await s.current().t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row).toMatchObject({ code: 'EARLY20', discountValue: 1250, maxUses: 5 });

    const listed = await s.codes.list(event.id);
    expect(listed.statusCode).toBe(200);
    expect(listed.json().message.map((item: { code: string }) => item.code)).toContain('EARLY20');

    const updated = await s.codes.update(event.id, code.id, {
      code: 'partner5',
      discount_type: 'fixed',
      discount_value: 5.5,
      active: false,
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json().message).toMatchObject({
      id: code.id,
      code: 'PARTNER5',
      discount_type: 'fixed',
      discount_value: 5.5,
      ticket_type_ids: [],
      max_uses: null,
      active: false,
    });
    const [after] = await s.current().t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(after).toMatchObject({ discountType: 'fixed', discountValue: 550 });

    expect((await s.codes.remove(event.id, code.id)).statusCode).toBe(200);
    expect(
      (await s.codes.list(event.id)).json().message.some((item: { id: number }) => item.id === code.id),
    ).toBe(false);
    expect((await s.codes.remove(event.id, code.id)).statusCode).toBe(404);
  });

  it('stores an access code: no discount, unlocks hidden types', async () => {
    const created = await s.codes.create(event.id, {
      code: 'Backstage',
      discount_type: 'none',
      unlocks_hidden: true,
    });
    expect(created.statusCode).toBe(201);
    expect(created.json().message).toMatchObject({
      code: 'BACKSTAGE',
      discount_value: 0,
      unlocks_hidden: true,
    });
  });

  it.each([
    ['a percentage above 100', { ...percent, discount_value: 101 }, 'A percentage discount is at most 100'],
    [
      'a negative amount',
      { ...percent, discount_type: 'fixed', discount_value: -1 },
      'Discount cannot be negative',
    ],
    ['a code with a space', { ...percent, code: 'EARLY 20' }, 'A code is 3 to 32 letters and digits'],
    [
      'no discount without unlocking',
      { code: 'NOTHING', discount_type: 'none' },
      'must unlock hidden tickets',
    ],
    [
      'a window that ends before it starts',
      { ...percent, valid_from: '2030-02-01T00:00:00Z', valid_to: '2030-01-01T00:00:00Z' },
      'Valid to must be after valid from',
    ],
    ['three decimals', { ...percent, discount_type: 'fixed', discount_value: 1.005 }, 'at most two decimals'],
    ['a limit of 0', { ...percent, max_uses: 0 }, 'Uses must be at least 1'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const response = await s.codes.create(event.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain(message);
  });

  it("refuses another event's ticket types", async () => {
    const other = await s.publishedEvent();
    const response = await s.codes.create(event.id, {
      ...percent,
      code: 'OTHERS',
      ticket_type_ids: [other.idOf('Regular')],
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe(
      'A ticket type in the list does not belong to this event',
    );
  });

  it('refuses a fixed discount finer than the currency allows (KES is whole shillings)', async () => {
    const kes = await s.publishedEvent([{ ...s.regular, price_per_ticket: 1000 }], { currency: 'KES' });
    const cents = await s.codes.create(kes.id, {
      code: 'SHILLINGS',
      discount_type: 'fixed',
      discount_value: 50.5,
    });
    expect(cents.statusCode).toBe(400);
    expect(cents.json().status_description).toBe(
      'Discount: KES prices must be whole shillings: M-Pesa takes no cents',
    );
    const whole = await s.codes.create(kes.id, {
      code: 'SHILLINGS',
      discount_type: 'fixed',
      discount_value: 50,
    });
    expect(whole.statusCode).toBe(201);
    expect(whole.json().message).toMatchObject({ discount_value: 50, currency: 'KES' });
  });

  it('refuses a duplicate code on the same event in any case with a 409, but not on another event', async () => {
    expect((await s.codes.create(event.id, { ...percent, code: 'TWICE' })).statusCode).toBe(201);
    const again = await s.codes.create(event.id, { ...percent, code: 'twice' });
    expect(again.statusCode).toBe(409);
    expect(again.json().status_description).toBe('This event already has the code TWICE');
    const other = await s.publishedEvent();
    expect((await s.codes.create(other.id, { ...percent, code: 'twice' })).statusCode).toBe(201);

    const renamed = (await s.codes.create(event.id, { ...percent, code: 'ONCE' })).json().message;
    const clash = await s.codes.update(event.id, renamed.id, { ...percent, code: 'Twice' });
    expect(clash.statusCode).toBe(409);
    expect(clash.json().status_description).toBe('This event already has the code TWICE');
  });

  it("answers 404 for another organisation's event and code, and 401 without a session", async () => {
    const code = (await s.codes.create(event.id, { ...percent, code: 'MINE' })).json().message;
    const rival = s.current().rival.token;
    expect((await s.codes.list(event.id, rival)).statusCode).toBe(404);
    expect((await s.codes.create(event.id, { ...percent, code: 'THEIRS' }, rival)).statusCode).toBe(404);
    expect((await s.codes.update(event.id, code.id, percent, rival)).statusCode).toBe(404);
    expect((await s.codes.remove(event.id, code.id, rival)).statusCode).toBe(404);
    // A code id of another event of the same organizer is not found under this one.
    const other = await s.publishedEvent();
    expect((await s.codes.update(other.id, code.id, percent)).statusCode).toBe(404);
    const anonymous = await s
      .current()
      .t.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}/promo-codes` });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await s.current().t.db.select().from(promoCodes).where(eq(promoCodes.id, code.id));
    expect(row?.code).toBe('MINE');
  });

  it('counts uses and paid revenue, keeps the limit above the uses, and refuses to delete a used code', async () => {
    const code = (
      await s.codes.create(event.id, { ...percent, code: 'PAIDUSE', discount_value: 25, max_uses: 3 })
    ).json().message;
    // Paid: 2 VIP at 50 less 25% = 75. Pending: 1 Regular at 20 less 25% = 15 (a use, no revenue).
    await s.bookAndPay(event.id, [{ id: event.idOf('VIP'), qty: 2 }], 'paiduse');
    const pending = await s.bookAs(event.id, [{ id: event.idOf('Regular'), qty: 1 }], 'PAIDUSE');
    expect(pending.status).toBe(201);
    const withCode = await s.current().t.db.select().from(bookings).where(eq(bookings.promoCodeId, code.id));
    expect(withCode.map((row) => row.totalMinor).sort((a, b) => a - b)).toEqual([1500, 7500]);

    const listed = (await s.codes.list(event.id))
      .json()
      .message.find((item: { id: number }) => item.id === code.id);
    expect(listed).toMatchObject({ uses: 2, revenue: 75 });

    const below = await s.codes.update(event.id, code.id, {
      ...percent,
      code: 'PAIDUSE',
      discount_value: 25,
      max_uses: 1,
    });
    expect(below.statusCode).toBe(400);
    expect(below.json().status_description).toBe('This code was already used 2 times');
    const atUses = await s.codes.update(event.id, code.id, {
      ...percent,
      code: 'PAIDUSE',
      discount_value: 25,
      max_uses: 2,
      active: false,
    });
    expect(atUses.statusCode).toBe(200);
    expect(atUses.json().message).toMatchObject({ max_uses: 2, uses: 2, active: false, revenue: 75 });

    const removed = await s.codes.remove(event.id, code.id);
    expect(removed.statusCode).toBe(409);
    expect(removed.json().status_description).toBe('This code has been used. Deactivate it instead.');
  });

  it('refuses to delete a code whose only order ended (its use given back, the order kept)', async () => {
    const code = (await s.codes.create(event.id, { ...percent, code: 'ENDED' })).json().message;
    const held = await s.bookAs(event.id, [{ id: event.idOf('Regular'), qty: 1 }], 'ENDED');
    expect(held.status).toBe(201);
    await s.current().t.db.update(bookings).set({ status: 3 }).where(eq(bookings.promoCodeId, code.id));
    const listed = (await s.codes.list(event.id))
      .json()
      .message.find((item: { id: number }) => item.id === code.id);
    expect(listed.uses).toBe(0);
    expect((await s.codes.remove(event.id, code.id)).statusCode).toBe(409);
  });

  it('counts pending orders as uses when a limit is lowered', async () => {
    const code = (await s.codes.create(event.id, { ...percent, code: 'GUARDED' })).json().message;
    await s.bookAs(event.id, [{ id: event.idOf('Regular'), qty: 1 }], 'GUARDED');
    await s.bookAs(event.id, [{ id: event.idOf('Regular'), qty: 1 }], 'GUARDED');
    const response = await s.codes.update(event.id, code.id, { ...percent, code: 'GUARDED', max_uses: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe('This code was already used 2 times');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index';
import { usePromoCodes } from './promo-codes-kit';
import { latestCode, post } from './support/accounts';
import { databaseKinds } from './support/test-database';

// Issue 15: an event's fees, taxes and shared capacity, and the organisation's defaults.
describe.each(databaseKinds)('sales settings on %s', (kind) => {
  const s = usePromoCodes(kind);
  let event: Awaited<ReturnType<typeof s.publishedEvent>>;
  beforeAll(async () => {
    event = await s.publishedEvent([{ ...s.regular, max_tickets: 100 }]);
  });

  const none = {
    tax_name: '',
    tax_rate: 0,
    tax_mode: 'added',
    fee_fixed: 0,
    fee_percent: 0,
    fee_payer: 'buyer',
  };
  const stored = async (eventId: number) =>
    (await s.current().t.db.select().from(events).where(eq(events.id, eventId)))[0];

  /** A teammate of the owner's organisation, signed in: their token. */
  async function teammate() {
    const email = `sales-mate-${Date.now()}@example.com`;
    const invited = await post(
      s.current().t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: '+254733123456' },
      { auth: s.current().owner.token },
    );
    if (invited.statusCode !== 201) throw new Error(invited.body);
    const accepted = await post(s.current().t, '/api/v1/auth/password/reset', {
      code: await latestCode(s.current().t.db, email),
      username: email,
      password: 'teammate secret',
    });
    if (accepted.statusCode !== 200) throw new Error(accepted.body);
    return String(accepted.headers.auth);
  }

  it('reads an event with none set as no tax, no fee and no shared capacity', async () => {
    const response = await s.sales.get(event.id);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual({ ...none, capacity: null, capacity_used: 0, currency: 'USD' });
  });

  it('saves fees, taxes and a capacity, stored in basis points and minor units', async () => {
    const body = {
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'included',
      fee_fixed: 0.5,
      fee_percent: 2.5,
      fee_payer: 'organizer',
      capacity: 60,
    };
    const saved = await s.sales.put(event.id, body);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toEqual({ ...body, capacity_used: 0, currency: 'USD' });
    expect((await s.sales.get(event.id)).json().message).toEqual(saved.json().message);
    expect(await stored(event.id)).toMatchObject({
      taxName: 'VAT',
      taxRateBp: 1600,
      taxMode: 'included',
      feeFixedMinor: 50,
      feePercentBp: 250,
      feePayer: 'organizer',
      capacity: 60,
      capacityUsed: 0,
    });
    expect((await s.sales.put(event.id, none)).json().message).toMatchObject({ ...none, capacity: null });
  });

  it.each([
    ['a tax rate above 100', { tax_name: 'VAT', tax_rate: 101 }, 'Tax rate is at most 100'],
    ['a rate without a name', { tax_rate: 16 }, 'Name the tax, for example VAT'],
    ['a negative fee', { fee_fixed: -1 }, 'Fixed fee cannot be negative'],
    ['an unknown fee payer', { fee_payer: 'nobody' }, 'Fee payer must be buyer or organizer'],
    ['a capacity of 0', { capacity: 0 }, 'Capacity must be at least 1'],
    ['a capacity in pieces', { capacity: 2.5 }, 'Capacity must be a whole number'],
  ])('refuses %s with a 400', async (_label, body, message) => {
    const response = await s.sales.put(event.id, body);
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain(message);
  });

  it("refuses a fixed fee finer than the event's currency", async () => {
    const kes = await s.publishedEvent([{ ...s.regular, price_per_ticket: 500 }], { currency: 'KES' });
    const response = await s.sales.put(kes.id, { fee_fixed: 10.5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe(
      'Fixed fee: KES prices must be whole shillings: M-Pesa takes no cents',
    );
    expect((await s.sales.put(kes.id, { fee_fixed: 10 })).json().message).toMatchObject({ fee_fixed: 10 });
    expect(await stored(kes.id)).toMatchObject({ feeFixedMinor: 1000 });
  });

  it('refuses a capacity below the seats sold or held, recounts it when set and forgets it when cleared', async () => {
    const shared = await s.publishedEvent([{ ...s.regular, max_tickets: 100 }]);
    const regular = shared.idOf('Regular');
    await s.bookAndPay(shared.id, [{ id: regular, qty: 3 }]);
    expect((await s.bookAs(shared.id, [{ id: regular, qty: 5 }])).status).toBe(201);

    const below = await s.sales.put(shared.id, { capacity: 7 });
    expect(below.statusCode).toBe(400);
    expect(below.json().status_description).toBe(
      'Capacity cannot be below the 8 tickets already sold or held',
    );
    expect(await stored(shared.id)).toMatchObject({ capacity: null, capacityUsed: 0 });

    const exact = await s.sales.put(shared.id, { capacity: 8 });
    expect(exact.statusCode).toBe(200);
    expect(exact.json().message).toMatchObject({ capacity: 8, capacity_used: 8 });
    // Full: the next booking finds no room in the shared capacity.
    expect((await s.bookAs(shared.id, [{ id: regular, qty: 1 }])).status).toBe(409);

    expect((await s.sales.put(shared.id, { capacity: null })).json().message).toMatchObject({
      capacity: null,
      capacity_used: 0,
    });
    expect((await s.bookAs(shared.id, [{ id: regular, qty: 1 }])).status).toBe(201);
    expect((await s.sales.put(shared.id, { capacity: 20 })).json().message).toMatchObject({
      capacity: 20,
      capacity_used: 9,
    });
  });

  it("answers 404 for another organisation's event, and lets a teammate manage the event's settings and codes", async () => {
    const rival = s.current().rival.token;
    expect((await s.sales.get(event.id, rival)).statusCode).toBe(404);
    expect((await s.sales.put(event.id, { capacity: 5 }, rival)).statusCode).toBe(404);
    expect((await stored(event.id))?.capacity).toBeNull();

    const mate = await teammate();
    expect((await s.sales.put(event.id, { capacity: 70 }, mate)).statusCode).toBe(200);
    const code = { code: 'TEAMMATE', discount_type: 'percentage', discount_value: 5 };
    expect((await s.codes.create(event.id, code, mate)).statusCode).toBe(201);
    expect((await s.codes.list(event.id, mate)).statusCode).toBe(200);
    // The organisation's defaults are the owner's.
    expect((await s.sales.getDefaults(mate)).statusCode).toBe(200);
    const refused = await s.sales.putDefaults(none, mate);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_description).toBe(
      'Only the organisation owner can change the sales settings.',
    );
  });

  // Last: it changes the owner's defaults, which every event created after starts with.
  it("saves the organisation's defaults, and a new event starts with them in its own currency", async () => {
    expect((await s.sales.getDefaults()).json().message).toEqual(none);
    const defaults = {
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'added',
      fee_fixed: 2.5,
      fee_percent: 3.25,
      fee_payer: 'organizer',
    };
    const saved = await s.sales.putDefaults(defaults);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toEqual(defaults);
    expect((await s.sales.getDefaults()).json().message).toEqual(defaults);
    // Another organisation's defaults are its own.
    expect((await s.sales.getDefaults(s.current().rival.token)).json().message).toEqual(none);

    const usd = await s.newEventId();
    expect((await s.sales.get(usd)).json().message).toEqual({
      ...defaults,
      capacity: null,
      capacity_used: 0,
      currency: 'USD',
    });
    // 2.50 as whole shillings or whole shillings of Uganda rounds half away from zero: 3.
    const kes = await s.newEventId(undefined, s.fields({ currency: 'KES' }));
    expect((await s.sales.get(kes)).json().message).toMatchObject({ fee_fixed: 3, currency: 'KES' });
    expect(await stored(kes)).toMatchObject({ feeFixedMinor: 300, taxRateBp: 1600, feePercentBp: 325 });
    const ugx = await s.newEventId(undefined, s.fields({ currency: 'UGX' }));
    expect(await stored(ugx)).toMatchObject({ feeFixedMinor: 3, feePayer: 'organizer' });
  });

  it('refuses bad defaults with a 400', async () => {
    const response = await s.sales.putDefaults({ tax_rate: 5 });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe('Name the tax, for example VAT');
  });
});

import { CODE_REFUSALS } from '@tiketi/contract/promo-codes';
import { beforeAll, describe, expect, it } from 'vitest';
import { usePromoCodes } from './promo-codes-kit';
import { databaseKinds } from './support/test-database';

// Issue 15: `GET v1/event/{id}/code?code=`, the buyer's code lookup, without a session.
describe.each(databaseKinds)('promo code lookup on %s', (kind) => {
  const s = usePromoCodes(kind);
  let event: Awaited<ReturnType<typeof s.publishedEvent>>;
  beforeAll(async () => {
    event = await s.publishedEvent([
      { ...s.regular, price_per_ticket: 20 },
      { ...s.regular, name: 'VIP', price_per_ticket: 80, max_tickets: 10, hidden: true, position: 1 },
      { ...s.regular, name: 'Crew', price_per_ticket: 0, max_tickets: 5, hidden: true, position: 2 },
    ]);
  });

  const HOUR = 3_600_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();
  const create = async (body: object) => {
    const response = await s.codes.create(event.id, body);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().message as { id: number };
  };
  const percent = (code: string, extra: object = {}) => ({
    code,
    discount_type: 'percentage',
    discount_value: 15,
    ...extra,
  });

  it('applies a known code in any case, with its discount as the organizer set it', async () => {
    await create(percent('STUDENT15'));
    const response = await s.lookup(event.id, 'student15');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toEqual({
      code: 'STUDENT15',
      discount_type: 'percentage',
      discount_value: 15,
      ticket_type_ids: [],
      unlocks_hidden: false,
      unlocked_tickets: [],
    });
    await create({ code: 'TENOFF', discount_type: 'fixed', discount_value: 10.5 });
    expect((await s.lookup(event.id, 'TenOff')).json().message).toMatchObject({
      discount_type: 'fixed',
      discount_value: 10.5,
    });
  });

  it.each([
    ['unknown', 'NOSUCHCODE', null, 400, CODE_REFUSALS.unknown],
    ['inactive', 'SLEEPING', { active: false }, 400, CODE_REFUSALS.inactive],
    ['not yet valid', 'TOMORROW', { valid_from: at(24 * HOUR) }, 400, CODE_REFUSALS.notStarted],
    ['expired', 'YESTERDAY', { valid_to: at(-HOUR) }, 400, CODE_REFUSALS.expired],
  ])('refuses a code that is %s', async (_label, code, extra, status, message) => {
    if (extra) await create(percent(code, extra));
    const response = await s.lookup(event.id, code);
    expect(response.statusCode).toBe(status);
    expect(response.json().status_description).toBe(message);
  });

  it('answers 409 for a code used up by a held order', async () => {
    await create(percent('ONEUSE', { max_uses: 1 }));
    expect((await s.lookup(event.id, 'ONEUSE')).statusCode).toBe(200);
    const held = await s.bookAs(event.id, [{ id: event.idOf('Regular'), qty: 1 }], 'ONEUSE');
    expect(held.status).toBe(201);
    const usedUp = await s.lookup(event.id, 'ONEUSE');
    expect(usedUp.statusCode).toBe(409);
    expect(usedUp.json().status_description).toBe(CODE_REFUSALS.usedUp);
  });

  it("does not find another event's code, and answers 404 for a draft event", async () => {
    const other = await s.publishedEvent();
    expect((await s.codes.create(other.id, percent('ELSEWHERE'))).statusCode).toBe(201);
    const response = await s.lookup(event.id, 'ELSEWHERE');
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toBe(CODE_REFUSALS.unknown);

    const draft = await s.newEventId();
    expect((await s.codes.create(draft, percent('DRAFTCODE'))).statusCode).toBe(201);
    expect((await s.lookup(draft, 'DRAFTCODE')).statusCode).toBe(404);
  });

  it('lists the hidden types a code unlocks, as the details page lists types, with what is left', async () => {
    await create({
      code: 'VIPONLY',
      discount_type: 'none',
      unlocks_hidden: true,
      ticket_type_ids: [event.idOf('VIP')],
    });
    await create({
      code: 'ALLHIDDEN',
      discount_type: 'percentage',
      discount_value: 10,
      unlocks_hidden: true,
    });
    const booked = await s.bookAs(event.id, [{ id: event.idOf('VIP'), qty: 3 }], 'VIPONLY');
    expect(booked.status).toBe(201);

    const vipOnly = (await s.lookup(event.id, 'viponly')).json().message;
    expect(vipOnly).toMatchObject({ discount_type: 'none', discount_value: 0, unlocks_hidden: true });
    expect(vipOnly.unlocked_tickets).toEqual([
      {
        id: event.idOf('VIP'),
        name: 'VIP',
        no_of_persons: 1,
        status: 1,
        currency: 'USD',
        price_per_ticket: 80,
        max_tickets: 10,
        available: 7,
        description: '',
        sale_start: null,
        sale_end: null,
        sale_state: 'on_sale',
        min_per_order: 1,
        max_per_order: null,
        position: 1,
        hidden: true,
      },
    ]);
    const all = (await s.lookup(event.id, 'ALLHIDDEN')).json().message;
    expect(all.unlocked_tickets.map((ticket: { name: string }) => ticket.name)).toEqual(['VIP', 'Crew']);
    // A code that unlocks nothing shows no hidden type, even one it applies to.
    await create(percent('PLAIN', { ticket_type_ids: [event.idOf('VIP')] }));
    expect((await s.lookup(event.id, 'PLAIN')).json().message.unlocked_tickets).toEqual([]);
  });

  it('shows the unlocked types limited by what is left of a shared capacity', async () => {
    const shared = await s.publishedEvent([
      { ...s.regular, max_tickets: 100 },
      { ...s.regular, name: 'Hidden', max_tickets: 100, hidden: true },
    ]);
    expect((await s.sales.put(shared.id, { capacity: 12 })).statusCode).toBe(200);
    expect((await s.bookAs(shared.id, [{ id: shared.idOf('Regular'), qty: 4 }])).status).toBe(201);
    expect(
      (await s.codes.create(shared.id, { code: 'OPEN', discount_type: 'none', unlocks_hidden: true }))
        .statusCode,
    ).toBe(201);
    const unlocked = (await s.lookup(shared.id, 'OPEN')).json().message.unlocked_tickets;
    expect(unlocked).toMatchObject([{ name: 'Hidden', available: 8, hidden: true }]);
  });

  it('limits lookups per client address to 30 in 10 minutes with a 429', async () => {
    const address = '198.51.100.250';
    for (let lookup = 1; lookup <= 30; lookup += 1) {
      const response = await s.lookup(event.id, `GUESS${lookup}`, address);
      expect(response.statusCode).toBe(400);
    }
    const limited = await s.lookup(event.id, 'STUDENT15', address);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().status_description).toBe(
      'Too many codes tried. Please wait a few minutes and try again.',
    );
    // Another address still looks codes up.
    expect((await s.lookup(event.id, 'STUDENT15', '198.51.100.251')).statusCode).toBe(200);
  });

  it('refuses an empty code with a 400', async () => {
    const response = await s.lookup(event.id, '   ');
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('Enter a code');
  });
});

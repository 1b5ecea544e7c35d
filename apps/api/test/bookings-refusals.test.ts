import { describe, expect, it } from 'vitest';
import { useBookingEvent } from './support/booking-event';
import { book, guest } from './support/bookings';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('booking and paying on %s', (kind) => {
  const s = useBookingEvent(kind);

  it('confirms a free booking at once, without a card (spec decision #5)', async () => {
    const before = await s.counters(s.free.id);
    const result = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.free.id, qty: 3 }] });
    expect(result.status).toBe(201);
    expect(result.body.message.data).toMatchObject({
      status: 2,
      client_secret: null,
      total_price: 0,
      provider: 'none',
    });
    expect(await s.counters(s.free.id)).toEqual({ sold: before.sold + 3, held: before.held });
  });

  it.each([
    ['an unknown ticket type', () => ({ tickets: [{ id: 999999, qty: 1 }] }), 400, 'not on sale'],
    ['a removed ticket type', () => ({ tickets: [{ id: s.removed.id, qty: 1 }] }), 400, 'not on sale'],
    ["another event's ticket type", () => ({ tickets: [{ id: s.foreign.id, qty: 1 }] }), 400, 'not on sale'],
    ['a quantity of 0', () => ({ tickets: [{ id: s.regular.id, qty: 0 }] }), 400, 'at least 1'],
    ['a fractional quantity', () => ({ tickets: [{ id: s.regular.id, qty: 1.5 }] }), 400, 'whole number'],
    ['more than 20 tickets', () => ({ tickets: [{ id: s.free.id, qty: 21 }] }), 400, 'at most 20 tickets'],
    [
      'the same type twice',
      () => ({
        tickets: [
          { id: s.regular.id, qty: 1 },
          { id: s.regular.id, qty: 1 },
        ],
      }),
      400,
      'only once',
    ],
    ['no tickets', () => ({ tickets: [] }), 400, 'Pick a ticket to book this event'],
    [
      'a draft event',
      () => ({ event_id: s.draftId, tickets: [{ id: s.regular.id, qty: 1 }] }),
      404,
      'Event not found',
    ],
    [
      'an event that ended',
      () => ({ event_id: s.endedId, tickets: [{ id: s.regular.id, qty: 1 }] }),
      400,
      'has ended',
    ],
    [
      'another currency',
      () => ({ currency: 'EUR', tickets: [{ id: s.regular.id, qty: 1 }] }),
      400,
      'priced in USD',
    ],
    [
      'M-Pesa',
      () => ({ payment_method: 'mpesa', tickets: [{ id: s.regular.id, qty: 1 }] }),
      400,
      'M-Pesa is not available for events priced in USD',
    ],
    [
      'bitcoin',
      () => ({ payment_method: 'bitcoin', tickets: [{ id: s.regular.id, qty: 1 }] }),
      400,
      'mpesa, paypal or card',
    ],
    [
      'a guest without details',
      () => ({
        details: { full_name: 'A', msisdn: '', email_address: 'a@b.co' },
        tickets: [{ id: s.regular.id, qty: 1 }],
      }),
      400,
      'Personal details is required to proceed with payment',
    ],
    [
      'a guest with a bad email',
      () => ({ details: { ...guest, email_address: 'nope' }, tickets: [{ id: s.regular.id, qty: 1 }] }),
      400,
      'valid email',
    ],
  ])('refuses %s with a clear message', async (_label, overrides, status, message) => {
    const before = await s.counters(s.regular.id);
    const result = await book(s.t, { event_id: s.eventId, ...overrides() } as Parameters<typeof book>[1]);
    expect(result.status).toBe(status);
    expect(result.body.status_description).toContain(message);
    expect(await s.counters(s.regular.id)).toEqual(before);
  });

  it('refuses a whole booking with 409 when any row lacks seats, naming what is left', async () => {
    const vipLeft = 3 - (await s.counters(s.vip.id)).held - (await s.counters(s.vip.id)).sold;
    if (vipLeft > 0)
      expect(
        (await book(s.t, { event_id: s.eventId, tickets: [{ id: s.vip.id, qty: vipLeft }] })).status,
      ).toBe(201);
    const regularBefore = await s.counters(s.regular.id);
    const mixed = await book(s.t, {
      event_id: s.eventId,
      tickets: [
        { id: s.regular.id, qty: 1 },
        { id: s.vip.id, qty: 1 },
      ],
    });
    expect(mixed.status).toBe(409);
    expect(mixed.body).toMatchObject({ code: 'CONFLICT', status_description: 'VIP is sold out' });
    expect(await s.counters(s.regular.id)).toEqual(regularBefore);

    const left = 10 - regularBefore.sold - regularBefore.held;
    const tooMany = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: left + 1 }] });
    expect(tooMany.status).toBe(409);
    expect(tooMany.body.status_description).toBe(`Only ${left} tickets left for Regular`);

    const allButOne = await book(s.t, {
      event_id: s.eventId,
      tickets: [{ id: s.regular.id, qty: left - 1 }],
    });
    expect(allButOne.status).toBe(201);
    const two = await book(s.t, { event_id: s.eventId, tickets: [{ id: s.regular.id, qty: 2 }] });
    expect(two.body.status_description).toBe('Only 1 ticket left for Regular');
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { ticketTypes } from '../src/db/schema/index';
import { book, type guest } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const BUYER_CAP =
  'You already hold the most unpaid seats allowed for this event. Pay for them or cancel them before booking more.';
const ADDRESS_CAP =
  'Too many unpaid seats are held from your network for this event. Please try again in a few minutes.';

describe.each(databaseKinds)('hold caps per buyer and per address on %s', (kind) => {
  let t: TestApp;
  let category: { id: number };
  let org: { id: number };
  let buyer = 0;

  beforeAll(async () => {
    t = await createTestApp(kind, {
      BOOKINGS_PER_ADDRESS: '1000',
      HELD_SEATS_PER_BUYER: '5',
      HELD_SEATS_PER_ADDRESS: '12',
    });
    category = await createCategory(t.db);
    org = await createOrganization(t.db);
  });
  afterAll(() => t.close());

  const newSeat = async () => {
    const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    return {
      eventId: event.id,
      seat: await createTicketType(t.db, { eventId: event.id, priceMinor: 1000, maxTickets: 500 }),
    };
  };
  /** A new guest each time (no session), so nothing is replaced: only the caps stop a hoarder. */
  const hold = async (
    target: { eventId: number; seat: { id: number } },
    qty: number,
    details: Partial<typeof guest> = {},
    remoteAddress = '198.51.100.7',
  ) => {
    buyer += 1;
    return book(
      t,
      {
        event_id: target.eventId,
        tickets: [{ id: target.seat.id, qty }],
        details: {
          full_name: 'Cap Tester',
          email_address: `buyer-${buyer}@example.com`,
          msisdn: `+2547220${String(buyer).padStart(5, '0')}`,
          ...details,
        },
      },
      undefined,
      remoteAddress,
    );
  };
  const held = async (seatId: number) => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seatId));
    return defined(row, 'row').held;
  };

  it('caps the seats one email holds unpaid per event, in any letter case, and frees them on cancel', async () => {
    const target = await newSeat();
    const first = await hold(target, 3, { email_address: 'hoarder@example.com' });
    expect(first.status).toBe(201);
    expect((await hold(target, 2, { email_address: 'Hoarder@Example.com' })).status).toBe(201);
    const refused = await hold(target, 1, { email_address: 'HOARDER@example.com' });
    expect(refused.status).toBe(429);
    expect(refused.body.status_description).toBe(BUYER_CAP);
    expect(await held(target.seat.id)).toBe(5);

    // Another event is another count.
    expect((await hold(await newSeat(), 5, { email_address: 'hoarder@example.com' })).status).toBe(201);
    // Seats given back count no more.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/cancel',
      payload: { payment_intent: first.body.message.data.client_secret },
      headers: { auth: first.token },
    });
    expect(cancelled.statusCode).toBe(200);
    expect((await hold(target, 3, { email_address: 'hoarder@example.com' })).status).toBe(201);
  });

  it('caps the seats one phone number holds unpaid per event, whatever the email', async () => {
    const target = await newSeat();
    expect((await hold(target, 4, { msisdn: '+254799000111' })).status).toBe(201);
    const refused = await hold(target, 2, { msisdn: '+254799000111' });
    expect(refused.status).toBe(429);
    expect(refused.body.status_description).toBe(BUYER_CAP);
    expect((await hold(target, 1, { msisdn: '+254799000111' })).status).toBe(201);
    expect(await held(target.seat.id)).toBe(5);
  });

  it('lets many buyers behind one address book, up to a generous per-address cap', async () => {
    const target = await newSeat();
    const carrier = '203.0.113.50';
    for (let i = 0; i < 4; i += 1) expect((await hold(target, 3, {}, carrier)).status).toBe(201);
    const refused = await hold(target, 1, {}, carrier);
    expect(refused.status).toBe(429);
    expect(refused.body.status_description).toBe(ADDRESS_CAP);
    expect((await hold(target, 3, {}, '203.0.113.51')).status).toBe(201);
    expect(await held(target.seat.id)).toBe(15);
  });

  it('holds no more than the cap when one buyer sends many bookings at once', async () => {
    const target = await newSeat();
    const results = await Promise.all(
      Array.from({ length: 6 }, () => hold(target, 2, { email_address: 'rush@example.com' })),
    );
    expect(results.filter((result) => result.status === 201)).toHaveLength(2);
    expect(results.filter((result) => result.status === 429)).toHaveLength(4);
    expect(await held(target.seat.id)).toBe(4);
  });
});

describe('hold cap settings', () => {
  it('turns the per-address cap off with BOOKINGS_PER_ADDRESS=0, as benchmarks need', () => {
    expect(loadConfig({}).booking).toMatchObject({ heldSeatsPerBuyer: 20, heldSeatsPerAddress: 400 });
    expect(loadConfig({ BOOKINGS_PER_ADDRESS: '0' }).booking.heldSeatsPerAddress).toBe(0);
    expect(() => loadConfig({ HELD_SEATS_PER_BUYER: '-1' })).toThrow(/HELD_SEATS_PER_BUYER/);
  });
});

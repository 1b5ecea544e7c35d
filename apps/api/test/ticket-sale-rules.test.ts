import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../src/db/schema/index';
import { book, guest } from './support/bookings';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 15: a ticket type's description, sale window, per-order limits and position, from the
// organizer's write through the public read to the booking the database refuses or holds.
describe.each(databaseKinds)('ticket sale rules on %s', (kind) => {
  const { current, newEventId, addTickets, updateTickets, setStatus, regular } = useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  beforeAll(() => {
    ({ t, owner } = current());
  });

  const MINUTE = 60_000;
  const at = (offsetMs: number) => new Date(Date.now() + offsetMs).toISOString();

  type PublicTicket = {
    id: number;
    name: string;
    description: string;
    sale_start: string | null;
    sale_end: string | null;
    sale_state: string;
    min_per_order: number;
    max_per_order: number | null;
    position: number;
    available: number;
  };
  const publicTickets = async (eventId: number) =>
    (await t.app.inject({ method: 'GET', url: `/api/v1/event/${eventId}/tickets` })).json()
      .message as PublicTicket[];
  const stored = (eventId: number) =>
    t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, eventId)).orderBy(ticketTypes.id);

  /** A published event with the given ticket rows, and its types by name. */
  async function publishedEvent(tickets: object[]) {
    const id = await newEventId();
    const added = await addTickets(owner.token, id, tickets);
    if (added.statusCode !== 201) throw new Error(added.body);
    const published = await setStatus(owner.token, id, 1);
    if (published.statusCode !== 200) throw new Error(published.body);
    const types = new Map((await stored(id)).map((row) => [row.name, row]));
    const idOf = (name: string) => {
      const row = types.get(name);
      if (!row) throw new Error(`no ticket type ${name}`);
      return row.id;
    };
    return { id, idOf };
  }

  /** Each booking by its own guest, so that no hold cap per buyer comes into play. */
  let buyers = 0;
  const bookAs = (eventId: number, tickets: { id: number; qty: number }[], payment_method = 'card') => {
    buyers += 1;
    const details = {
      ...guest,
      email_address: `buyer-${buyers}@example.com`,
      msisdn: `+2547110${String(buyers).padStart(5, '0')}`,
    };
    return book(t, { event_id: eventId, tickets, details, payment_method });
  };

  it('stores the new fields on create and update, and reads them back in position order', async () => {
    const start = at(2 * MINUTE);
    const end = at(60 * MINUTE);
    const id = await newEventId();
    const created = await addTickets(owner.token, id, [
      { ...regular, description: 'Includes a drink', min_per_order: 2, max_per_order: 6 },
      { ...regular, name: 'Early bird', sale_start: start, sale_end: end, position: 0 },
      { ...regular, name: 'VIP' },
    ]);
    expect(created.statusCode).toBe(201);
    expect((await setStatus(owner.token, id, 1)).statusCode).toBe(200);
    const [reg, early, vip] = await stored(id);
    expect(reg).toMatchObject({
      description: 'Includes a drink',
      minPerOrder: 2,
      maxPerOrder: 6,
      position: 0,
    });
    expect(early).toMatchObject({ saleStart: new Date(start), saleEnd: new Date(end), position: 0 });
    // Without a position a row takes its index in the request.
    expect(vip).toMatchObject({ description: '', minPerOrder: 1, maxPerOrder: null, position: 2 });

    // Position first, then id: Regular and Early bird share 0, VIP is 2.
    expect((await publicTickets(id)).map((ticket) => [ticket.name, ticket.sale_state])).toEqual([
      ['Regular', 'on_sale'],
      ['Early bird', 'not_started'],
      ['VIP', 'on_sale'],
    ]);

    const updated = await updateTickets(owner.token, id, [
      { ...regular, id: vip?.id, name: 'VIP', status: 1, position: 0, max_per_order: 2 },
      { ...regular, id: early?.id, name: 'Early bird', status: 1, sale_end: at(-MINUTE), position: 5 },
      { ...regular, id: -1, name: 'Student', status: 1, description: 'Bring your card' },
    ]);
    expect(updated.statusCode).toBe(200);
    const tickets = await publicTickets(id);
    expect(tickets.map((ticket) => ticket.name)).toEqual(['Regular', 'VIP', 'Student', 'Early bird']);
    expect(tickets.find((ticket) => ticket.name === 'Early bird')).toMatchObject({
      sale_start: null,
      sale_state: 'ended',
      // The window does not touch what is left: the page says the sale ended.
      available: 100,
    });
    expect(tickets.find((ticket) => ticket.name === 'VIP')).toMatchObject({
      min_per_order: 1,
      max_per_order: 2,
      position: 0,
    });
    expect(tickets.find((ticket) => ticket.name === 'Student')).toMatchObject({
      description: 'Bring your card',
      position: 2,
    });

    // The organizer's own read carries the same fields.
    const own = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client/event/${id}`,
      headers: { auth: owner.token },
    });
    expect(own.statusCode).toBe(200);
    expect(JSON.stringify(own.json().message)).toContain('"sale_state":"ended"');
  });

  it.each([
    [
      'a window that ends before it starts',
      { sale_start: at(2 * MINUTE), sale_end: at(MINUTE) },
      'Sale end must be after sale start',
    ],
    ['a maximum below the minimum', { min_per_order: 4, max_per_order: 3 }, 'cannot be below the minimum'],
    ['a date that is not one', { sale_start: '1 December, evening' }, 'Sale start must be a date and time'],
    ['a date without its offset', { sale_end: '2026-12-01T18:00:00' }, 'Sale end must be a date and time'],
    ['a minimum of 0', { min_per_order: 0 }, 'Minimum per order'],
  ])('refuses %s on create and update with 400', async (_label, fields, message) => {
    const id = await newEventId();
    const created = await addTickets(owner.token, id, [{ ...regular, ...fields }]);
    expect(created.statusCode).toBe(400);
    expect(created.json().status_description).toContain(message);
    expect(await stored(id)).toEqual([]);

    expect((await addTickets(owner.token, id, [regular])).statusCode).toBe(201);
    const [row] = await stored(id);
    const updated = await updateTickets(owner.token, id, [{ ...regular, id: row?.id, status: 1, ...fields }]);
    expect(updated.statusCode).toBe(400);
    expect(updated.json().status_description).toContain(message);
    expect(await stored(id)).toEqual([row]);
  });

  it('refuses a type whose sale has not started or has ended, by the database clock', async () => {
    const opens = new Date(Date.now() + 30 * 24 * 60 * MINUTE);
    const event = await publishedEvent([
      { ...regular, name: 'Presale', sale_start: opens.toISOString() },
      { ...regular, name: 'Early bird', sale_end: at(-1_000) },
    ]);

    const early = await bookAs(event.id, [{ id: event.idOf('Presale'), qty: 1 }]);
    expect(early.status).toBe(400);
    expect(early.body.status_description).toMatch(
      /^Presale goes on sale on \w{3} \d{1,2} \w{3} \d{4}, \d{1,2}:\d{2} [AP]M \S+$/,
    );

    // One second after its end, with the free and every payment method alike.
    for (const method of ['card', 'paypal']) {
      const late = await bookAs(event.id, [{ id: event.idOf('Early bird'), qty: 1 }], method);
      expect(late.status).toBe(400);
      expect(late.body.status_description).toBe('Sales of Early bird have ended');
    }
    expect((await stored(event.id)).map((row) => [row.held, row.sold])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('holds seats right up to the end of a window, and refuses them from that moment', async () => {
    const event = await publishedEvent([{ ...regular, name: 'Last call', sale_end: at(1_500) }]);
    const ticket = { id: event.idOf('Last call'), qty: 1 };
    const before = await bookAs(event.id, [ticket]);
    expect(before.status).toBe(201);

    await expect
      .poll(async () => (await publicTickets(event.id))[0]?.sale_state, { timeout: 5_000, interval: 100 })
      .toBe('ended');
    const after = await bookAs(event.id, [ticket]);
    expect(after.status).toBe(400);
    expect(after.body.status_description).toBe('Sales of Last call have ended');
    expect((await stored(event.id))[0]).toMatchObject({ held: 1, sold: 0 });
  });

  it('refuses a quantity outside the per-order limits, naming the ticket', async () => {
    const event = await publishedEvent([
      { ...regular, name: 'Table', min_per_order: 2, max_per_order: 4 },
      { ...regular, name: 'Free entry', price_per_ticket: 0, max_per_order: 2 },
    ]);
    const table = event.idOf('Table');

    const few = await bookAs(event.id, [{ id: table, qty: 1 }]);
    expect(few.status).toBe(400);
    expect(few.body.status_description).toBe('Order at least 2 of Table');
    const many = await bookAs(event.id, [{ id: table, qty: 5 }]);
    expect(many.status).toBe(400);
    expect(many.body.status_description).toBe('Order at most 4 of Table');
    // A free booking goes through the same statement.
    const freeMany = await bookAs(event.id, [{ id: event.idOf('Free entry'), qty: 3 }]);
    expect(freeMany.status).toBe(400);
    expect(freeMany.body.status_description).toBe('Order at most 2 of Free entry');
    // One row out of bounds refuses the whole booking, other rows included.
    const mixed = await bookAs(event.id, [
      { id: event.idOf('Free entry'), qty: 1 },
      { id: table, qty: 1 },
    ]);
    expect(mixed.status).toBe(400);
    expect(mixed.body.status_description).toBe('Order at least 2 of Table');
    expect((await stored(event.id)).map((row) => [row.held, row.sold])).toEqual([
      [0, 0],
      [0, 0],
    ]);
  });

  it('books inside the window and the limits', async () => {
    const event = await publishedEvent([
      {
        ...regular,
        name: 'Table',
        sale_start: at(-MINUTE),
        sale_end: at(60 * MINUTE),
        min_per_order: 2,
        max_per_order: 4,
      },
      { ...regular, name: 'Free entry', price_per_ticket: 0, min_per_order: 2, max_per_order: 2 },
    ]);
    const paid = await bookAs(event.id, [{ id: event.idOf('Table'), qty: 4 }]);
    expect(paid.status).toBe(201);
    const free = await bookAs(event.id, [{ id: event.idOf('Free entry'), qty: 2 }]);
    expect(free.status).toBe(201);
    expect((await stored(event.id)).map((row) => [row.name, row.held, row.sold])).toEqual([
      ['Table', 4, 0],
      ['Free entry', 0, 2],
    ]);
  });
});

import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { ticketTypes } from '../src/db/schema/index';
import { usePromoCodes } from './promo-codes-kit';
import { databaseKinds } from './support/test-database';

// Issue 15 on the public details page: hidden types stay off it, the fees and taxes travel with
// it, and a shared capacity limits what is left of every type.
describe.each(databaseKinds)('event details with sales rules on %s', (kind) => {
  const s = usePromoCodes(kind);

  type Ticket = { id: number; name: string; available: number; hidden: boolean };
  const details = async (eventId: number) => {
    const response = await s
      .current()
      .t.app.inject({ method: 'GET', url: `/api/v1/event/details/${eventId}` });
    expect(response.statusCode).toBe(200);
    return response.json().message as { tickets: Ticket[]; sales: object };
  };
  const publicTickets = async (eventId: number) =>
    (await s.current().t.app.inject({ method: 'GET', url: `/api/v1/event/${eventId}/tickets` })).json()
      .message as Ticket[];
  const organizerTickets = async (eventId: number) =>
    (
      await s.current().t.app.inject({
        method: 'GET',
        url: `/api/v1/client/event/${eventId}`,
        headers: { auth: s.current().owner.token },
      })
    ).json().message.tickets as Ticket[];

  it('hides hidden types from buyers but not from their organizer', async () => {
    const event = await s.publishedEvent([s.regular, { ...s.regular, name: 'Backstage', hidden: true }]);
    expect((await details(event.id)).tickets.map((ticket) => [ticket.name, ticket.hidden])).toEqual([
      ['Regular', false],
    ]);
    expect((await publicTickets(event.id)).map((ticket) => ticket.name)).toEqual(['Regular']);
    expect((await organizerTickets(event.id)).map((ticket) => [ticket.name, ticket.hidden])).toEqual([
      ['Regular', false],
      ['Backstage', true],
    ]);

    // The ticket update stores `hidden` both ways.
    const backstage = event.idOf('Backstage');
    const regular = event.idOf('Regular');
    const updated = await s.updateTickets(s.current().owner.token, event.id, [
      { ...s.regular, id: regular, status: 1, hidden: true },
      { ...s.regular, id: backstage, name: 'Backstage', status: 1, hidden: false },
    ]);
    expect(updated.statusCode).toBe(200);
    expect((await details(event.id)).tickets.map((ticket) => ticket.name)).toEqual(['Backstage']);
    const rows = await s.current().t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, event.id));
    expect(Object.fromEntries(rows.map((row) => [row.name, row.hidden]))).toEqual({
      Regular: true,
      Backstage: false,
    });
  });

  it("carries the event's fees and taxes", async () => {
    const event = await s.publishedEvent();
    const settings = {
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'added',
      fee_fixed: 1.25,
      fee_percent: 2,
      fee_payer: 'buyer',
    };
    expect((await s.sales.put(event.id, settings)).statusCode).toBe(200);
    expect((await details(event.id)).sales).toEqual(settings);
  });

  it('shows what is left of each type, limited by a shared capacity, never below 0', async () => {
    const event = await s.publishedEvent([
      { ...s.regular, max_tickets: 100 },
      { ...s.regular, name: 'VIP', max_tickets: 3 },
    ]);
    const regular = event.idOf('Regular');
    const availability = async () =>
      Object.fromEntries((await details(event.id)).tickets.map((ticket) => [ticket.name, ticket.available]));

    expect(await availability()).toEqual({ Regular: 100, VIP: 3 });
    expect((await s.sales.put(event.id, { capacity: 10 })).statusCode).toBe(200);
    expect(await availability()).toEqual({ Regular: 10, VIP: 3 });

    await s.bookAndPay(event.id, [{ id: regular, qty: 4 }]);
    expect((await s.bookAs(event.id, [{ id: regular, qty: 2 }])).status).toBe(201);
    // 6 of the 10 taken: 4 left for any type; VIP's own 3 is the smaller.
    expect(await availability()).toEqual({ Regular: 4, VIP: 3 });
    expect((await publicTickets(event.id)).map((ticket) => ticket.available)).toEqual([4, 3]);

    expect((await s.bookAs(event.id, [{ id: event.idOf('VIP'), qty: 2 }])).status).toBe(201);
    expect(await availability()).toEqual({ Regular: 2, VIP: 1 });
    expect((await s.bookAs(event.id, [{ id: regular, qty: 2 }])).status).toBe(201);
    expect(await availability()).toEqual({ Regular: 0, VIP: 0 });
  });
});

import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookings, ticketTypes } from '../src/db/schema/index';
import { createVerifiedOrganizer } from './support/accounts';
import { createHold } from './support/fixtures';
import { DAY, useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// An organisation's own event list with its filters, and its dashboard figures.
describe.each(databaseKinds)('organisers manage events and tickets on %s', (kind) => {
  const { current, fields, newEventId, addTickets, setStatus, regular } = useOrganizerEvents(kind);
  let t: TestApp;
  beforeAll(() => {
    ({ t } = current());
  });

  it("lists an organisation's own events with the spec's filters", async () => {
    const org = await createVerifiedOrganizer(t);
    const soon = new Date(Date.now() + 2 * DAY);
    const later = new Date(Date.now() + 40 * DAY);
    const a = await newEventId(
      org.token,
      fields({
        title: 'Soon',
        start_time: soon.toISOString(),
        end_time: new Date(soon.getTime() + 3_600_000).toISOString(),
      }),
    );
    const b = await newEventId(
      org.token,
      fields({
        title: 'Later',
        start_time: later.toISOString(),
        end_time: new Date(later.getTime() + 3_600_000).toISOString(),
      }),
    );
    await addTickets(org.token, b, [regular]);
    await setStatus(org.token, b, 1);
    const list = async (query = '') => {
      const response = await t.app.inject({
        method: 'GET',
        url: `/api/v1/client/event/view${query}`,
        headers: { auth: org.token },
      });
      expect(response.statusCode).toBe(200);
      return response.json().message.data as {
        data: { id: number; status: number; tickets: unknown[] }[];
        total: number;
      };
    };
    expect((await list()).total).toBe(2);
    expect((await list('?status=2')).data.map((e) => e.id)).toEqual([a]);
    expect((await list('?status=1')).data.map((e) => e.id)).toEqual([b]);
    const day = (date: Date) => date.toISOString().slice(0, 10);
    expect((await list(`?start=${day(soon)}&end=${day(soon)}`)).data.map((e) => e.id)).toEqual([a]);
    const today = day(new Date());
    expect((await list(`?start_created=${today}&end_created=${today}`)).total).toBe(2);
    expect((await list('?limit=1&page=2')).data).toHaveLength(1);
    const bad = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/event/view?limit=0',
      headers: { auth: org.token },
    });
    expect(bad.statusCode).toBe(400);
    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client/event/${a}`,
      headers: { auth: org.token },
    });
    expect(one.json().message).toMatchObject({ id: a, status: 2, title: 'Soon' });
  });

  /** An event of the organisation with `sold` tickets paid for `totalMinor` in one booking. */
  async function eventWithSales(token: string, sold: number, totalMinor: number) {
    const id = await newEventId(token);
    await addTickets(token, id, [regular]);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    assert(ticket, 'ticket');
    await t.db.update(ticketTypes).set({ sold }).where(eq(ticketTypes.id, ticket.id));
    const paid = await createHold(t.db, {
      eventId: id,
      ticketTypeId: ticket.id,
      quantity: sold,
      holdExpiresAt: new Date(),
    });
    await t.db.update(bookings).set({ status: 2, totalMinor }).where(eq(bookings.id, paid.id));
    return { id, ticket: ticket };
  }
  const summaryOf = async (token: string) =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/client/summary', headers: { auth: token } })).json()
      .message;

  it('reports real dashboard figures from paid bookings and sales', async () => {
    const org = await createVerifiedOrganizer(t);
    const { id, ticket } = await eventWithSales(org.token, 3, 6000);
    const pending = await createHold(t.db, {
      eventId: id,
      ticketTypeId: ticket.id,
      quantity: 1,
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await t.db.update(bookings).set({ totalMinor: 2000 }).where(eq(bookings.id, pending.id));
    expect(await summaryOf(org.token)).toEqual({
      currency: 'USD',
      net_sales: 60,
      sales: [{ currency: 'USD', net_sales: 60 }],
      events: 1,
      tickets_sold: 3,
    });
  });

  it('shows each organisation only its own dashboard figures', async () => {
    const first = await createVerifiedOrganizer(t);
    const second = await createVerifiedOrganizer(t);
    await eventWithSales(first.token, 3, 6000);
    await eventWithSales(second.token, 5, 12_500);
    await eventWithSales(second.token, 2, 4000);
    expect(await summaryOf(first.token)).toEqual({
      currency: 'USD',
      net_sales: 60,
      sales: [{ currency: 'USD', net_sales: 60 }],
      events: 1,
      tickets_sold: 3,
    });
    expect(await summaryOf(second.token)).toEqual({
      currency: 'USD',
      net_sales: 165,
      sales: [{ currency: 'USD', net_sales: 165 }],
      events: 2,
      tickets_sold: 7,
    });
  });
});

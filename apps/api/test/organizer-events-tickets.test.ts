import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { ticketTypes } from '../src/db/schema/index';
import { defined } from './support/defined';
import { createHold } from './support/fixtures';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Editing ticket types of an event that has sales and holds, and keeping a published event on sale.
describe.each(databaseKinds)('organisers manage events and tickets on %s', (kind) => {
  const { current, newEventId, addTickets, updateTickets, setStatus, regular } = useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  beforeAll(() => {
    ({ t, owner } = current());
  });

  it('edits, adds and takes ticket types off sale, never below what is sold or held', async () => {
    const id = await newEventId();
    await addTickets(owner.token, id, [
      regular,
      { ...regular, name: 'VIP', price_per_ticket: 80, max_tickets: 20 },
    ]);
    const [reg, vip] = await t.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, id))
      .orderBy(ticketTypes.id);
    assert(vip, 'vip');
    await t.db.update(ticketTypes).set({ sold: 5 }).where(eq(ticketTypes.id, vip.id));
    await createHold(t.db, {
      eventId: id,
      ticketTypeId: vip.id,
      quantity: 2,
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await t.db.update(ticketTypes).set({ held: 2 }).where(eq(ticketTypes.id, vip.id));

    const tooLow = await updateTickets(owner.token, id, [
      {
        id: vip.id,
        name: 'VIP',
        price_per_ticket: 80,
        no_of_persons: 1,
        max_tickets: 6,
        status: 1,
      },
    ]);
    expect(tooLow.statusCode).toBe(409);
    expect(tooLow.json().status_description).toBe(
      'VIP: max tickets cannot be lower than the 7 already sold or reserved',
    );

    const changed = await updateTickets(owner.token, id, [
      {
        id: defined(reg, 'reg').id,
        name: 'Regular',
        price_per_ticket: 25,
        no_of_persons: 1,
        max_tickets: 100,
        status: 3,
      },
      {
        id: vip.id,
        name: 'VIP Lounge',
        price_per_ticket: 90,
        no_of_persons: 2,
        max_tickets: 7,
        status: 1,
      },
      { id: -1, name: 'Student', price_per_ticket: 5, no_of_persons: 1, max_tickets: 30, status: 1 },
    ]);
    expect(changed.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(ticketTypes)
      .where(eq(ticketTypes.eventId, id))
      .orderBy(ticketTypes.id);
    expect(rows.map((r) => [r.name, r.priceMinor, r.status, r.maxTickets])).toEqual([
      ['Regular', 2500, 3, 100],
      ['VIP Lounge', 9000, 1, 7],
      ['Student', 500, 1, 30],
    ]);
    expect(defined(rows[1], 'rows[1]').sold).toBe(5);

    const otherEvent = await newEventId();
    await addTickets(owner.token, otherEvent, [regular]);
    const [foreign] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, otherEvent));
    const smuggled = await updateTickets(owner.token, id, [
      { ...regular, id: defined(foreign, 'foreign').id, status: 1 },
    ]);
    expect(smuggled.statusCode).toBe(400);
  });

  it('keeps a published event with at least one ticket type on sale', async () => {
    const id = await newEventId();
    await addTickets(owner.token, id, [regular]);
    await setStatus(owner.token, id, 1);
    const [only] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const response = await updateTickets(owner.token, id, [
      { ...regular, id: defined(only, 'only').id, status: 3 },
    ]);
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toMatch(/at least one ticket type on sale/);
  });
});

import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, events, ticketTypes } from '../src/db/schema/index';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 13: a payment method that cannot take the event's currency (M-Pesa only KES, PayPal only
// USD, EUR and GBP) is refused before any seat is held. The app here registers every method, as it
// will once their routes and screens exist.
describe.each(databaseKinds)('a method is offered only for the currencies it takes, on %s', (kind) => {
  let t: TestApp | undefined;
  const app = () => defined(t, 'the test app');
  const ids = { usdEvent: 0, usdType: 0, kesEvent: 0, kesType: 0 };

  beforeAll(async () => {
    t = await createTestApp(kind, {}, { paymentMethods: ['card', 'mpesa', 'paypal'] });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    const usd = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    const kes = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    await t.db.update(events).set({ currency: 'KES' }).where(eq(events.id, kes.id));
    ids.usdEvent = usd.id;
    ids.kesEvent = kes.id;
    ids.usdType = (await createTicketType(t.db, { eventId: usd.id, priceMinor: 2500, maxTickets: 5 })).id;
    ids.kesType = (await createTicketType(t.db, { eventId: kes.id, priceMinor: 150_000, maxTickets: 5 })).id;
  });
  afterAll(async () => {
    await t?.close();
  });

  const held = async (typeId: number) => {
    const [row] = await app().db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    return defined(row, 'the ticket type').held;
  };
  const bookingsOf = async (eventId: number) =>
    (await app().db.select().from(bookings).where(eq(bookings.eventId, eventId))).length;

  it('refuses M-Pesa for a USD event up front: no booking, no seat held', async () => {
    const refused = await book(app(), {
      event_id: ids.usdEvent,
      payment_method: 'mpesa',
      tickets: [{ id: ids.usdType, qty: 2 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe(
      'M-Pesa is not available for events priced in USD; it takes KES',
    );
    expect(await held(ids.usdType)).toBe(0);
    expect(await bookingsOf(ids.usdEvent)).toBe(0);
  });

  it('refuses PayPal for a KES event up front: no booking, no seat held', async () => {
    const refused = await book(app(), {
      event_id: ids.kesEvent,
      payment_method: 'paypal',
      tickets: [{ id: ids.kesType, qty: 1 }],
    });
    expect(refused.status).toBe(400);
    expect(refused.body.status_description).toBe(
      'PayPal is not available for events priced in KES; it takes USD, EUR, GBP',
    );
    expect(await held(ids.kesType)).toBe(0);
    expect(await bookingsOf(ids.kesEvent)).toBe(0);
  });

  it('still takes a card for either currency (the control)', async () => {
    const usd = await book(app(), { event_id: ids.usdEvent, tickets: [{ id: ids.usdType, qty: 1 }] });
    const kes = await book(app(), { event_id: ids.kesEvent, tickets: [{ id: ids.kesType, qty: 1 }] });
    expect([usd.status, kes.status]).toEqual([201, 201]);
    expect(kes.body.message.data.currency).toBe('KES');
    expect(await held(ids.usdType)).toBe(1);
    expect(await held(ids.kesType)).toBe(1);
  });
});

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, events, ticketTypes, users } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { createVerifiedOrganizer, post } from './support/accounts';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 18: a ticket type found sold out is refused from memory until a seat comes back. Marks are
// trusted for ten minutes here, so only a notification (or a local release) can clear one.
const ENV = { SOLD_OUT_MARK_MS: '600000' };
const BACK = { timeout: 15_000, interval: 20 };

describe.each(databaseKinds)('sold out is the fastest answer on %s', (kind) => {
  let t: TestApp;
  let categoryId: number;
  let organizationId: number;
  beforeAll(async () => {
    t = await createTestApp(kind, ENV);
    categoryId = (await createCategory(t.db)).id;
    organizationId = (await createOrganization(t.db)).id;
  });
  afterAll(() => t.close());

  async function newType(maxTickets = 1, event: { organizationId?: number } = {}) {
    const eventId = (await createEvent(t.db, { organizationId, categoryId, ...event })).id;
    const type = await createTicketType(t.db, { eventId, name: 'Front Row', priceMinor: 1000, maxTickets });
    return { eventId, typeId: type.id };
  }
  const bookOne = (eventId: number, typeId: number, app = t) =>
    book(app, { event_id: eventId, tickets: [{ id: typeId, qty: 1 }] });
  /** The last seat held by a guest, then a refusal from the database, which marks the type. */
  async function soldOut(eventId: number, typeId: number) {
    const holder = await bookOne(eventId, typeId);
    expect(holder.status).toBe(201);
    const refused = await bookOne(eventId, typeId);
    expect(refused.body).toMatchObject({
      status: 409,
      code: 'CONFLICT',
      status_description: 'Front Row is sold out',
    });
    return { holder, refused };
  }
  /** Runs `change` with the notification trigger off, so the database changes and nobody is told. */
  async function unannounced(change: () => Promise<unknown>) {
    await t.db.execute(sql.raw('alter table ticket_types disable trigger ticket_type_seats_back'));
    try {
      await change();
    } finally {
      await t.db.execute(sql.raw('alter table ticket_types enable trigger ticket_type_seats_back'));
    }
  }

  it('refuses from its mark with the very answer the database gave, until a cancelled hold brings a seat back', async () => {
    const { eventId, typeId } = await newType();
    const { holder, refused } = await soldOut(eventId, typeId);
    // A seat comes back unannounced: the database would now book it, so a refusal is the mark's.
    await unannounced(() =>
      t.db.update(ticketTypes).set({ maxTickets: 2 }).where(eq(ticketTypes.id, typeId)),
    );
    const fromMark = await bookOne(eventId, typeId);
    expect(fromMark.status).toBe(409);
    expect(fromMark.body).toEqual(refused.body);
    await unannounced(() =>
      t.db.update(ticketTypes).set({ maxTickets: 1 }).where(eq(ticketTypes.id, typeId)),
    );

    // The holder cancels: the seat is back, and the very next booking gets it.
    const cancelled = await t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/cancel',
      payload: { payment_intent: holder.body.message.data.client_secret },
      headers: { auth: defined(holder.token, 'the guest token') },
    });
    expect(cancelled.json().message.data.status).toBe(BOOKING_STATUS.cancelled);
    expect((await bookOne(eventId, typeId)).status).toBe(201);
  });

  it("refuses a guest's booking of a marked type before its body is validated", async () => {
    const { eventId, typeId } = await newType();
    const { refused } = await soldOut(eventId, typeId);
    const unchecked = (id: number) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v1/event/book',
        payload: {
          event_id: eventId,
          tickets: [{ id, qty: 1 }],
          details: { full_name: 'No Email', msisdn: '0712345678', email_address: 'not-an-email' },
        },
      });
    // Sold out is the answer that binds; an open type still gets the validation's 400.
    const marked = await unchecked(typeId);
    expect(marked.statusCode).toBe(409);
    expect(marked.json()).toEqual(refused.body);
    // Sent from the hook as ready bytes: the same envelope, type and security headers as any answer.
    expect(marked.payload).toBe(JSON.stringify(refused.body));
    expect(marked.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(marked.headers['x-content-type-options']).toBe('nosniff');
    expect(marked.headers['cache-control']).toBe('private, no-store');
    const open = await newType(5);
    expect((await unchecked(open.typeId)).statusCode).toBe(400);
  });

  it('books again once the sweeper ends an expired hold', async () => {
    const { eventId, typeId } = await newType();
    const { holder } = await soldOut(eventId, typeId);
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, holder.body.message.data.booking_id));
    const sweeper = startHoldSweeper({ deps: t.app.deps, log: silentLog, intervalMs: 3_600_000 });
    expect(await sweeper.runOnce()).toBe(1);
    await sweeper.stop();
    await vi.waitFor(async () => expect((await bookOne(eventId, typeId)).status).toBe(201), BACK);
  });

  it('books again once the organiser raises the maximum', async () => {
    const organizer = await createVerifiedOrganizer(t);
    const [owner] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, organizer.form.email_address));
    const { eventId, typeId } = await newType(1, {
      organizationId: defined(owner?.organizationId, 'the organiser'),
    });
    await soldOut(eventId, typeId);
    const raised = await post(
      t,
      `/api/v1/event/${eventId}/ticket/update`,
      {
        eventId,
        tickets: [
          {
            id: typeId,
            name: 'Front Row',
            price_per_ticket: 10,
            no_of_persons: 1,
            max_tickets: 2,
            status: 1,
          },
        ],
      },
      { auth: organizer.token },
    );
    expect(raised.statusCode).toBe(200);
    await vi.waitFor(async () => expect((await bookOne(eventId, typeId)).status).toBe(201), BACK);
  });

  it('remembers an event whose shared capacity is used up, until a hold gives it back', async () => {
    const { eventId, typeId } = await newType(10);
    await t.db.update(events).set({ capacity: 1 }).where(eq(events.id, eventId));
    const holder = await bookOne(eventId, typeId);
    expect(holder.status).toBe(201);
    const refused = await bookOne(eventId, typeId);
    expect(refused.body).toMatchObject({ status: 409, status_description: 'This event is sold out' });
    // Room comes back unannounced: a refusal now is the event's mark.
    const setCapacity = async (capacity: number) => {
      await t.db.execute(sql.raw('alter table events disable trigger event_seats_back'));
      try {
        await t.db.update(events).set({ capacity }).where(eq(events.id, eventId));
      } finally {
        await t.db.execute(sql.raw('alter table events enable trigger event_seats_back'));
      }
    };
    await setCapacity(2);
    expect((await bookOne(eventId, typeId)).body).toEqual(refused.body);
    await setCapacity(1);
    // The hold expires and the sweeper gives its seat back to the type and to the event.
    await t.db
      .update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, holder.body.message.data.booking_id));
    const sweeper = startHoldSweeper({ deps: t.app.deps, log: silentLog, intervalMs: 3_600_000 });
    expect(await sweeper.runOnce()).toBe(1);
    await sweeper.stop();
    await vi.waitFor(async () => expect((await bookOne(eventId, typeId)).status).toBe(201), BACK);
  });
});

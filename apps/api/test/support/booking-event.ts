import assert from 'node:assert/strict';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { ticketTypes } from '../../src/db/schema/index';
import { defined } from './defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './fixtures';
import { createTestApp, type TestApp } from './test-app';
import type { DatabaseKind } from './test-database';

interface BookingEventState {
  t: TestApp;
  eventId: number;
  regular: { id: number };
  vip: { id: number };
  free: { id: number };
  removed: { id: number };
  foreign: { id: number };
  draftId: number;
  endedId: number;
}

/**
 * The app and one event on sale (Regular, VIP, a free Community type and a removed one), with a
 * ticket type of another event, a draft event and one that ended, for the booking suites. Call it
 * inside a describe: it registers the beforeAll that builds them and the afterAll that closes the app.
 */
export function useBookingEvent(kind: DatabaseKind) {
  let state: BookingEventState | undefined;
  const current = () => defined(state, 'the booking event (it is made in beforeAll)');

  beforeAll(async () => {
    const t = await createTestApp(kind, { MAX_TICKETS_PER_BOOKING: '20', HOLD_MINUTES: '15' });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    const eventId = (
      await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title: 'Jazz Night' })
    ).id;
    const regular = await createTicketType(t.db, {
      eventId,
      name: 'Regular',
      priceMinor: 2500,
      maxTickets: 10,
    });
    const vip = await createTicketType(t.db, { eventId, name: 'VIP', priceMinor: 8000, maxTickets: 3 });
    const free = await createTicketType(t.db, { eventId, name: 'Community', priceMinor: 0, maxTickets: 100 });
    const removed = await createTicketType(t.db, { eventId, name: 'Old', status: 3 });
    const other = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    const foreign = await createTicketType(t.db, { eventId: other.id });
    const draftId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id, status: 2 }))
      .id;
    const endedId = (
      await createEvent(t.db, {
        organizationId: org.id,
        categoryId: category.id,
        start: new Date(Date.now() - 7_200_000),
        end: new Date(Date.now() - 3_600_000),
      })
    ).id;
    await createTicketType(t.db, { eventId: draftId });
    state = { t, eventId, regular, vip, free, removed, foreign, draftId, endedId };
  });
  afterAll(() => state?.t.close());

  const counters = async (id: number) => {
    const [row] = await current().t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };

  return {
    get t() {
      return current().t;
    },
    get eventId() {
      return current().eventId;
    },
    get regular() {
      return current().regular;
    },
    get vip() {
      return current().vip;
    },
    get free() {
      return current().free;
    },
    get removed() {
      return current().removed;
    },
    get foreign() {
      return current().foreign;
    },
    get draftId() {
      return current().draftId;
    },
    get endedId() {
      return current().endedId;
    },
    counters,
  };
}

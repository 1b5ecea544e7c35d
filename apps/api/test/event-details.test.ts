import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  createCategory,
  createEvent,
  createHold,
  createOrganization,
  createTicketType,
} from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const HOUR = 3_600_000;

describe.each(databaseKinds)('event details and tickets on %s', (kind) => {
  let t: TestApp;
  let published: { id: number };
  let draft: { id: number };
  let regular: { id: number };
  let vip: { id: number };

  beforeAll(async () => {
    t = await createTestApp(kind);
    const category = await createCategory(t.db, 'Arts');
    const org = await createOrganization(t.db, 'Gallery Nights');
    published = await createEvent(t.db, {
      organizationId: org.id,
      categoryId: category.id,
      title: 'Open Studio: <Prints> & Paint!',
      fullDescription: 'First paragraph.\n\nSecond paragraph.',
    });
    draft = await createEvent(t.db, { organizationId: org.id, categoryId: category.id, status: 2 });
    regular = await createTicketType(t.db, {
      eventId: published.id,
      name: 'Regular',
      priceMinor: 1550,
      maxTickets: 10,
      sold: 2,
    });
    vip = await createTicketType(t.db, {
      eventId: published.id,
      name: 'VIP',
      priceMinor: 5000,
      maxTickets: 5,
    });
    await createTicketType(t.db, { eventId: published.id, name: 'Withdrawn', status: 3 });
    await createTicketType(t.db, { eventId: draft.id, name: 'Draft ticket' });
    // A live hold takes seats; an expired one must not.
    await createHold(t.db, {
      eventId: published.id,
      ticketTypeId: regular.id,
      quantity: 3,
      holdExpiresAt: new Date(Date.now() + HOUR),
    });
    await createHold(t.db, {
      eventId: published.id,
      ticketTypeId: regular.id,
      quantity: 4,
      holdExpiresAt: new Date(Date.now() - HOUR),
    });
  });
  afterAll(() => t.close());

  it('returns a published event with its on-sale tickets and live availability', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/event/details/${published.id}` });
    expect(response.statusCode).toBe(200);
    const { message } = response.json();
    expect(message).toMatchObject({
      id: published.id,
      title: 'Open Studio: <Prints> & Paint!',
      slug: 'open-studio-prints-paint',
      organizer: 'Gallery Nights',
      // Issue 19: the organizer page's address.
      organizer_slug: 'gallery-nights',
      full_description: 'First paragraph.\n\nSecond paragraph.',
      tickets_bought: 2,
      max_tickets: 15,
      // The per-booking cap (MAX_TICKETS_PER_BOOKING, 20 by default), told before any booking call.
      max_tickets_per_booking: 20,
      // Issue 15: no tax and no fee until the organizer sets them.
      sales: {
        tax_name: '',
        tax_rate: 0,
        tax_mode: 'added',
        fee_fixed: 0,
        fee_percent: 0,
        fee_payer: 'buyer',
      },
    });
    expect(message.tickets).toEqual([
      {
        id: regular.id,
        name: 'Regular',
        no_of_persons: 1,
        status: 1,
        currency: 'USD',
        price_per_ticket: 15.5,
        max_tickets: 10,
        available: 5,
        // A fixture type has no window, limits of its own or description (issue 15's defaults).
        description: '',
        sale_start: null,
        sale_end: null,
        sale_state: 'on_sale',
        min_per_order: 1,
        max_per_order: null,
        position: 0,
        hidden: false,
      },
      {
        id: vip.id,
        name: 'VIP',
        no_of_persons: 1,
        status: 1,
        currency: 'USD',
        price_per_ticket: 50,
        max_tickets: 5,
        available: 5,
        description: '',
        sale_start: null,
        sale_end: null,
        sale_state: 'on_sale',
        min_per_order: 1,
        max_per_order: null,
        position: 0,
        hidden: false,
      },
    ]);
  });

  it('lists the ticket types on sale for an event', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/event/${published.id}/tickets` });
    expect(response.statusCode).toBe(200);
    expect(response.json().message.map((ticket: { name: string }) => ticket.name)).toEqual([
      'Regular',
      'VIP',
    ]);
  });

  it.each([
    ['a draft', () => `/api/v1/event/details/${draft.id}`],
    ['an unknown id', () => '/api/v1/event/details/999999'],
    ["a draft's tickets", () => `/api/v1/event/${draft.id}/tickets`],
    ["an unknown event's tickets", () => '/api/v1/event/999999/tickets'],
  ])('answers 404 for %s', async (_label, url) => {
    const response = await t.app.inject({ method: 'GET', url: url() });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({
      status: 404,
      code: 'NOT_FOUND',
      status_description: 'Event not found',
    });
  });

  it.each(['abc', '-1', '0', '1e3', '99999999999999999999'])('answers 400 for the id %s', async (id) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/event/details/${id}` });
    expect(response.statusCode).toBe(400);
    expect(response.json().status_description).toContain('id');
  });

  it('offers the event as an iCalendar download', async () => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/event/${published.id}/calendar.ics` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.headers['content-disposition']).toContain('open-studio-prints-paint.ics');
    expect(response.body).toContain('BEGIN:VEVENT');
    expect(response.body).toContain('SUMMARY:Open Studio: <Prints> & Paint!');
    expect(response.body).toMatch(/DTSTART:\d{8}T\d{6}Z/);
    const draftIcs = await t.app.inject({ method: 'GET', url: `/api/v1/event/${draft.id}/calendar.ics` });
    expect(draftIcs.statusCode).toBe(404);
  });
});

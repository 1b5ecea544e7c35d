import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, users } from '../src/db/schema/index';
import { todayIn } from '../src/lib/today-in';
import { listTickets } from './e-tickets-kit';
import { createVerifiedOrganizer, latestCode, post } from './support/accounts';
import { book, payWithCard, retrieve } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const DAY = 86_400_000;

// Issue 16: every event the API returns names its zone; one stored without a zone (from before
// zones) shows the platform's.
describe.each(databaseKinds)("each event's time zone in every answer, on %s", (kind) => {
  let t: TestApp;
  let owner: { token: string };
  let lisbonId: number;
  let oldId: number;
  let buyer: { token: string; reference: string; secret: string };

  beforeAll(async () => {
    // The platform runs on Nairobi's clock, so that the fallback is visible.
    t = await createTestApp(kind, { TZ: 'Africa/Nairobi' });
    const organizer = await createVerifiedOrganizer(t);
    owner = organizer;
    const [user] = await t.db
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(eq(users.email, organizer.form.email_address));
    const organizationId = defined(user?.organizationId, 'the organisation');
    const categoryId = (await createCategory(t.db)).id;
    const start = new Date(Date.now() + 5 * DAY);
    const lisbon = await createEvent(t.db, { organizationId, categoryId, start, timeZone: 'Europe/Lisbon' });
    const old = await createEvent(t.db, {
      organizationId,
      categoryId,
      start: new Date(start.getTime() + DAY),
    });
    lisbonId = lisbon.id;
    oldId = old.id;
    const type = await createTicketType(t.db, { eventId: lisbonId, priceMinor: 2500 });
    await createTicketType(t.db, { eventId: oldId });
    const booked = await book(t, { event_id: lisbonId, tickets: [{ id: type.id, qty: 1 }] });
    expect(booked.status).toBe(201);
    const secret = booked.body.message.data.client_secret as string;
    expect((await payWithCard(t, secret)).status).toBe('succeeded');
    buyer = {
      token: defined(booked.token, 'the guest session'),
      reference: booked.body.message.data.booking_id,
      secret,
    };
  });
  afterAll(() => t?.close());

  const get = (url: string, token?: string) =>
    t.app.inject({ method: 'GET', url, headers: token ? { auth: token } : {} });
  const zoneById = (rows: { id: number; time_zone: string }[]) =>
    Object.fromEntries(rows.map((row) => [row.id, row.time_zone]));

  it('names the zone in the public list and details', async () => {
    const list = await get('/api/v1/event/view?limit=100');
    expect(zoneById(list.json().message.data)).toMatchObject({
      [lisbonId]: 'Europe/Lisbon',
      [oldId]: 'Africa/Nairobi',
    });
    expect((await get(`/api/v1/event/details/${lisbonId}`)).json().message.time_zone).toBe('Europe/Lisbon');
    expect((await get(`/api/v1/event/details/${oldId}`)).json().message.time_zone).toBe('Africa/Nairobi');
  });

  it("puts the event's instants in its calendar file", async () => {
    const [row] = await t.db.select().from(events).where(eq(events.id, lisbonId));
    const stamp = (date: Date) =>
      date
        .toISOString()
        .replace(/[-:]/g, '')
        .replace(/\.\d{3}/, '');
    const ics = (await get(`/api/v1/event/${lisbonId}/calendar.ics`)).body;
    expect(ics).toContain(`DTSTART:${stamp(defined(row, 'the event').startTime)}`);
    expect(ics).toContain(`DTEND:${stamp(defined(row, 'the event').endTime)}`);
    expect(ics).toContain('X-WR-TIMEZONE:Europe/Lisbon');
  });

  it("names the zone in the organizer's list and event", async () => {
    const list = await get('/api/v1/client/event/view?limit=100', owner.token);
    expect(list.statusCode).toBe(200);
    expect(zoneById(list.json().message.data.data)).toEqual({
      [lisbonId]: 'Europe/Lisbon',
      [oldId]: 'Africa/Nairobi',
    });
    const one = await get(`/api/v1/client/event/${oldId}`, owner.token);
    expect(one.json().message.time_zone).toBe('Africa/Nairobi');
  });

  it('names the zone on the success page, the check-in screen and the order detail', async () => {
    const retrieved = await retrieve(t, buyer.secret, buyer.token);
    expect(retrieved.status).toBe(200);
    expect(retrieved.body.message.data.event).toMatchObject({ id: lisbonId, time_zone: 'Europe/Lisbon' });

    const stats = await get(`/api/v1/event/${lisbonId}/checkin/stats`, owner.token);
    expect(stats.json().message.event.time_zone).toBe('Europe/Lisbon');
    const oldStats = await get(`/api/v1/event/${oldId}/checkin/stats`, owner.token);
    expect(oldStats.json().message.event.time_zone).toBe('Africa/Nairobi');

    const order = await get(`/api/v1/orders/${buyer.reference}`, owner.token);
    expect(order.statusCode).toBe(200);
    const event = order.json().message.event;
    expect(event).toEqual({
      id: lisbonId,
      title: event.title,
      start_time: retrieved.body.message.data.event.start_time,
      time_zone: 'Europe/Lisbon',
    });
  });

  it('names the zone on open and closed e-tickets', async () => {
    const open = await listTickets(t, buyer.token);
    expect(open.status).toBe(200);
    expect(open.body.message.data[0]).toMatchObject({ event_id: lisbonId, time_zone: 'Europe/Lisbon' });

    const cancelled = await post(
      t,
      `/api/v1/orders/${buyer.reference}/cancel`,
      { refund: false, reason: 'Test' },
      { auth: owner.token },
    );
    expect(cancelled.statusCode).toBe(200);
    const closed = await listTickets(t, buyer.token);
    expect(closed.body.message.data).toEqual([]);
    expect(closed.body.message.closed[0]).toMatchObject({ event_id: lisbonId, time_zone: 'Europe/Lisbon' });
  });

  it("answers the platform's zone and today's date in it, to anyone, cacheable briefly", async () => {
    const response = await get('/api/v1/platform/time');
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('public, max-age=60');
    expect(response.json().message).toEqual({
      time_zone: 'Africa/Nairobi',
      today: todayIn('Africa/Nairobi'),
    });
  });

  it("keeps the organisation's zone: read by members, set by the owner only", async () => {
    const email = `zone-mate-${Date.now()}@example.com`;
    const invited = await post(
      t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: '+254733123456' },
      { auth: owner.token },
    );
    expect(invited.statusCode).toBe(201);
    const accepted = await post(t, '/api/v1/auth/password/reset', {
      code: await latestCode(t.db, email),
      username: email,
      password: 'teammate secret',
    });
    const member = String(accepted.headers.auth);
    const put = (body: object, token?: string) =>
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/client/time-zone',
        payload: body,
        headers: token ? { auth: token } : {},
      });

    expect((await get('/api/v1/client/time-zone')).statusCode).toBe(401);
    expect((await put({ time_zone: 'Europe/Lisbon' })).statusCode).toBe(401);
    const none = await get('/api/v1/client/time-zone', member);
    expect(none.json().message).toEqual({ time_zone: null, effective: 'Africa/Nairobi' });

    const refused = await put({ time_zone: 'Europe/Lisbon' }, member);
    expect(refused.statusCode).toBe(403);
    expect(refused.json().status_description).toBe(
      "Only the organisation owner can change the organisation's time zone.",
    );
    const invalid = await put({ time_zone: 'Europe/Atlantis' }, owner.token);
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json().status_description).toMatch(/Choose a time zone from the list/);
    expect((await put({}, owner.token)).statusCode).toBe(400);

    const saved = await put({ time_zone: 'Europe/Lisbon' }, owner.token);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toEqual({ time_zone: 'Europe/Lisbon', effective: 'Europe/Lisbon' });
    expect((await get('/api/v1/client/time-zone', member)).json().message.time_zone).toBe('Europe/Lisbon');
    // Existing events keep their zones: only new ones start in it.
    const list = await get('/api/v1/client/event/view?limit=100', owner.token);
    expect(zoneById(list.json().message.data.data)[oldId]).toBe('Africa/Nairobi');

    const cleared = await put({ time_zone: null }, owner.token);
    expect(cleared.json().message).toEqual({ time_zone: null, effective: 'Africa/Nairobi' });
  });
});

import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { bookings, events, media, ticketTypes } from '../src/db/schema/index';
import { makeTestImage } from '../src/modules/media/make-test-image';
import { createVerifiedOrganizer, latestCode, post } from './support/accounts';
import { defined } from './support/defined';
import { createCategory, createHold } from './support/fixtures';
import { multipart } from './support/multipart';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe.each(databaseKinds)('organisers manage events and tickets on %s', (kind) => {
  let t: TestApp;
  let owner: { token: string };
  let rival: { token: string };
  let categoryId: number;
  let png: Buffer;

  beforeAll(async () => {
    t = await createTestApp(kind);
    categoryId = (await createCategory(t.db, 'Music')).id;
    owner = await createVerifiedOrganizer(t);
    rival = await createVerifiedOrganizer(t);
    png = await makeTestImage({ width: 1200, height: 600, format: 'png' });
  });
  afterAll(() => t.close());

  const start = new Date(Date.now() + 10 * DAY);
  const fields = (overrides: Record<string, string> = {}) => ({
    title: 'Rooftop Sessions',
    category_id: String(categoryId),
    currency: 'USD',
    start_time: start.toISOString(),
    end_time: new Date(start.getTime() + 3 * 3_600_000).toISOString(),
    location: 'Sky Bar, Nairobi',
    short_description: 'Live music above the city.',
    full_description: 'Doors at six.\n\nBring a jacket.',
    ...overrides,
  });
  const image = (body = png, filename = 'poster.png', contentType = 'image/png') => ({
    name: 'file',
    filename,
    contentType,
    body,
  });

  async function createEvent(token: string, form = fields(), files = [image()]) {
    const body = multipart(form, files);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/event/register',
      payload: body.payload,
      headers: { ...body.headers, auth: token },
    });
  }
  async function newEventId(token = owner.token, form = fields()) {
    const response = await createEvent(token, form);
    if (response.statusCode !== 201) throw new Error(response.body);
    return response.json().message.data as number;
  }
  const addTickets = (token: string, eventId: number, tickets: object[]) =>
    post(t, `/api/v1/event/${eventId}/ticket/register`, { eventId, tickets }, { auth: token });
  const updateTickets = (token: string, eventId: number, tickets: object[]) =>
    post(t, `/api/v1/event/${eventId}/ticket/update`, { eventId, tickets }, { auth: token });
  const setStatus = (token: string, eventId: number, status: number) =>
    post(t, `/api/v1/event/${eventId}/status`, { status }, { auth: token });
  const publicList = async () =>
    (await t.app.inject({ method: 'GET', url: '/api/v1/event/view?limit=100' })).json().message.data as {
      id: number;
      title: string;
    }[];
  const regular = { name: 'Regular', price_per_ticket: 20, no_of_persons: 1, max_tickets: 100 };

  it('creates a draft with its image stored in every width, hidden from the public', async () => {
    const response = await createEvent(owner.token);
    expect(response.statusCode).toBe(201);
    const id = response.json().message.data;
    expect(Number.isInteger(id)).toBe(true);
    const [event] = await t.db.select().from(events).where(eq(events.id, id));
    expect(event).toMatchObject({
      status: 2,
      title: 'Rooftop Sessions',
      fullDescription: 'Doors at six.\n\nBring a jacket.',
    });
    const [stored] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, defined(defined(event, 'event').imageId, 'the event image id')));
    assert(stored, 'stored');
    // A 1200 px original gives the standard widths up to it, never an upscaled one.
    expect(stored.variants.map((v) => v.width)).toEqual([480, 960]);
    for (const variant of stored.variants) expect(await t.storage.read(variant.key)).not.toBeNull();
    expect((await publicList()).map((e) => e.id)).not.toContain(id);
  });

  it.each([
    ['no image', {}, 'none', 400, 'Image is required'],
    ['no title', { title: '  ' }, 'png', 400, 'All fields are required'],
    ['no location', { location: '' }, 'png', 400, 'All fields are required'],
    ['no start time', { start_time: '' }, 'png', 400, 'All fields are required'],
    [
      'an end before the start',
      { end_time: new Date(start.getTime() - 60_000).toISOString() },
      'png',
      400,
      'must end after it starts',
    ],
    ['a time without a zone', { start_time: '2026-12-01T18:00' }, 'png', 400, 'valid date and time'],
    ['another currency', { currency: 'EUR' }, 'png', 400, 'Currency must be USD'],
    ['an unknown category', { category_id: '999999' }, 'png', 400, 'Choose a category'],
    ['a text file named .png', {}, 'text', 415, 'JPEG or PNG'],
  ] as const)('refuses %s with a clear message', async (_label, overrides, file, status, message) => {
    const before = await t.db.select().from(events);
    const files = { none: [], png: [image()], text: [image(Buffer.from('hello, not an image'))] }[file];
    const response = await createEvent(owner.token, fields(overrides), files);
    expect(response.statusCode).toBe(status);
    expect(response.json().status_description).toContain(message);
    expect(await t.db.select().from(events)).toHaveLength(before.length);
  });

  it('refuses an image over 10 MB with 413 and leaves no event or file behind', async () => {
    const uploads = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
    const filesBefore = await readdir(uploads).catch(() => []);
    const eventsBefore = (await t.db.select().from(events)).length;
    const huge = Buffer.concat([png, Buffer.alloc(10 * 1024 * 1024 + 10)]);
    const response = await createEvent(owner.token, fields(), [image(huge)]);
    expect(response.statusCode).toBe(413);
    expect(response.json().status_description).toBe('Image must be at most 10 MB');
    expect(await t.db.select().from(events)).toHaveLength(eventsBefore);
    expect(await readdir(uploads).catch(() => [])).toEqual(filesBefore);
  });

  it('needs an organiser session and a multipart form', async () => {
    expect((await createEvent('')).statusCode).toBe(401);
    const json = await post(t, '/api/v1/event/register', fields(), { auth: owner.token });
    expect(json.statusCode).toBe(415);
  });

  it('creates ticket types, free ones included, and checks every field', async () => {
    const id = await newEventId();
    const created = await addTickets(owner.token, id, [
      regular,
      { ...regular, name: 'Community', price_per_ticket: 0 },
    ]);
    expect(created.statusCode).toBe(201);
    const rows = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    expect(rows.map((r) => [r.name, r.priceMinor])).toEqual([
      ['Regular', 2000],
      ['Community', 0],
    ]);
    for (const [bad, message] of [
      [{ ...regular, name: '' }, 'All fields are required'],
      [{ ...regular, price_per_ticket: -1 }, 'cannot be negative'],
      [{ ...regular, price_per_ticket: 1.234 }, 'two decimals'],
      [{ ...regular, no_of_persons: 0 }, 'at least 1'],
      [{ ...regular, max_tickets: 2.5 }, 'whole number'],
      [{ name: 'Regular', price_per_ticket: 10, no_of_persons: 1 }, 'All fields are required'],
    ] as const) {
      const response = await addTickets(owner.token, id, [bad]);
      expect(response.statusCode, JSON.stringify(bad)).toBe(400);
      expect(response.json().status_description).toContain(message);
    }
  });

  it('publishes only with a ticket type on sale, and unpublishes', async () => {
    const id = await newEventId(owner.token, fields({ title: 'Publish me' }));
    const early = await setStatus(owner.token, id, 1);
    expect(early.statusCode).toBe(400);
    expect(early.json().status_description).toMatch(/at least one ticket type/);
    await addTickets(owner.token, id, [regular]);
    expect((await setStatus(owner.token, id, 1)).statusCode).toBe(200);
    expect((await publicList()).map((e) => e.title)).toContain('Publish me');
    expect((await setStatus(owner.token, id, 2)).statusCode).toBe(200);
    expect((await publicList()).map((e) => e.title)).not.toContain('Publish me');
  });

  it('updates fields, keeps the image unless a new one comes, and replaces it cleanly', async () => {
    const id = await newEventId();
    const [before] = await t.db.select().from(events).where(eq(events.id, id));
    assert(before, 'before');
    const update = async (form: Record<string, string>, files: ReturnType<typeof image>[] = []) => {
      const body = multipart(form, files);
      return t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: owner.token },
      });
    };
    const renamed = await update({ ...fields({ title: 'Renamed <b>live</b>' }), id: String(id) });
    expect(renamed.statusCode).toBe(200);
    const [after] = await t.db.select().from(events).where(eq(events.id, id));
    assert(after, 'after');
    expect(after.title).toBe('Renamed <b>live</b>');
    expect(after.imageId).toBe(before.imageId);

    const [oldMedia] = await t.db
      .select()
      .from(media)
      .where(eq(media.id, defined(before.imageId, 'the first image id')));
    const jpeg = await makeTestImage({ width: 900, height: 500, format: 'jpeg' });
    const replaced = await update(fields(), [image(jpeg, 'new.jpg', 'image/jpeg')]);
    expect(replaced.statusCode).toBe(200);
    const [latest] = await t.db.select().from(events).where(eq(events.id, id));
    expect(defined(latest, 'latest').imageId).not.toBe(before.imageId);
    for (const variant of defined(oldMedia, 'oldMedia').variants)
      expect(await t.storage.read(variant.key)).toBeNull();
    expect(await update(fields({ title: '' }))).toMatchObject({ statusCode: 400 });
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
    await t.db
      .update(ticketTypes)
      .set({ sold: 5 })
      .where(eq(ticketTypes.id, defined(vip, 'vip').id));
    await createHold(t.db, {
      eventId: id,
      ticketTypeId: defined(vip, 'vip').id,
      quantity: 2,
      holdExpiresAt: new Date(Date.now() + 600_000),
    });
    await t.db
      .update(ticketTypes)
      .set({ held: 2 })
      .where(eq(ticketTypes.id, defined(vip, 'vip').id));

    const tooLow = await updateTickets(owner.token, id, [
      {
        id: defined(vip, 'vip').id,
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
        id: defined(vip, 'vip').id,
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

  it('answers 404 to another organisation for every call on an event (IDOR)', async () => {
    const id = await newEventId();
    await addTickets(owner.token, id, [regular]);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    const body = multipart(fields({ title: 'Hijacked' }));
    const attempts = [
      await t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: rival.token },
      }),
      await addTickets(rival.token, id, [regular]),
      await updateTickets(rival.token, id, [
        { ...regular, id: defined(ticket, 'ticket').id, price_per_ticket: 0, status: 1 },
      ]),
      await setStatus(rival.token, id, 1),
      await t.app.inject({
        method: 'GET',
        url: `/api/v1/client/event/${id}`,
        headers: { auth: rival.token },
      }),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
    }
    const [event] = await t.db.select().from(events).where(eq(events.id, id));
    expect(defined(event, 'event').title).toBe('Rooftop Sessions');
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id))).toHaveLength(1);
    const rivalList = await t.app.inject({
      method: 'GET',
      url: '/api/v1/client/event/view',
      headers: { auth: rival.token },
    });
    expect(rivalList.json().message.data.data.map((e: { id: number }) => e.id)).not.toContain(id);
  });

  it('refuses another organisation an update with an image before doing any image work', async () => {
    const id = await newEventId();
    const [before] = await t.db.select().from(events).where(eq(events.id, id));
    assert(before, 'before');
    const mediaBefore = await t.db.select({ id: media.id }).from(media);
    const uploads = t.config.storage.kind === 'local' ? t.config.storage.dir : '';
    const filesBefore = await readdir(uploads).catch(() => []);
    const put = vi.spyOn(t.storage, 'put');
    try {
      const body = multipart(fields({ title: 'Hijacked' }), [image()]);
      const response = await t.app.inject({
        method: 'PUT',
        url: `/api/v1/event/update/${id}`,
        payload: body.payload,
        headers: { ...body.headers, auth: rival.token },
      });
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
      // Not stored and cleaned up afterwards: never stored at all.
      expect(put).not.toHaveBeenCalled();
    } finally {
      put.mockRestore();
    }
    expect(await t.db.select({ id: media.id }).from(media)).toEqual(mediaBefore);
    expect(await readdir(uploads).catch(() => [])).toEqual(filesBefore);
    const [after] = await t.db.select().from(events).where(eq(events.id, id));
    expect(after).toMatchObject({
      title: before.title,
      imageId: before.imageId,
    });
  });

  /** A teammate (role member) of the owner's organisation, through the real invite flow. */
  async function inviteTeammate(ownerToken: string) {
    const email = `mate${Date.now()}${Math.floor(Math.random() * 1e6)}@example.com`;
    const invited = await post(
      t,
      '/api/v1/register',
      { first_name: 'Baraka', last_name: 'Mwangi', email_address: email, msisdn: `+2547${Date.now() % 1e8}` },
      { auth: ownerToken },
    );
    expect(invited.statusCode).toBe(201);
    const accepted = await post(t, '/api/v1/auth/password/reset', {
      code: await latestCode(t.db, email),
      username: email,
      password: 'teammate secret',
    });
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().message.role).toBe('member');
    return { token: String(accepted.headers.auth) };
  }
  const putEvent = (token: string, id: number, form: Record<string, string>, files = [image()]) => {
    const body = multipart(form, files);
    return t.app.inject({
      method: 'PUT',
      url: `/api/v1/event/update/${id}`,
      payload: body.payload,
      headers: { ...body.headers, auth: token },
    });
  };
  const getEvent = (token: string, id: number) =>
    t.app.inject({ method: 'GET', url: `/api/v1/client/event/${id}`, headers: { auth: token } });

  it("lets a teammate create and edit the organisation's events and tickets, and no one else's", async () => {
    const mate = await inviteTeammate(owner.token);

    // Their own new event belongs to the organisation: the owner sees and can edit it.
    const made = await newEventId(mate.token, fields({ title: 'Made by a teammate' }));
    expect((await addTickets(mate.token, made, [regular])).statusCode).toBe(201);
    expect((await setStatus(mate.token, made, 1)).statusCode).toBe(200);
    expect((await getEvent(owner.token, made)).json().message).toMatchObject({
      id: made,
      title: 'Made by a teammate',
      status: 1,
    });

    // The owner's event: the teammate edits its fields, image and tickets.
    const owned = await newEventId(owner.token);
    await addTickets(owner.token, owned, [regular]);
    const [ticket] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, owned));
    expect((await putEvent(mate.token, owned, fields({ title: 'Edited by a teammate' }))).statusCode).toBe(
      200,
    );
    const changed = await updateTickets(mate.token, owned, [
      { ...regular, id: defined(ticket, 'ticket').id, price_per_ticket: 25, status: 1 },
      { name: 'Student', price_per_ticket: 5, no_of_persons: 1, max_tickets: 30, id: -1, status: 1 },
    ]);
    expect(changed.statusCode).toBe(200);
    const seen = (await getEvent(owner.token, owned)).json().message;
    expect(seen.title).toBe('Edited by a teammate');
    expect(
      seen.tickets.map((type: { name: string; price_per_ticket: number }) => [
        type.name,
        type.price_per_ticket,
      ]),
    ).toEqual([
      ['Regular', 25],
      ['Student', 5],
    ]);

    // Another organisation's event: 404 for every call, and nothing changes.
    const theirs = await newEventId(rival.token, fields({ title: 'Not yours' }));
    await addTickets(rival.token, theirs, [regular]);
    const [their] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, theirs));
    const attempts = [
      await putEvent(mate.token, theirs, fields({ title: 'Hijacked' })),
      await addTickets(mate.token, theirs, [regular]),
      await updateTickets(mate.token, theirs, [
        { ...regular, id: defined(their, 'their').id, price_per_ticket: 0, status: 1 },
      ]),
      await setStatus(mate.token, theirs, 1),
      await getEvent(mate.token, theirs),
    ];
    for (const response of attempts) {
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Event not found');
    }
    const [untouched] = await t.db.select().from(events).where(eq(events.id, theirs));
    expect(untouched).toMatchObject({ title: 'Not yours', status: 2 });
    const theirTickets = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, theirs));
    expect(theirTickets.map((row) => row.priceMinor)).toEqual([2000]);
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
      events: 1,
      tickets_sold: 3,
    });
    expect(await summaryOf(second.token)).toEqual({
      currency: 'USD',
      net_sales: 165,
      events: 2,
      tickets_sold: 7,
    });
  });
});

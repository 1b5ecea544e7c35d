import assert from 'node:assert/strict';
import { readdir } from 'node:fs/promises';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { events, media, ticketTypes } from '../src/db/schema/index';
import { makeTestImage } from '../src/modules/media/make-test-image';
import { post } from './support/accounts';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Creating an event with its image, its ticket types, publishing and updating it.
describe.each(databaseKinds)('organisers manage events and tickets on %s', (kind) => {
  const {
    current,
    start,
    fields,
    image,
    createEvent,
    newEventId,
    addTickets,
    setStatus,
    publicList,
    regular,
  } = useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  let png: Buffer;
  beforeAll(() => {
    ({ t, owner, png } = current());
  });

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
    // Issue 16: a time without an offset is a local time in the event's zone; one that is not a
    // date and time at all is refused.
    ['a time that is not a date', { start_time: '2026-12-01 at six' }, 'png', 400, 'valid date and time'],
    [
      'an unknown currency',
      { currency: 'XYZ' },
      'png',
      400,
      'Currency must be one of USD, KES, EUR, GBP, NGN, ZAR, UGX, TZS',
    ],
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
});

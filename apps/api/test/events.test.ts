import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;

/** Midnight UTC of a day offset from today, plus some hours. */
function dayAt(offsetDays: number, hour: number): Date {
  const today = new Date();
  return new Date(
    Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() + offsetDays, hour),
  );
}
const isoDay = (date: Date) => date.toISOString().slice(0, 10);

describe.each(databaseKinds)('public events on %s', (kind) => {
  let t: TestApp;
  let music: { id: number };
  let tech: { id: number };
  let alpha: { id: number };
  let beta: { id: number };
  const ids: Record<string, number> = {};

  beforeAll(async () => {
    t = await createTestApp(kind);
    music = await createCategory(t.db, 'Music');
    tech = await createCategory(t.db, 'Technology');
    alpha = await createOrganization(t.db, 'Alpha Live');
    beta = await createOrganization(t.db, 'Beta Conferences');
    const make = async (key: string, fixture: Parameters<typeof createEvent>[1]) => {
      ids[key] = (await createEvent(t.db, { title: key, ...fixture })).id;
    };
    await make('In three days', { organizationId: alpha.id, categoryId: music.id, start: dayAt(3, 18) });
    await make('Tomorrow night', { organizationId: beta.id, categoryId: tech.id, start: dayAt(1, 20) });
    await make('Happening now', {
      organizationId: alpha.id,
      categoryId: tech.id,
      start: new Date(Date.now() - 2 * DAY),
      end: new Date(Date.now() + DAY),
    });
    await make('In forty days', { organizationId: beta.id, categoryId: music.id, start: dayAt(40, 9) });
    await make('Secret draft', {
      organizationId: alpha.id,
      categoryId: music.id,
      start: dayAt(2, 10),
      status: 2,
    });
    await make('Already over', {
      organizationId: alpha.id,
      categoryId: music.id,
      start: new Date(Date.now() - 3 * DAY),
      end: new Date(Date.now() - 2 * DAY),
    });
  });
  afterAll(() => t.close());

  const list = async (query = '') => {
    const response = await t.app.inject({ method: 'GET', url: `/api/v1/event/view${query}` });
    return { status: response.statusCode, body: response.json() };
  };
  const titles = (body: { message: { data: { title: string }[] } }) => body.message.data.map((e) => e.title);

  it('lists published events that have not ended, by start time, in the envelope', async () => {
    const { status, body } = await list();
    expect(status).toBe(200);
    expect(body.status).toBe(200);
    expect(typeof body.status_description).toBe('string');
    expect(titles(body)).toEqual(['Happening now', 'Tomorrow night', 'In three days', 'In forty days']);
    expect(body.message.total).toBe(4);
  });

  it('never shows drafts or ended events', async () => {
    const { body } = await list('?limit=100');
    expect(titles(body)).not.toContain('Secret draft');
    expect(titles(body)).not.toContain('Already over');
  });

  it('pages with limit and page while total counts every match', async () => {
    const first = await list('?limit=2');
    expect(titles(first.body)).toEqual(['Happening now', 'Tomorrow night']);
    expect(first.body.message.total).toBe(4);
    const second = await list('?limit=2&page=2');
    expect(titles(second.body)).toEqual(['In three days', 'In forty days']);
    const beyond = await list('?limit=2&page=3');
    expect(beyond.body.message.data).toEqual([]);
    expect(beyond.body.message.total).toBe(4);
  });

  it('filters by category and by organizer', async () => {
    expect(titles((await list(`?category_id=${music.id}`)).body)).toEqual(['In three days', 'In forty days']);
    expect(titles((await list(`?organizer_id=${beta.id}`)).body)).toEqual([
      'Tomorrow night',
      'In forty days',
    ]);
    const both = await list(`?organizer_id=${alpha.id}&category_id=${tech.id}`);
    expect(titles(both.body)).toEqual(['Happening now']);
    expect(both.body.message.total).toBe(1);
  });

  it('filters by a date range, including events that are under way during it', async () => {
    const tomorrow = isoDay(dayAt(1, 0));
    const { body } = await list(`?start=${tomorrow}&end=${tomorrow}`);
    expect(titles(body)).toEqual(['Happening now', 'Tomorrow night']);
  });

  it('counts every match of each filter, on a page and past the last one, many at a time', async () => {
    // Each filter shape is its own prepared statement and the count rides on the page's rows, so
    // mixed shapes at once, and pages with no row to carry the count, must still give the total.
    const tomorrow = isoDay(dayAt(1, 0));
    const cases: [string, string[], number][] = [
      [`?start=${tomorrow}&end=${tomorrow}&limit=1&page=2`, ['Tomorrow night'], 2],
      [`?start=${tomorrow}&end=${tomorrow}&limit=1&page=3`, [], 2],
      [`?category_id=${music.id}&limit=1&page=2`, ['In forty days'], 2],
      [`?category_id=${music.id}&limit=1&page=4`, [], 2],
      [`?organizer_id=${alpha.id}&category_id=${tech.id}&limit=1&page=2`, [], 1],
      [`?end=${tomorrow}&limit=1`, ['Happening now'], 2],
      [`?start=${isoDay(dayAt(60, 0))}`, [], 0],
      ['?limit=3&page=2', ['In forty days'], 4],
    ];
    const responses = await Promise.all(cases.map(([query]) => list(query)));
    responses.forEach(({ status, body }, index) => {
      const [query, expected, total] = defined(cases[index], 'cases[index]');
      expect(status, query).toBe(200);
      expect(titles(body), query).toEqual(expected);
      expect(body.message.total, query).toBe(total);
    });
  });

  it('computes the range of a date filter option on the server when no dates are sent', async () => {
    const { body } = await list('?filter=tomorrow');
    expect(titles(body)).toEqual(['Happening now', 'Tomorrow night']);
    const all = await list('?filter=all');
    expect(all.body.message.total).toBe(4);
  });

  it('describes each event as the cards need it', async () => {
    const { body } = await list(`?organizer_id=${beta.id}&limit=1`);
    const event = body.message.data[0];
    expect(event).toMatchObject({
      id: ids['Tomorrow night'],
      title: 'Tomorrow night',
      slug: 'tomorrow-night',
      organizer: 'Beta Conferences',
      organizer_id: beta.id,
      organizer_slug: 'beta-conferences',
      category: 'Technology',
      category_id: tech.id,
      currency: 'USD',
      status: 1,
      image: null,
      image_srcset: null,
    });
    expect(new Date(event.start_time).toISOString()).toBe(event.start_time);
  });

  it.each([
    ['?category_id=abc', 'category_id'],
    ['?organizer_id=1.5', 'organizer_id'],
    ['?limit=-1', 'limit'],
    ['?limit=0', 'limit'],
    ['?limit=100000', 'limit'],
    ['?page=0', 'page'],
    ['?start=tomorrow', 'start'],
    ['?start=2026-02-30', 'start'],
    ['?end=2026-13-01', 'end'],
    ['?start=2026-05-02&end=2026-05-01', 'end'],
    ['?filter=someday', 'filter'],
  ])('refuses %s with a 400 that names %s', async (query, field) => {
    const { status, body } = await list(query);
    expect(status).toBe(400);
    expect(body).toMatchObject({ status: 400, code: 'BAD_REQUEST', message: null });
    expect(body.status_description).toContain(field);
  });
});

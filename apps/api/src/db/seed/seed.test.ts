import { mkdtemp, readdir, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { EVENT_STATUS } from '@tiketi/contract/constants';
import { dateRangeFor, formatDay } from '@tiketi/contract/date-filters';
import { count, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { imageFieldsOf } from '../../modules/media';
import { createLocalStorage } from '../../providers/storage/local-storage';
import type { Storage, StoredObject } from '../../providers/storage/storage';
import { type Database, openDatabase } from '../client';
import { categories, events, media, organizations, ticketTypes, users } from '../schema/index';
import { CATEGORY_NAMES } from './categories';
import { seedDatabase } from './seed';

const NOW = new Date('2026-03-11T09:30:00Z'); // a Wednesday
const WEEKS_8 = 8 * 7 * 86_400_000;

async function openFresh(): Promise<Database> {
  const database = await openDatabase({ kind: 'memory' });
  await database.migrate();
  return database;
}

async function bytesOf(object: StoredObject): Promise<Buffer> {
  if (Buffer.isBuffer(object.body)) return object.body;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk));
  return Buffer.concat(chunks);
}

async function rowCount(database: Database, table: typeof events | typeof organizations | typeof media) {
  const [row] = await database.db.select({ total: count() }).from(table);
  return row?.total;
}

describe('seedDatabase without demo data', () => {
  let database: Database;
  let dir: string;

  beforeEach(async () => {
    database = await openFresh();
    dir = await mkdtemp(path.join(tmpdir(), 'tiketi-seed-'));
  }, 60_000);

  afterEach(async () => {
    await database.close();
    await rm(dir, { recursive: true, force: true });
  });

  it('adds only the categories, once', async () => {
    const storage = createLocalStorage(dir);
    const first = await seedDatabase({ db: database.db, storage, demoData: false, now: NOW });
    const second = await seedDatabase({ db: database.db, storage, demoData: false, now: NOW });

    expect(first).toEqual({ categories: CATEGORY_NAMES.length, events: 0 });
    expect(second).toEqual({ categories: 0, events: 0 });
    const names = await database.db.select({ name: categories.name }).from(categories);
    expect(names.map((row) => row.name).sort()).toEqual([...CATEGORY_NAMES].sort());
    expect(await rowCount(database, events)).toBe(0);
    expect(await rowCount(database, organizations)).toBe(0);
    expect(await readdir(dir)).toEqual([]);
  });

  it('leaves a renamed or extended category list alone', async () => {
    await database.db.insert(categories).values({ name: 'Poetry' });
    const result = await seedDatabase({ db: database.db, storage: createLocalStorage(dir), demoData: false });
    expect(result.categories).toBe(0);
    expect(await database.db.select({ name: categories.name }).from(categories)).toEqual([
      { name: 'Poetry' },
    ]);
  });
});

describe('seedDatabase with demo data', () => {
  let database: Database;
  let dir: string;
  let storage: Storage;
  let result: { categories: number; events: number };
  const logged: string[] = [];

  beforeAll(async () => {
    database = await openFresh();
    dir = await mkdtemp(path.join(tmpdir(), 'tiketi-seed-'));
    storage = createLocalStorage(dir);
    result = await seedDatabase({
      db: database.db,
      storage,
      demoData: true,
      now: NOW,
      log: (m) => logged.push(m),
    });
  }, 120_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  const publishedEvents = () =>
    database.db.select().from(events).where(eq(events.status, EVENT_STATUS.published));

  it('adds categories, 5 organizers, 15 published events and 2 drafts, and says so', async () => {
    expect(result).toEqual({ categories: CATEGORY_NAMES.length, events: 17 });
    expect(await publishedEvents()).toHaveLength(15);
    expect(await database.db.select().from(events).where(eq(events.status, EVENT_STATUS.draft))).toHaveLength(
      2,
    );
    expect(await rowCount(database, organizations)).toBe(5);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatch(/^Seeded 12 categories and 5 demo organizers with 17 events in \d+ ms$/);
  });

  it('gives every published event a poster whose variants all exist in storage', async () => {
    const rows = await database.db
      .select({ title: events.title, variants: media.variants })
      .from(events)
      .innerJoin(media, eq(media.id, events.imageId))
      .where(eq(events.status, EVENT_STATUS.published));
    expect(rows).toHaveLength(15);
    for (const row of rows) {
      expect(row.variants.map((variant) => variant.width)).toEqual([480, 960, 1440, 2160]);
      expect(imageFieldsOf(row.variants, storage).image_srcset?.split(', ')).toHaveLength(4);
      for (const variant of row.variants) {
        const object = await storage.read(variant.key);
        expect(object, `${row.title} ${variant.key}`).not.toBeNull();
        if (!object) continue;
        const bytes = await bytesOf(object);
        expect(bytes.subarray(8, 12).toString('latin1')).toBe('WEBP');
      }
    }
    expect(await readdir(dir)).toHaveLength(15 * 4);
  });

  it('gives every event ticket types with sensible prices, including a free one and one for two', async () => {
    const tickets = await database.db.select().from(ticketTypes);
    const allEvents = await database.db.select({ id: events.id }).from(events);
    for (const event of allEvents) {
      const own = tickets.filter((ticket) => ticket.eventId === event.id);
      expect(own.length).toBeGreaterThanOrEqual(1);
      expect(own.length).toBeLessThanOrEqual(3);
    }
    for (const ticket of tickets) {
      expect(ticket.maxTickets).toBeGreaterThanOrEqual(50);
      expect(ticket.maxTickets).toBeLessThanOrEqual(500);
      expect([1, 2]).toContain(ticket.noOfPersons);
      expect(Number.isInteger(ticket.priceMinor)).toBe(true);
      expect(ticket).toMatchObject({ sold: 0, held: 0, status: 1 });
    }
    expect(tickets.some((ticket) => ticket.priceMinor === 0)).toBe(true);
    expect(tickets.some((ticket) => ticket.noOfPersons === 2)).toBe(true);
  });

  it('dates the published events over the next eight weeks, with today, tomorrow, this weekend and next month', async () => {
    const published = await publishedEvents();
    const today = formatDay(NOW);
    for (const event of published) {
      expect(event.startTime.getTime()).toBeGreaterThanOrEqual(NOW.getTime());
      expect(event.startTime.getTime()).toBeLessThanOrEqual(NOW.getTime() + WEEKS_8);
      expect(event.endTime.getTime()).toBeGreaterThan(event.startTime.getTime());
      expect(event.fullDescription.split('\n\n').length).toBeGreaterThanOrEqual(2);
      expect(event.shortDescription.length).toBeGreaterThan(0);
      // Issue 16: stored in its venue's zone (demo-data.test.ts checks which and the local times).
      expect(event.timeZone).toMatch(/^(Africa|Europe)\//);
    }
    for (const filter of ['today', 'tomorrow', 'this_weekend', 'next_month'] as const) {
      const range = dateRangeFor(filter, today);
      if (!range) throw new Error(`no range for ${filter}`);
      const matches = published.filter((event) => {
        const day = formatDay(event.startTime);
        return day >= range.start && day <= range.end;
      });
      expect(matches.length, filter).toBeGreaterThanOrEqual(1);
    }
    expect(new Set(published.map((event) => event.categoryId)).size).toBeGreaterThanOrEqual(8);
  });

  it('creates one verified owner per organization, with no password to sign in with', async () => {
    const owners = await database.db.select().from(users);
    expect(owners).toHaveLength(5);
    for (const owner of owners) {
      expect(owner).toMatchObject({ kind: 'organizer', role: 'owner', passwordHash: null });
      expect(owner.emailVerifiedAt).toBeInstanceOf(Date);
      expect(owner.organizationId).not.toBeNull();
    }
    expect(new Set(owners.map((owner) => owner.organizationId)).size).toBe(5);
  });

  it('adds nothing on the next start', async () => {
    const again = await seedDatabase({ db: database.db, storage, demoData: true, now: new Date() });
    expect(again).toEqual({ categories: 0, events: 0 });
    expect(await rowCount(database, events)).toBe(17);
    expect(await rowCount(database, organizations)).toBe(5);
    expect(await rowCount(database, media)).toBe(15);
    expect(await readdir(dir)).toHaveLength(15 * 4);
  });
});

describe('seedDatabase when demo data cannot be stored', () => {
  let database: Database;
  let dir: string;

  beforeAll(async () => {
    database = await openFresh();
    dir = await mkdtemp(path.join(tmpdir(), 'tiketi-seed-'));
  }, 60_000);

  afterAll(async () => {
    await database?.close();
    if (dir) await rm(dir, { recursive: true, force: true });
  });

  it('rolls back every row and removes every image file it wrote', async () => {
    const local = createLocalStorage(dir);
    let puts = 0;
    // The disk "fills up" after 30 files, half-way through the posters.
    const storage: Storage = {
      ...local,
      put: (key, body, contentType) =>
        ++puts > 30 ? Promise.reject(new Error('disk full')) : local.put(key, body, contentType),
    };

    await expect(seedDatabase({ db: database.db, storage, demoData: true, now: NOW })).rejects.toThrow(
      'disk full',
    );

    expect(puts).toBeGreaterThan(30);
    expect(await readdir(dir)).toEqual([]);
    expect(await rowCount(database, events)).toBe(0);
    expect(await rowCount(database, organizations)).toBe(0);
    expect(await rowCount(database, media)).toBe(0);
    // Categories are reference data, committed before the demo content was tried.
    expect((await database.db.select({ total: count() }).from(categories))[0]?.total).toBe(
      CATEGORY_NAMES.length,
    );
  }, 120_000);
});

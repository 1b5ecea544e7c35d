// Longer than 250 lines: the slugs, the page's answer and the migration's backfill, each on both databases.
import { readFile } from 'node:fs/promises';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { organizations, users } from '../src/db/schema/index';
import { baseSlugOf, firstFreeSlug } from '../src/modules/organizers';
import { createVerifiedOrganizer, post, registration } from './support/accounts';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const DAY = 86_400_000;

describe('organizer slugs', () => {
  it("follow the spec's slug rule, with a fallback when nothing is left", () => {
    expect(baseSlugOf('  Kijiji Beats  ')).toBe('kijiji-beats');
    expect(baseSlugOf('Café & Bar -- Live!')).toBe('caf-bar-live');
    expect(baseSlugOf('!!!')).toBe('organizer');
  });

  it('take the first free -2, -3, … suffix', () => {
    expect(firstFreeSlug('acme', new Set())).toBe('acme');
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-jazz']))).toBe('acme-2');
    expect(firstFreeSlug('acme', new Set(['acme', 'acme-2', 'acme-4']))).toBe('acme-3');
  });
});

describe.each(databaseKinds)('the organizer page on %s', (kind) => {
  let t: TestApp;
  let categoryId: number;
  beforeAll(async () => {
    t = await createTestApp(kind);
    categoryId = (await createCategory(t.db, 'Music')).id;
  });
  afterAll(() => t.close());

  const slugOf = async (displayName: string) =>
    (
      await t.db
        .select({ slug: organizations.slug })
        .from(organizations)
        .where(eq(organizations.displayName, displayName))
    )
      .map((row) => row.slug)
      .sort();
  const page = (slug: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url: `/api/v1/organizer/${slug}`, headers });

  it('gives each registration a unique slug, returned by the organizer list', async () => {
    const first = await createVerifiedOrganizer(t, { display_name: 'Kijiji Beats' });
    await createVerifiedOrganizer(t, { display_name: 'kijiji  beats!' });
    expect(await slugOf('Kijiji Beats')).toEqual(['kijiji-beats']);
    expect(await slugOf('kijiji  beats!')).toEqual(['kijiji-beats-2']);
    const listed = (await t.app.inject({ method: 'GET', url: '/api/v1/client/view' })).json().message as {
      display_name: string;
      slug: string;
    }[];
    expect(listed.find((organizer) => organizer.display_name === 'Kijiji Beats')?.slug).toBe('kijiji-beats');
    expect(first.token).toBeTruthy();
  });

  it('gives two registrations of the same name at the same moment distinct slugs', async () => {
    const forms = [0, 1, 2].map(() => registration({ display_name: 'Rush Hour Live' }));
    const answers = await Promise.all(forms.map((form) => post(t, '/api/v1/client/register', form)));
    expect(answers.map((answer) => answer.statusCode)).toEqual([201, 201, 201]);
    expect(await slugOf('Rush Hour Live')).toEqual([
      'rush-hour-live',
      'rush-hour-live-2',
      'rush-hour-live-3',
    ]);
  });

  it('shows the name and the upcoming published events, soonest first, with their organizer slug', async () => {
    const org = await createOrganization(t.db, 'Pwani Sounds');
    await t.db.insert(users).values({
      kind: 'organizer',
      role: 'owner',
      email: `owner.${org.id}@example.com`,
      organizationId: org.id,
      emailVerifiedAt: new Date(),
    });
    const other = await createOrganization(t.db, 'Someone Else');
    const at = (days: number) => new Date(Date.now() + days * DAY);
    const later = await createEvent(t.db, {
      organizationId: org.id,
      categoryId,
      title: 'Later',
      start: at(9),
    });
    const soon = await createEvent(t.db, { organizationId: org.id, categoryId, title: 'Soon', start: at(2) });
    await createEvent(t.db, { organizationId: org.id, categoryId, title: 'Draft', start: at(3), status: 2 });
    await createEvent(t.db, {
      organizationId: org.id,
      categoryId,
      title: 'Over',
      start: at(-3),
      end: at(-2),
    });
    await createEvent(t.db, { organizationId: other.id, categoryId, title: 'Elsewhere', start: at(4) });

    const response = await page('pwani-sounds');
    expect(response.statusCode).toBe(200);
    const { message } = response.json();
    expect(message).toMatchObject({
      id: org.id,
      slug: 'pwani-sounds',
      display_name: 'Pwani Sounds',
      total: 2,
    });
    expect(message.events.map((event: { id: number }) => event.id)).toEqual([soon.id, later.id]);
    expect(message.events[0]).toMatchObject({
      title: 'Soon',
      slug: 'soon',
      organizer: 'Pwani Sounds',
      organizer_id: org.id,
      organizer_slug: 'pwani-sounds',
    });

    // Cached like the public list: a shared cache may keep it, and the same bytes answer 304.
    expect(response.headers['cache-control']).toMatch(/^public, /);
    const etag = String(response.headers.etag);
    expect((await page('pwani-sounds', { 'if-none-match': etag })).statusCode).toBe(304);

    // The event pages carry the same slug.
    const details = await t.app.inject({ method: 'GET', url: `/api/v1/event/details/${soon.id}` });
    expect(details.json().message.organizer_slug).toBe('pwani-sounds');
  });

  it('answers 404 for an unknown slug, any text, and an organisation not yet verified', async () => {
    for (const slug of ['nobody-here', 'Not%20A%20Slug', '%C3%A9v%C3%A9nements']) {
      const response = await page(slug);
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('Organizer not found');
      expect(response.headers['cache-control']).toBe('private, no-store');
    }
    const form = registration({ display_name: 'Half Registered' });
    expect((await post(t, '/api/v1/client/register', form)).statusCode).toBe(201);
    expect(await slugOf('Half Registered')).toEqual(['half-registered']);
    expect((await page('half-registered')).statusCode).toBe(404);
  });

  it('shows an organisation with no upcoming events with an empty list', async () => {
    const { form } = await createVerifiedOrganizer(t, { display_name: 'Quiet Season' });
    const response = await page('quiet-season');
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({ display_name: form.display_name, events: [], total: 0 });
  });

  it('backfills existing organisations in created order (migration 0022)', async () => {
    // The column as it was before the migration: dropped, with rows made without it.
    // Last in the suite: every organisation above gets its slug again from the backfill.
    await t.db.execute(sql`alter table organizations drop column slug`);
    const base = Date.parse('2020-01-01T00:00:00Z');
    const rows: [string, number][] = [
      ['Mombasa  Nights', 2],
      ['mombasa nights!', 1],
      ['???', 3],
      ['Mombasa Nights', 4],
    ];
    for (const [name, order] of rows) {
      await t.db.execute(
        sql`insert into organizations (name, display_name, email, msisdn, created_at)
            values (${name}, ${name}, 'x@example.com', '+254700000000', ${new Date(base + order * DAY).toISOString()})`,
      );
    }
    const migration = await readFile(
      new URL('../src/db/migrations/0022_organizer_slugs.sql', import.meta.url),
      'utf8',
    );
    for (const statement of migration.split('--> statement-breakpoint')) {
      await t.db.execute(sql.raw(statement));
    }
    const slugs = await t.db.execute(
      sql`select display_name, slug from organizations where created_at < '2021-01-01' order by created_at`,
    );
    expect((slugs as unknown as { rows: unknown[] }).rows).toEqual([
      { display_name: 'mombasa nights!', slug: 'mombasa-nights' },
      { display_name: 'Mombasa  Nights', slug: 'mombasa-nights-2' },
      { display_name: '???', slug: 'organizer' },
      { display_name: 'Mombasa Nights', slug: 'mombasa-nights-3' },
    ]);
    // The index is back: a taken slug is refused.
    const taken = t.db.execute(
      sql`insert into organizations (name, display_name, slug, email, msisdn)
          values ('a', 'a', 'mombasa-nights', 'x@example.com', '+254700000000')`,
    );
    await expect(taken).rejects.toThrow();
    const registered = defined((await slugOf('Pwani Sounds'))[0], 'an earlier slug');
    expect(registered).toBe('pwani-sounds');
  });
});

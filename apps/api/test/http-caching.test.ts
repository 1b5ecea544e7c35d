import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events } from '../src/db/schema/index';
import { createVerifiedOrganizer } from './support/accounts';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const SHARED = 'public, max-age=2, stale-while-revalidate=10';
const PRIVATE = 'private, no-store';

describe.each(databaseKinds)('HTTP caching of public answers on %s', (kind) => {
  let t: TestApp;
  let eventId: number;
  let publicUrls: string[];
  beforeAll(async () => {
    // The app's default micro-cache (2 s), as in production.
    t = await createTestApp(kind, { PUBLIC_CACHE_TTL_MS: '2000' });
    const category = await createCategory(t.db, 'Music');
    const org = await createOrganization(t.db, 'Cached Shows');
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id, title: 'Before' }))
      .id;
    await createTicketType(t.db, { eventId });
    publicUrls = [
      '/api/v1/event/view?limit=6',
      `/api/v1/event/details/${eventId}`,
      `/api/v1/event/${eventId}/tickets`,
      '/api/v1/client/category/view',
      '/api/v1/client/view',
    ];
  });
  afterAll(() => t.close());

  const get = (url: string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'GET', url, headers });

  it('gives every public answer a shared Cache-Control and a strong ETag, stable across reads', async () => {
    for (const url of publicUrls) {
      const first = await get(url);
      expect(first.statusCode, url).toBe(200);
      expect(first.headers['cache-control'], url).toBe(SHARED);
      expect(first.headers.etag, url).toMatch(/^"[A-Za-z0-9_-]{43}"$/);
      expect(first.headers['content-type'], url).toBe('application/json; charset=utf-8');
      expect(Number(first.headers['content-length']), url).toBe(first.rawPayload.length);
      const again = await get(url);
      expect(again.headers.etag, url).toBe(first.headers.etag);
      expect(again.body, url).toBe(first.body);
    }
  });

  it('answers 304 with no body to a matching If-None-Match, including lists and weak tags', async () => {
    for (const url of publicUrls) {
      const { etag } = (await get(url)).headers;
      const tag = String(etag);
      for (const ifNoneMatch of [tag, `"other", ${tag}`, `W/${tag}`, '*']) {
        const cached = await get(url, { 'if-none-match': ifNoneMatch });
        expect(cached.statusCode, `${url} ${ifNoneMatch}`).toBe(304);
        expect(cached.body, url).toBe('');
        expect(cached.headers.etag, url).toBe(tag);
        expect(cached.headers['cache-control'], url).toBe(SHARED);
      }
      const changed = await get(url, { 'if-none-match': '"something-else", W/"older"' });
      expect(changed.statusCode, url).toBe(200);
      expect(changed.json().status, url).toBe(200);
    }
  });

  it('answers HEAD and relative date filters like GET, from memory or not', async () => {
    for (const url of ['/api/v1/event/view?limit=6', '/api/v1/event/view?filter=this_month']) {
      const get1 = await get(url);
      const get2 = await get(url);
      expect(get2.body, url).toBe(get1.body);
      const head = await t.app.inject({ method: 'HEAD', url });
      expect(head.statusCode, url).toBe(200);
      expect(head.body, url).toBe('');
      expect(head.headers.etag, url).toBe(get1.headers.etag);
      expect(head.headers['cache-control'], url).toBe(SHARED);
    }
  });

  it('changes the ETag when the data changes', async () => {
    const tagsBefore = await Promise.all(publicUrls.map(async (url) => (await get(url)).headers.etag));
    await t.db.update(events).set({ title: 'After' }).where(eq(events.id, eventId));
    // Writes through the app clear the micro-cache; this one went straight to the database.
    t.app.deps.publicCache.clear();
    const list = await get(publicUrls[0] ?? '');
    expect(list.headers.etag).not.toBe(tagsBefore[0]);
    expect(list.json().message.data[0].title).toBe('After');
    const details = await get(publicUrls[1] ?? '', { 'if-none-match': String(tagsBefore[1]) });
    expect(details.statusCode).toBe(200);
    expect(details.json().message.title).toBe('After');
    expect(details.headers.etag).not.toBe(tagsBefore[1]);
  });

  it('answers a signed-in caller privately, on public and on signed-in routes alike', async () => {
    const owner = await createVerifiedOrganizer(t);
    for (const url of publicUrls) {
      const signedIn: Record<string, string>[] = [
        { auth: owner.token },
        { authorization: 'Bearer anything' },
      ];
      for (const headers of signedIn) {
        const response = await get(url, headers);
        expect(response.statusCode, url).toBe(200);
        expect(response.headers['cache-control'], url).toBe(PRIVATE);
      }
      // The web app sends an empty Auth header on public calls: still a visitor.
      expect((await get(url, { auth: '' })).headers['cache-control'], url).toBe(SHARED);
    }
    const own = await get('/api/v1/client/event/view', { auth: owner.token });
    expect(own.statusCode).toBe(200);
    expect(own.headers['cache-control']).toBe(PRIVATE);
  });

  it('never lets a shared cache keep an error', async () => {
    for (const url of [
      '/api/v1/event/view?limit=0',
      '/api/v1/event/view?category_id=abc',
      '/api/v1/event/details/999999',
      '/api/v1/event/999999/tickets',
      '/api/v1/event/details/nope',
      '/api/v1/client/event/view',
      '/api/v1/no-such-call',
    ]) {
      const response = await get(url);
      expect(response.statusCode, url).toBeGreaterThanOrEqual(400);
      expect(response.headers['cache-control'], url).toBe(PRIVATE);
      expect(response.headers.etag, url).toBeUndefined();
    }
  });

  it('still refuses a bad list query with a clear 400 after the same path was answered from memory', async () => {
    expect((await get('/api/v1/event/view?limit=6')).statusCode).toBe(200);
    expect((await get('/api/v1/event/view?limit=6')).statusCode).toBe(200);
    const bad = await get('/api/v1/event/view?limit=6&start=2030-02-30');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status_description).toMatch(/start/);
    const unsafe = await get('/api/v1/event/view?limit=6&filter=%00');
    expect(unsafe.statusCode).toBe(400);
  });
});

describe('HTTP caching with the micro-cache off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp('pglite', { PUBLIC_CACHE_TTL_MS: '0' });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
  });
  afterAll(() => t.close());

  it('lets caches store public answers only if they ask again, and still answers 304', async () => {
    const first = await t.app.inject({ method: 'GET', url: '/api/v1/event/view' });
    expect(first.headers['cache-control']).toBe('public, no-cache');
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/v1/event/view',
      headers: { 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

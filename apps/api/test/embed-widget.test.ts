import { createHash } from 'node:crypto';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config';
import { events, ticketTypes } from '../src/db/schema/index';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

// Issue 19 (ADR-027): the widget page other sites frame, the widget script, and the framing rules
// that allow exactly these and keep every other page unframeable.

function directives(policy: unknown): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of String(policy ?? '').split(';')) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

const styleOf = (html: string) => /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
const rowOf = (html: string, name: string) =>
  new RegExp(`<tr>\\s*<th scope="row">${name}[\\s\\S]*?</tr>`).exec(html)?.[0] ?? '';

describe('the embeddable ticket widget', () => {
  let webDist: string;
  const apps: TestApp[] = [];
  let t: TestApp;
  let published: number;
  let draft: number;
  let cancelled: number;
  let ids: Record<'regular' | 'vip' | 'soldOut' | 'early' | 'hidden', number>;
  const start = async (env: Record<string, string> = {}) => {
    const app = await createTestApp('pglite', { WEB_DIST: webDist, ...env });
    apps.push(app);
    return app;
  };
  const get = (url: string, app = t) =>
    app.app.inject({ method: 'GET', url, headers: { accept: 'text/html' } });

  beforeAll(async () => {
    webDist = await mkdtemp(join(tmpdir(), 'tiketi-web-'));
    await mkdir(join(webDist, 'assets'));
    await writeFile(join(webDist, 'index.html'), '<!doctype html><div id="root"></div>');
    await writeFile(join(webDist, 'embed.js'), '(function(){document.title="widget"})();\n');
    t = await start();
    const category = await createCategory(t.db, 'Music');
    const org = await createOrganization(t.db, 'Nairobi Nights');
    const fixture = { organizationId: org.id, categoryId: category.id };
    published = (
      await createEvent(t.db, {
        ...fixture,
        title: 'Jazz <Live> & Loud',
        // 7 PM to 10 PM in Nairobi (UTC+3).
        start: new Date('2030-03-14T16:00:00Z'),
        end: new Date('2030-03-14T19:00:00Z'),
        timeZone: 'Africa/Nairobi',
      })
    ).id;
    draft = (await createEvent(t.db, { ...fixture, status: 2 })).id;
    cancelled = (await createEvent(t.db, fixture)).id;
    await t.db.update(events).set({ status: 3 }).where(eq(events.id, cancelled));
    const type = (
      name: string,
      extra: Omit<Parameters<typeof createTicketType>[1], 'eventId' | 'name'> = {},
    ) => createTicketType(t.db, { eventId: published, name, ...extra }).then((row) => row.id);
    ids = {
      regular: await type('Regular', { priceMinor: 150_000, maxTickets: 100 }),
      vip: await type('VIP', { priceMinor: 500_000, maxTickets: 10, sold: 7 }),
      soldOut: await type('Early bird', { maxTickets: 5, sold: 5 }),
      early: await type('Late release'),
      hidden: await type('Crew only'),
    };
    await t.db
      .update(ticketTypes)
      .set({ saleStart: new Date('2030-03-01T06:00:00Z') })
      .where(eq(ticketTypes.id, ids.early));
    await t.db.update(ticketTypes).set({ hidden: true }).where(eq(ticketTypes.id, ids.hidden));
    await createTicketType(t.db, { eventId: cancelled, name: 'Gone' });
    expect(await t.db.select().from(events)).toHaveLength(3);
  });
  afterAll(async () => {
    for (const app of apps) await app.close();
    await rm(webDist, { recursive: true, force: true });
  });

  it("shows the event's title, time in its own zone, venue and ticket table, as the public page does", async () => {
    const response = await get(`/embed/event/${published}`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    const html = response.body;
    expect(html).toContain('<h1>Jazz &lt;Live&gt; &amp; Loud</h1>');
    expect(html).toContain('Thu 14 Mar, 7:00 PM – 10:00 PM EAT');
    expect(html).toContain('Kenyatta International Convention Centre, Nairobi');
    expect(rowOf(html, 'Regular')).toContain('$1,500.00');
    expect(rowOf(html, 'Regular')).toContain('Sale open');
    expect(rowOf(html, 'VIP')).toContain('Only 3 left');
    expect(rowOf(html, 'Early bird')).toContain('Sold out');
    expect(rowOf(html, 'Late release')).toContain('Sale starts Fri 1 Mar, 9:00 AM EAT');
    // A hidden type is sold only with a code, on the platform: the widget never lists it.
    expect(html).not.toContain('Crew only');
    // 'Book' opens the event's own page on the platform, with the type chosen, in a new tab.
    const book = (name: string) =>
      /<a class="book" href="([^"]+)" target="_blank" rel="noopener">/.exec(rowOf(html, name));
    expect(book('Regular')?.[1]).toMatch(
      new RegExp(`^/details/${published}/[a-z0-9-]+\\?ticket=${ids.regular}$`),
    );
    expect(book('VIP')?.[1]).toContain(`?ticket=${ids.vip}`);
    expect(book('Early bird')).toBeNull();
    expect(book('Late release')).toBeNull();
    // The frame loads the widget script from this origin to report its height; nothing inline runs.
    expect(html).toContain('<script src="/embed.js" defer></script>');
    expect(html).not.toMatch(/<script>|\son\w+=/);
  });

  it('may be framed by any site by default, under a policy tighter than the app', async () => {
    const response = await get(`/embed/event/${published}`);
    expect(response.headers['x-frame-options']).toBeUndefined();
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['*']);
    expect(csp.get('default-src')).toEqual(["'none'"]);
    expect(csp.get('script-src')).toEqual(["'self'"]);
    expect(csp.get('form-action')).toEqual(["'none'"]);
    expect(csp.get('connect-src')).toBeUndefined();
    // The one style element is allowed by its hash alone.
    const hash = createHash('sha256').update(styleOf(response.body)).digest('base64');
    expect(csp.get('style-src')).toEqual([`'sha256-${hash}'`]);
    expect(response.headers['cache-control']).toBe('public, no-cache');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
  });

  it('keeps every other page and answer unframeable', async () => {
    for (const url of [
      '/',
      `/details/${published}`,
      '/organizer/dashboard',
      '/embed/other',
      '/api/v1/event/view',
    ]) {
      const response = await get(url);
      expect(response.headers['x-frame-options'], url).toBe('DENY');
      expect(directives(response.headers['content-security-policy']).get('frame-ancestors'), url).toEqual([
        "'none'",
      ]);
    }
  });

  it('takes a theme and an accent colour, and refuses values that are not one', async () => {
    const dark = await get(`/embed/event/${published}?theme=dark&accent=%23FF6600`);
    expect(dark.statusCode).toBe(200);
    const style = styleOf(dark.body);
    expect(style).toContain('color-scheme:dark');
    expect(style).toContain('--accent:#ff6600');
    // Black reads better than white on this orange.
    expect(style).toContain('--on-accent:#000000');
    expect(styleOf((await get(`/embed/event/${published}`)).body)).toContain(
      '--accent:#4f46e5;--on-accent:#ffffff',
    );

    for (const [query, message] of [
      ['theme=blue', 'The theme must be light or dark.'],
      ['accent=red', 'The accent colour must be written as # and six hex digits'],
      ['accent=%23ff6600%3Bbackground%3Aurl(x)', 'The accent colour must be written'],
    ] as const) {
      const refused = await get(`/embed/event/${published}?${query}`);
      expect(refused.statusCode, query).toBe(400);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.body).toContain(message);
      expect(refused.body).not.toContain('url(x)');
    }
  });

  it('says plainly when an event cannot be shown, and when it was cancelled', async () => {
    for (const id of [String(draft), '999999', 'abc', '0', '99999999999']) {
      const response = await get(`/embed/event/${id}`);
      expect(response.statusCode, id).toBe(404);
      expect(response.body).toContain('This event does not exist, has not been published yet');
      expect(response.headers['x-frame-options']).toBeUndefined();
    }
    const gone = await get(`/embed/event/${cancelled}`);
    expect(gone.statusCode).toBe(200);
    expect(gone.body).toContain('This event was cancelled. Tickets are no longer on sale.');
    expect(gone.body).not.toContain('Gone');
  });

  it('serves /embed.js to other sites: script type, an hour of cache, cross-origin', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/embed.js', headers: { accept: '*/*' } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toMatch(/^(text|application)\/javascript/);
    expect(response.headers['cache-control']).toBe('public, max-age=3600, stale-while-revalidate=86400');
    expect(response.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.body).toContain('document.title="widget"');
  });

  it('lets only the listed sites frame the widget when EMBED_ALLOWED_ORIGINS is set', async () => {
    const listed = await start({
      EMBED_ALLOWED_ORIGINS: 'https://club.example.com, https://www.club.example.com',
      PUBLIC_URL: 'https://tickets.example.com',
    });
    const response = await get('/embed/event/1', listed);
    const csp = directives(response.headers['content-security-policy']);
    expect(csp.get('frame-ancestors')).toEqual(['https://club.example.com', 'https://www.club.example.com']);
    expect(csp.has('upgrade-insecure-requests')).toBe(true);
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: 'https://club.example.com/page' })).toThrow(
      /EMBED_ALLOWED_ORIGINS must be \* or origins/,
    );
    expect(() => loadConfig({ EMBED_ALLOWED_ORIGINS: "'self' ftp://x" })).toThrow(/EMBED_ALLOWED_ORIGINS/);
  });
});

import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOrganizer } from './support/accounts';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';

/** Field names of the contract, so generated bodies reach past "unknown field" into the handlers. */
const FIELDS = [
  'username',
  'password',
  'code',
  'email_address',
  'first_name',
  'last_name',
  'msisdn',
  'message',
  'title',
  'short_description',
  'full_description',
  'start_time',
  'end_time',
  'location',
  'currency',
  'category_id',
  'event_id',
  'eventId',
  'tickets',
  'ticket_type_id',
  'quantity',
  'no_of_persons',
  'status',
  'name',
  'price_per_ticket',
  'max_tickets',
  'organization_name',
  'display_name',
  'organization_email_address',
  'organization_msisdn',
  'payment_intent',
  'booking_id',
  'id',
  'limit',
  'offset',
  'q',
  'search',
  'category',
  'organizer',
  'date',
  'redirect',
  'token',
  'id_token',
];

const nasty = fc.constantFrom(
  '',
  ' ',
  '\u0000',
  'a\u0000b',
  '\ud800',
  'x\udc00y',
  '\ud83d\ude00',
  '%00',
  '%',
  '%zz',
  '-1',
  '0',
  '1e309',
  'NaN',
  'Infinity',
  '9'.repeat(40),
  '1.5',
  'null',
  'true',
  "'; drop table users; --",
  '../../etc/passwd',
  '<script>alert(1)</script>',
  'x'.repeat(5000),
  'TK-AAAAAAAAAA',
  'a@b.c',
  '2026-02-30T25:61:00Z',
  'USD',
  '__proto__',
  'constructor',
);
const text = fc.oneof(nasty, fc.string({ maxLength: 40 }), fc.string({ unit: 'binary', maxLength: 20 }));
const scalar = fc.oneof(text, fc.integer(), fc.double(), fc.boolean(), fc.constant(null));
const value = fc.oneof(
  { depthSize: 'small' },
  scalar,
  fc.array(scalar, { maxLength: 4 }),
  fc.array(fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 5 }), { maxLength: 3 }),
  fc.dictionary(fc.constantFrom(...FIELDS), scalar, { maxKeys: 4 }),
);
const jsonBody = fc.oneof(
  fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text), value, { maxKeys: 8 }),
  value,
);
const boundary = 'fuzzboundary';
/** Bodies no JSON serialiser would write: broken JSON, other types, broken multipart. */
const rawBody = fc.constantFrom(
  { type: 'application/json', body: '{"username": "a' },
  { type: 'application/json', body: '' },
  { type: 'application/json', body: '{"a":"\\u0000"}' },
  { type: 'application/json', body: '{"a":"\\ud800"}' },
  { type: 'application/json', body: `[${'['.repeat(2000)}` },
  { type: 'application/json; charset=latin1', body: '{}' },
  { type: 'text/plain', body: 'hello' },
  { type: 'application/x-www-form-urlencoded', body: 'a=1&b=%00' },
  { type: 'multipart/form-data', body: '--x\r\n' },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\nRoof`,
  },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="title"\r\n\r\na\u0000b\r\n--${boundary}--\r\n`,
  },
  {
    type: `multipart/form-data; boundary=${boundary}`,
    body: `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="x.png"\r\nContent-Type: image/png\r\n\r\nnot a png\r\n--${boundary}--\r\n`,
  },
  { type: 'multipart/form-data; boundary=other', body: `--${boundary}--\r\n` },
);

/** Percent-encodes a path segment; a lone surrogate becomes the bytes of its invalid UTF-8 form. */
function encodeSegment(value: string): string {
  try {
    return encodeURIComponent(value);
  } catch {
    return `${encodeURIComponent(value.replace(/[\ud800-\udfff]/g, ''))}%ED%A0%80`;
  }
}

interface Route {
  method: string;
  path: string;
}

/** Every route the app registered, read from Fastify's own route table. */
function routesOf(t: TestApp): Route[] {
  const routes: Route[] = [];
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const [, path, methods] = /(\/\S*) \(([A-Z, ]+)\)/.exec(line) ?? [];
    if (!path || !methods) continue;
    for (const method of methods.split(', ')) {
      if (method !== 'HEAD' && method !== 'OPTIONS') routes.push({ method, path });
    }
  }
  return routes;
}

describe('no generated bad request gets a 5xx', () => {
  let t: TestApp;
  let routes: Route[];
  let tokens: string[];
  let eventId: number;
  beforeAll(async () => {
    t = await createTestApp('pglite');
    const organizer = await createVerifiedOrganizer(t);
    const category = await createCategory(t.db, 'Music');
    eventId = (
      await createEvent(t.db, {
        organizationId: (await createOrganization(t.db)).id,
        categoryId: category.id,
        title: 'Fuzzed',
        status: 2,
      })
    ).id;
    tokens = [organizer.token, 'not-a-token', ''];
    routes = routesOf(t);
  });
  afterAll(() => t.close());
  /** The organizer's session, except on logout, which would end it for every request after. */
  const tokenFor = (route: Route, index: number) =>
    defined(route.path === '/api/v1/auth/logout' ? tokens[1] : tokens[index], 'a session token');

  it('finds the routes', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes).toContainEqual({ method: 'POST', path: '/api/v1/event/register' });
  });

  it('answers every route, sent each malformed body, without a 5xx', async () => {
    const bodies = fc
      .sample(rawBody, { numRuns: 200 })
      .filter(
        (body, index, all) =>
          all.findIndex((other) => other.body === body.body && other.type === body.type) === index,
      );
    for (const route of routes.filter((r) => r.method !== 'GET' && r.method !== 'DELETE')) {
      const path = route.path.replace(/:[A-Za-z_]+|\*/g, String(eventId));
      for (const body of bodies) {
        const response = await t.app.inject({
          method: route.method as 'POST',
          url: path,
          headers: { 'content-type': body.type, auth: tokenFor(route, 0) },
          payload: body.body,
        });
        expect(response.statusCode, `${route.method} ${path} ${body.type}: ${response.body}`).toBeLessThan(
          500,
        );
      }
    }
  }, 120_000);

  it('answers every route, with generated bodies, queries and parameters, without a 5xx', async () => {
    const param = fc.oneof(nasty, fc.constant(String(eventId)), fc.string({ maxLength: 12 }));
    const request = fc.record({
      route: fc.constantFrom(...routes),
      params: fc.array(param, { minLength: 4, maxLength: 4 }),
      query: fc.dictionary(fc.oneof(fc.constantFrom(...FIELDS), text), text, { maxKeys: 4 }),
      body: fc.oneof(
        jsonBody.map((json) => ({ json })),
        rawBody.map((raw) => ({ raw })),
      ),
      token: fc.constantFrom(...[0, 1, 2]),
    });
    await fc.assert(
      fc.asyncProperty(request, async ({ route, params, query, body, token }) => {
        let i = 0;
        const path = route.path.replace(/:[A-Za-z_]+|\*/g, () =>
          encodeSegment(defined(params[i++ % 4], 'a path parameter')),
        );
        const search = new URLSearchParams(query).toString();
        const withBody = route.method !== 'GET' && route.method !== 'DELETE';
        const headers: Record<string, string> = {};
        if (tokenFor(route, token)) headers.auth = tokenFor(route, token);
        let payload: string | undefined;
        if (withBody && 'json' in body) {
          headers['content-type'] = 'application/json';
          payload = JSON.stringify(body.json) ?? 'null';
        } else if (withBody && 'raw' in body) {
          headers['content-type'] = body.raw.type;
          payload = body.raw.body;
        }
        const response = await t.app.inject({
          method: route.method as 'GET',
          url: search ? `${path}?${search}` : path,
          headers,
          payload,
        });
        expect(
          response.statusCode,
          `${route.method} ${path}?${search} ${payload ?? ''}: ${response.body}`,
        ).toBeLessThan(500);
      }),
      { numRuns: 1000 },
    );
  }, 240_000);
});

import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import {
  ApiError,
  buildUrl,
  createApiClient,
  NETWORK_ERROR_MESSAGE,
  UNEXPECTED_RESPONSE_MESSAGE,
} from './api-client';
import { createSessionStore } from './session';

interface Call {
  url: string;
  init: RequestInit;
}

function setup(respond: (call: Call) => Response | Promise<Response>, token = '') {
  const store = createSessionStore(null, 'k');
  if (token) store.update({ tokenKey: token, authenticated: true });
  const calls: Call[] = [];
  const navigations: string[] = [];
  const request = createApiClient({
    base: '/api/',
    store,
    fetch: async (input, init) => {
      const call = { url: String(input), init: init ?? {} };
      calls.push(call);
      return respond(call);
    },
    navigate: (to) => navigations.push(to),
  });
  return { request, store, calls, navigations };
}

const json = (status: number, body: unknown, headers: Record<string, string> = {}) =>
  new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json', ...headers } });

const header = (call: Call | undefined, name: string) => new Headers(call?.init.headers).get(name);

describe('buildUrl', () => {
  it('joins base and path and drops empty query values', () => {
    expect(
      buildUrl('/api/', 'v1/event/view', { page: 1, limit: 6, start: '', end: undefined, x: null }),
    ).toBe('/api/v1/event/view?page=1&limit=6');
    expect(buildUrl('/api', '/v1/contact')).toBe('/api/v1/contact');
  });
});

describe('apiRequest', () => {
  it("keeps a busy server's Retry-After seconds on the error, and none when it is absent or a date", async () => {
    const busy = { status: 503, message: null, status_description: 'Busy', code: 'UNAVAILABLE' };
    for (const [retryAfter, expected] of [
      ['3', 3],
      [null, null],
      ['Wed, 21 Oct 2026 07:28:00 GMT', null],
    ] as const) {
      const { request } = setup(() => json(503, busy, retryAfter ? { 'Retry-After': retryAfter } : {}));
      const error = await request({ path: 'v1/event/book', schema: z.unknown(), side: 'public' }).catch(
        (e) => e,
      );
      expect(error).toBeInstanceOf(ApiError);
      expect(error).toMatchObject({
        status: 503,
        code: 'UNAVAILABLE',
        message: 'Busy',
        retryAfter: expected,
      });
    }
  });

  it('unwraps the envelope and parses the message with the schema', async () => {
    const { request, calls } = setup(() =>
      json(200, { status: 200, message: [{ id: 1, name: 'Music' }], status_description: 'OK' }),
    );
    const result = await request({
      path: 'v1/client/category/view',
      schema: z.array(z.object({ id: z.number(), name: z.string() })),
      side: 'public',
    });
    expect(result.message).toEqual([{ id: 1, name: 'Music' }]);
    expect(result.statusDescription).toBe('OK');
    expect(calls[0]?.url).toBe('/api/v1/client/category/view');
    // A public answer cached for a CDN is revalidated by the browser every time (a 304 when unchanged).
    expect(calls[0]?.init.cache).toBe('no-cache');
  });

  it('sends an empty Auth header on public calls and the token on others', async () => {
    const { request, calls } = setup(
      () => json(200, { status: 200, message: null, status_description: '' }),
      'tok',
    );
    await request({ path: 'v1/event/view', schema: z.null(), side: 'public' });
    await request({ path: 'v1/tickets/view', schema: z.null(), side: 'attendee' });
    expect(header(calls[0], 'Auth')).toBe('');
    expect(header(calls[1], 'Auth')).toBe('tok');
  });

  it('sends JSON bodies and returns the auth response header', async () => {
    const { request, calls } = setup(() =>
      json(201, { status: 201, message: null, status_description: 'Thanks' }, { auth: 'new-token' }),
    );
    const result = await request({
      path: 'v1/contact',
      method: 'POST',
      body: { a: 1 },
      schema: z.unknown(),
      side: 'public',
    });
    expect(calls[0]?.init.method).toBe('POST');
    expect(calls[0]?.init.body).toBe('{"a":1}');
    expect(header(calls[0], 'Content-Type')).toBe('application/json');
    expect(result.authToken).toBe('new-token');
    expect(result.status).toBe(201);
  });

  it("throws the server's status_description and code on failure", async () => {
    const { request } = setup(() =>
      json(400, {
        status: 400,
        message: null,
        status_description: 'Enter a valid email address',
        code: 'BAD_REQUEST',
      }),
    );
    const error = await request({
      path: 'v1/newsletter/subscribe',
      schema: z.unknown(),
      side: 'public',
    }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).message).toBe('Enter a valid email address');
    expect((error as ApiError).status).toBe(400);
    expect((error as ApiError).code).toBe('BAD_REQUEST');
  });

  it('reports network failures and unreadable bodies in plain words', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const offline = setup(() => {
      throw new TypeError('Failed to fetch');
    });
    await expect(offline.request({ path: 'x', schema: z.unknown(), side: 'public' })).rejects.toThrow(
      NETWORK_ERROR_MESSAGE,
    );
    const html = setup(() => new Response('<html>', { status: 200 }));
    await expect(html.request({ path: 'x', schema: z.unknown(), side: 'public' })).rejects.toThrow(
      UNEXPECTED_RESPONSE_MESSAGE,
    );
    const wrongShape = setup(() =>
      json(200, { status: 200, message: { id: 'one' }, status_description: '' }),
    );
    await expect(
      wrongShape.request({ path: 'x', schema: z.object({ id: z.number() }), side: 'public' }),
    ).rejects.toThrow(UNEXPECTED_RESPONSE_MESSAGE);
    expect(logged).toHaveBeenCalledWith('Unexpected response shape', 'x', expect.anything());
    logged.mockRestore();
  });

  it('forces a logout to /login on 401 for attendee calls', async () => {
    const { request, store, navigations } = setup(
      () =>
        json(401, {
          status: 401,
          message: null,
          status_description: 'Session expired',
          code: 'UNAUTHORIZED',
        }),
      'tok',
    );
    await expect(request({ path: 'v1/tickets/view', schema: z.unknown(), side: 'attendee' })).rejects.toThrow(
      'Session expired',
    );
    expect(store.get().tokenKey).toBe('');
    expect(navigations).toEqual(['/login']);
  });

  it('forces a logout to /organizer/login on 406 for organizer calls', async () => {
    const { request, navigations } = setup(() => json(406, { status_description: 'No' }), 'tok');
    await expect(
      request({ path: 'v1/client/self', schema: z.unknown(), side: 'organizer' }),
    ).rejects.toThrow();
    expect(navigations).toEqual(['/organizer/login']);
  });

  it('forces a logout on 500 only for the calls flagged by spec 8', async () => {
    const flagged = setup(() => json(500, { status_description: 'Boom' }), 'tok');
    await expect(
      flagged.request({ path: 'v1/event/details/1', schema: z.unknown(), side: 'public', logoutOn500: true }),
    ).rejects.toThrow('Boom');
    expect(flagged.navigations).toEqual(['/login']);

    const other = setup(() => json(500, { status_description: 'Boom' }), 'tok');
    await expect(
      other.request({ path: 'v1/event/view', schema: z.unknown(), side: 'public' }),
    ).rejects.toThrow();
    expect(other.navigations).toEqual([]);
    expect(other.store.get().tokenKey).toBe('tok');
  });

  it('never logs out on a failed sign-in or verification (spec 8)', async () => {
    const { request, store, navigations } = setup(
      () =>
        json(401, {
          status: 401,
          message: null,
          status_description: 'Incorrect username or password.',
          code: 'UNAUTHORIZED',
        }),
      'tok',
    );
    await expect(
      request({
        path: 'v1/auth/login',
        method: 'POST',
        body: { username: 'a@b.co', password: 'wrong' },
        schema: z.unknown(),
        side: 'public',
        skipForcedLogout: true,
      }),
    ).rejects.toThrow('Incorrect username or password.');
    expect(store.get().tokenKey).toBe('tok');
    expect(navigations).toEqual([]);
  });

  it('does not redirect a visitor who holds no session', async () => {
    const { request, navigations } = setup(() => json(500, { status_description: 'Boom' }));
    await expect(
      request({ path: 'v1/client/view', schema: z.unknown(), side: 'public', logoutOn500: true }),
    ).rejects.toThrow();
    expect(navigations).toEqual([]);
  });
});

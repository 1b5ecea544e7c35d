import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createVerifiedOrganizer } from './support/accounts';
import { bearer, createKey, ownEvents } from './support/api-keys';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 19: calls made with keys are rate-limited per key, and guessing keys per address (ADR-025).
describe.each(databaseKinds)('API key limits and documentation on %s', (kind) => {
  let t: TestApp;
  let owner: { token: string };
  beforeAll(async () => {
    t = await createTestApp(kind, { API_KEY_REQUESTS_PER_MINUTE: '3' });
    owner = await createVerifiedOrganizer(t);
  });
  afterAll(() => t.close());

  const fromAddress = (headers: Record<string, string>, remoteAddress: string) =>
    t.app.inject({ method: 'GET', url: '/api/v1/client/event/view', headers, remoteAddress });

  it('answers 429 with Retry-After past the per-key limit, and only for that key', async () => {
    const { key } = await createKey(t, owner.token, 'read');
    const other = await createKey(t, owner.token, 'read');
    for (let call = 0; call < 3; call += 1) expect((await ownEvents(t, bearer(key))).statusCode).toBe(200);
    const refused = await ownEvents(t, bearer(key));
    expect(refused.statusCode).toBe(429);
    expect(refused.json().status_description).toBe(
      'This API key made too many calls. Please wait and try again.',
    );
    const retryAfter = Number(refused.headers['retry-after']);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(60);
    expect((await ownEvents(t, bearer(other.key))).statusCode).toBe(200);
    // The owner's session is not limited by the key's count.
    expect((await ownEvents(t, { auth: owner.token })).statusCode).toBe(200);
  });

  it('refuses an address that sent many unknown keys, even with a good key, but not others', async () => {
    const { key } = await createKey(t, owner.token, 'read');
    const guesser = '198.51.100.7';
    for (let guess = 0; guess < 20; guess += 1) {
      const response = await fromAddress(bearer(`tk_guess${guess}`), guesser);
      expect(response.statusCode).toBe(401);
    }
    const blocked = await fromAddress(bearer('tk_one-more-guess'), guesser);
    expect(blocked.statusCode).toBe(429);
    expect(blocked.json().status_description).toBe(
      'Too many unknown API keys from your address. Please wait and try again.',
    );
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(60);
    expect((await fromAddress(bearer(key), guesser)).statusCode).toBe(429);
    expect((await fromAddress(bearer(key), '198.51.100.8')).statusCode).toBe(200);
  });

  it('documents the key routes and the bearer scheme in the OpenAPI document', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json();
    expect(doc.components.securitySchemes.apiKey).toMatchObject({ type: 'http', scheme: 'bearer' });
    expect(doc.components.securitySchemes.session).toMatchObject({
      type: 'apiKey',
      in: 'header',
      name: 'auth',
    });
    const keys = doc.paths['/api/v1/client/api-keys'];
    expect(Object.keys(keys).sort()).toEqual(['get', 'post']);
    expect(doc.paths['/api/v1/client/api-keys/{id}'].delete).toBeDefined();
    // The key routes take the owner's session only; the event routes take a key too.
    expect(keys.post.security).toEqual([{ session: [] }]);
    expect(doc.paths['/api/v1/client/event/view'].get.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/event/register'].post.security).toEqual([{ session: [] }, { apiKey: [] }]);
    expect(doc.paths['/api/v1/client/self'].get.security).toEqual([{ session: [] }]);
  });
});

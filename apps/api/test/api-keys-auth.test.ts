import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiKeys, events, ticketTypes } from '../src/db/schema/index';
import { post } from './support/accounts';
import { bearer, createKey, joinedTeammate, ownEvents, revokeKey } from './support/api-keys';
import { defined } from './support/defined';
import { multipart } from './support/multipart';
import { useOrganizerEvents } from './support/organizer-events';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 19: `Authorization: Bearer <key>` on the organizer calls, within the key's scope (ADR-025).
describe.each(databaseKinds)('calls made with an API key on %s', (kind) => {
  const { current, fields, image, newEventId, addTickets, setStatus, regular } = useOrganizerEvents(kind);
  let t: TestApp;
  let owner: { token: string };
  let rival: { token: string };
  beforeAll(() => {
    ({ t, owner, rival } = current());
  });

  const createEventWith = (headers: Record<string, string>) => {
    const body = multipart(fields({ title: 'Made by the box office' }), [image()]);
    return t.app.inject({
      method: 'POST',
      url: '/api/v1/event/register',
      payload: body.payload,
      headers: { ...body.headers, ...headers },
    });
  };
  const titles = (response: { json(): { message: { data: { data: { title: string }[] } } } }) =>
    response.json().message.data.data.map((event) => event.title);

  it("reads the organisation's events with a read key, as its session does", async () => {
    const id = await newEventId(owner.token, fields({ title: 'Read me' }));
    const { key } = await createKey(t, owner.token, 'read');
    const withKey = await ownEvents(t, bearer(key));
    expect(withKey.statusCode).toBe(200);
    expect(titles(withKey)).toContain('Read me');
    expect(titles(withKey)).toEqual(titles(await ownEvents(t, { auth: owner.token })));

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client/event/${id}`,
      headers: bearer(key),
    });
    expect(one.statusCode).toBe(200);
    const orders = await t.app.inject({
      method: 'GET',
      url: `/api/v1/event/${id}/orders`,
      headers: bearer(key),
    });
    expect(orders.statusCode).toBe(200);
  });

  it('refuses every change to a read key with 403, and nothing changes', async () => {
    const id = await newEventId(owner.token);
    const { key } = await createKey(t, owner.token, 'read');
    const before = (await t.db.select().from(events)).length;
    const created = await createEventWith(bearer(key));
    expect(created.statusCode).toBe(403);
    expect(created.json().status_description).toBe(
      'This API key can only read. Use a key with read and write access to make changes.',
    );
    const tickets = await post(
      t,
      `/api/v1/event/${id}/ticket/register`,
      { eventId: id, tickets: [regular] },
      bearer(key),
    );
    expect(tickets.statusCode).toBe(403);
    expect((await t.db.select().from(events)).length).toBe(before);
    expect(await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id))).toEqual([]);
  });

  it('creates an event and its ticket types with a write key, for its organisation', async () => {
    const { key } = await createKey(t, owner.token, 'write');
    const created = await createEventWith(bearer(key));
    expect(created.statusCode, created.body).toBe(201);
    const id = created.json().message.data as number;
    const tickets = await post(
      t,
      `/api/v1/event/${id}/ticket/register`,
      { eventId: id, tickets: [regular] },
      bearer(key),
    );
    expect(tickets.statusCode, tickets.body).toBe(201);
    expect(titles(await ownEvents(t, { auth: owner.token }))).toContain('Made by the box office');
    expect(titles(await ownEvents(t, { auth: rival.token }))).not.toContain('Made by the box office');
    const types = await t.db.select().from(ticketTypes).where(eq(ticketTypes.eventId, id));
    expect(types.map((type) => type.name)).toEqual(['Regular']);
  });

  it("answers 404 for another organisation's event, as a session does", async () => {
    const theirs = await newEventId(rival.token);
    const { key } = await createKey(t, owner.token, 'write');
    const read = await t.app.inject({
      method: 'GET',
      url: `/api/v1/client/event/${theirs}`,
      headers: bearer(key),
    });
    expect(read.statusCode).toBe(404);
    const write = await post(t, `/api/v1/event/${theirs}/status`, { status: 1 }, bearer(key));
    expect(write.statusCode).toBe(404);
  });

  it('answers 401 from the very next call after a revocation, and for unknown or malformed keys', async () => {
    const { id, key } = await createKey(t, owner.token, 'write');
    expect((await ownEvents(t, bearer(key))).statusCode).toBe(200);
    expect((await revokeKey(t, { auth: owner.token }, id)).statusCode).toBe(200);
    const after = await ownEvents(t, bearer(key));
    expect(after.statusCode).toBe(401);
    expect(after.json().status_description).toBe('This API key is not valid or has been revoked.');
    const guesses = [`${key.slice(0, -1)}x`, 'tk_short', 'not-a-key', ''];
    for (const guess of guesses) {
      const response = await ownEvents(t, { authorization: `Bearer ${guess}` });
      expect(response.statusCode, guess).toBe(401);
    }
    expect((await ownEvents(t, { authorization: 'Basic dXNlcjpwYXNz' })).statusCode).toBe(401);
  });

  it('keeps keys off the account, team, session, key and webhook routes with 403', async () => {
    const { key } = await createKey(t, owner.token, 'write');
    const calls = [
      t.app.inject({ method: 'GET', url: '/api/v1/client/self', headers: bearer(key) }),
      t.app.inject({ method: 'GET', url: '/api/v1/admin/view', headers: bearer(key) }),
      t.app.inject({ method: 'GET', url: '/api/v1/auth/2fa', headers: bearer(key) }),
      t.app.inject({ method: 'GET', url: '/api/v1/client/team/settings', headers: bearer(key) }),
      post(t, '/api/v1/auth/2fa/setup', {}, bearer(key)),
      post(
        t,
        '/api/v1/register',
        { first_name: 'A', last_name: 'B', email_address: 'a@b.example', msisdn: '+254700000009' },
        bearer(key),
      ),
      t.app.inject({
        method: 'PUT',
        url: '/api/v1/client/team/settings',
        payload: { members_can_refund: true },
        headers: bearer(key),
      }),
      // Webhooks are the owner's session's too: a key neither reads nor registers them.
      t.app.inject({ method: 'GET', url: '/api/v1/client/webhooks', headers: bearer(key) }),
      post(
        t,
        '/api/v1/client/webhooks',
        { url: 'https://hooks.example/in', events: ['order.paid'] },
        bearer(key),
      ),
    ];
    for (const response of await Promise.all(calls)) {
      expect(response.statusCode, response.body).toBe(403);
      expect(response.json().status_description).toBe(
        'API keys cannot be used for this call. Sign in to your host account instead.',
      );
    }
    // Signing out needs a session: a key is not one.
    expect((await post(t, '/api/v1/auth/logout', {}, bearer(key))).statusCode).toBe(401);
  });

  it('takes a session or a key, never both in one call', async () => {
    const { key } = await createKey(t, owner.token, 'read');
    const both = await ownEvents(t, { ...bearer(key), auth: owner.token });
    expect(both.statusCode).toBe(401);
    expect(both.json().status_description).toBe('Send a session or an API key, not both.');
  });

  it('records the last use, at most once a minute', async () => {
    const { id, key } = await createKey(t, owner.token, 'read');
    const lastUsed = async () => (await t.db.select().from(apiKeys).where(eq(apiKeys.id, id)))[0]?.lastUsedAt;
    expect(await lastUsed()).toBeNull();
    await ownEvents(t, bearer(key));
    const first = defined(await lastUsed(), 'last_used_at after a call');
    await ownEvents(t, bearer(key));
    expect((await lastUsed())?.getTime()).toBe(first.getTime());
    // A minute later (the stored time moved back), the next call records it again.
    await t.db
      .update(apiKeys)
      .set({ lastUsedAt: new Date(Date.now() - 120_000) })
      .where(eq(apiKeys.id, id));
    await ownEvents(t, bearer(key));
    expect(defined(await lastUsed(), 'last_used_at').getTime()).toBeGreaterThan(Date.now() - 60_000);
  });

  it('acts with the rights of the owner who made it: it may cancel where a teammate may not', async () => {
    const mate = await joinedTeammate(t, owner.token);
    const { key } = await createKey(t, owner.token, 'write');
    const id = await newEventId(owner.token);
    expect((await addTickets(owner.token, id, [regular])).statusCode).toBe(201);
    expect((await setStatus(owner.token, id, 1)).statusCode).toBe(200);
    const cancel = (headers: Record<string, string>) =>
      post(t, `/api/v1/event/${id}/cancel`, { message: 'The venue closed.' }, headers);
    expect((await cancel({ auth: mate })).statusCode).toBe(403);
    const cancelled = await cancel(bearer(key));
    expect(cancelled.statusCode, cancelled.body).toBe(202);
  });
});

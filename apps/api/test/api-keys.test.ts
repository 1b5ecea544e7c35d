import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiKeys } from '../src/db/schema/index';
import { createVerifiedOrganizer, post } from './support/accounts';
import { bearer, createKey, joinedTeammate, listKeys, revokeKey } from './support/api-keys';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 19: the owner creates, lists and revokes the organisation's API keys (ADR-025).
describe.each(databaseKinds)('the owner manages API keys on %s', (kind) => {
  let t: TestApp;
  let owner: { token: string };
  let rival: { token: string };
  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createVerifiedOrganizer(t);
    rival = await createVerifiedOrganizer(t);
  });
  afterAll(() => t.close());

  it('shows a new key once, stores only its hash, and never lists the key', async () => {
    const response = await post(
      t,
      '/api/v1/client/api-keys',
      { name: '  Box office sync  ', scope: 'read' },
      { auth: owner.token },
    );
    expect(response.statusCode).toBe(201);
    const body = response.json();
    expect(body.status_description).toBe('API key created. Copy it now: it will not be shown again.');
    const { id, key } = body.message.data as { id: number; key: string };
    expect(Object.keys(body.message.data).sort()).toEqual(['id', 'key']);
    expect(key).toMatch(/^tk_[A-Za-z0-9_-]{43}$/);

    const [stored] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    const row = defined(stored, 'the stored key');
    expect(row.keyHash).not.toContain(key);
    expect(row.keyHash).toMatch(/^[0-9a-f]{64}$/);
    expect(JSON.stringify(row)).not.toContain(key.slice(12));
    expect(row.prefix).toBe(key.slice(0, 11));

    const listed = await listKeys(t, { auth: owner.token });
    expect(listed.statusCode).toBe(200);
    expect(listed.body).not.toContain(key.slice(11));
    expect(listed.body).not.toContain(row.keyHash);
    const mine = defined(
      (listed.json().message.data as { id: number }[]).find((entry) => entry.id === id),
      'the new key in the list',
    );
    expect(mine).toEqual({
      id,
      name: 'Box office sync',
      scope: 'read',
      prefix: key.slice(0, 11),
      created_at: expect.any(String),
      created_by: 'Achieng Odhiambo',
      last_used_at: null,
      revoked_at: null,
    });
  });

  it('refuses a missing or long name and an unknown scope with 400, writing nothing', async () => {
    const before = (await t.db.select().from(apiKeys)).length;
    const cases: [object, string][] = [
      [{ scope: 'read' }, 'Give the key a name, such as the tool that will use it'],
      [{ name: '   ', scope: 'read' }, 'Give the key a name, such as the tool that will use it'],
      [{ name: 'x'.repeat(61), scope: 'write' }, 'The name can be at most 60 characters'],
      [{ name: 'Zapier', scope: 'admin' }, 'The scope must be "read" or "write"'],
      [{ name: 'Zapier' }, 'The scope must be "read" or "write"'],
    ];
    for (const [body, message] of cases) {
      const response = await post(t, '/api/v1/client/api-keys', body, { auth: owner.token });
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status_description).toBe(message);
    }
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
  });

  it('revokes a key by keeping its row with the time, and says so twice without changing it', async () => {
    const { id } = await createKey(t, owner.token, 'write', 'Old website');
    const revoked = await revokeKey(t, { auth: owner.token }, id);
    expect(revoked.statusCode).toBe(200);
    expect(revoked.json().status_description).toBe(
      'The API key “Old website” is revoked. Calls made with it now answer 401.',
    );
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    const revokedAt = defined(row?.revokedAt, 'revoked_at');

    const again = await revokeKey(t, { auth: owner.token }, id);
    expect(again.statusCode).toBe(200);
    expect(again.json().status_description).toBe('The API key “Old website” was already revoked.');
    const [after] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(after?.revokedAt?.getTime()).toBe(revokedAt.getTime());

    const listed = (await listKeys(t, { auth: owner.token })).json().message.data as {
      id: number;
      revoked_at: string | null;
    }[];
    expect(listed.find((entry) => entry.id === id)?.revoked_at).toBe(revokedAt.toISOString());
  });

  it("answers 404 for another organisation's key and an unknown one, and leaves it working", async () => {
    const theirs = await createKey(t, rival.token, 'read');
    for (const id of [theirs.id, 999_999]) {
      const response = await revokeKey(t, { auth: owner.token }, id);
      expect(response.statusCode).toBe(404);
      expect(response.json().status_description).toBe('API key not found');
    }
    const ownList = (await listKeys(t, { auth: owner.token })).json().message.data as { id: number }[];
    expect(ownList.map((entry) => entry.id)).not.toContain(theirs.id);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, theirs.id));
    expect(row?.revokedAt).toBeNull();
  });

  it('refuses teammates with 403 on every key call', async () => {
    const mate = await joinedTeammate(t, owner.token);
    const { id } = await createKey(t, owner.token, 'read');
    const refusals = [
      await post(t, '/api/v1/client/api-keys', { name: 'Mine', scope: 'write' }, { auth: mate }),
      await listKeys(t, { auth: mate }),
      await revokeKey(t, { auth: mate }, id),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.json().status_description).toBe('Only the organisation owner can manage API keys.');
    }
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.revokedAt).toBeNull();
  });

  it('never lets a key manage keys, not even a write key revoking itself', async () => {
    const { id, key } = await createKey(t, owner.token, 'write');
    const before = (await t.db.select().from(apiKeys)).length;
    const refusals = [
      await post(t, '/api/v1/client/api-keys', { name: 'Another', scope: 'write' }, bearer(key)),
      await listKeys(t, bearer(key)),
      await revokeKey(t, bearer(key), id),
    ];
    for (const response of refusals) {
      expect(response.statusCode).toBe(403);
      expect(response.body).not.toContain('tk_');
    }
    expect((await t.db.select().from(apiKeys)).length).toBe(before);
    const [row] = await t.db.select().from(apiKeys).where(eq(apiKeys.id, id));
    expect(row?.revokedAt).toBeNull();
  });

  it('needs a session: no header is 401', async () => {
    expect((await listKeys(t, {})).statusCode).toBe(401);
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { rateLimits } from '../src/db/schema/index';
import { deleteEndedRateLimits, enforceRateLimit } from '../src/lib/rate-limit';
import { post } from './support/accounts';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const hoursAgo = (hours: number) => new Date(Date.now() - hours * 3600_000);

describe.each(databaseKinds)('rate limit counters on %s', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterEach(async () => {
    vi.restoreAllMocks();
    await t.db.delete(rateLimits);
  });
  afterAll(() => t.close());

  const keys = async () => (await t.db.select().from(rateLimits)).map((row) => row.key).sort();

  it('deletes windows that ended long ago and keeps any that may still count', async () => {
    await t.db.insert(rateLimits).values([
      { key: 'ended', windowStart: hoursAgo(49), count: 3 },
      { key: 'a-day-window-just-ended', windowStart: hoursAgo(25), count: 3 },
      { key: 'current', windowStart: hoursAgo(0), count: 3 },
    ]);
    await deleteEndedRateLimits(t.db);
    expect(await keys()).toEqual(['a-day-window-just-ended', 'current']);
  });

  it('sweeps now and then while counting, without a job', async () => {
    await t.db.insert(rateLimits).values({ key: 'ended', windowStart: hoursAgo(72), count: 1 });
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await enforceRateLimit(t.db, { key: 'fresh', limit: 5, windowSeconds: 60, message: 'x' });
    expect(await keys()).toEqual(['fresh']);
  });

  it('refuses a rule whose window outlives the sweep', async () => {
    await expect(
      enforceRateLimit(t.db, { key: 'long', limit: 5, windowSeconds: 2 * 24 * 3600, message: 'x' }),
    ).rejects.toThrow(/longer than a day/);
  });

  it('counts sign-ins from one IPv6 /64 together', async () => {
    for (let i = 0; i < 50; i++) {
      await post(
        t,
        '/api/v1/auth/login',
        { username: `v6-${i}@example.com`, password: 'guess' },
        { 'x-test-ip': `2001:db8:1:2::${(i + 1).toString(16)}` },
      );
    }
    const limited = await post(
      t,
      '/api/v1/auth/login',
      { username: 'v6-other@example.com', password: 'guess' },
      { 'x-test-ip': '2001:db8:1:2:ffff::9' },
    );
    expect(limited.statusCode).toBe(429);
    const stored = await t.db.execute(sql`select key from rate_limits where key like 'login:ip:%'`);
    expect((stored as unknown as { rows: { key: string }[] }).rows).toEqual([
      { key: 'login:ip:2001:db8:1:2::/64' },
    ]);
  });
});

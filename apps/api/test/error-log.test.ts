import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serializeError } from '../src/lib/log-serializers';
import { createLoggedTestApp } from './support/accounts';
import type { TestApp } from './support/test-app';

describe('error log lines carry no query values, emails or names', () => {
  let t: TestApp;
  let lines: string[];
  beforeAll(async () => {
    ({ t, lines } = await createLoggedTestApp('pglite'));
  });
  afterAll(() => t.close());

  it('logs a failed insert without its parameters', async () => {
    // The outbox gone, the contact form's insert fails inside drizzle with the values in its message.
    await t.db.execute(sql`drop table outbox cascade`);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/contact',
      payload: {
        first_name: 'Wanjiru',
        last_name: 'Kamau-Secret',
        msisdn: '+254 712 345 678',
        email_address: 'wanjiru.private@example.com',
        message: 'Please call me back about my booking',
      },
    });
    expect(response.statusCode).toBe(500);
    const errors = lines.filter((line) => JSON.parse(line).level >= 50);
    expect(errors.length).toBeGreaterThan(0);
    const text = errors.join('\n');
    expect(text).toContain('Failed query');
    expect(text).toContain('params: [redacted]');
    for (const secret of [
      'wanjiru.private@example.com',
      'Wanjiru',
      'Kamau-Secret',
      '712 345 678',
      'call me back',
    ]) {
      expect(text).not.toContain(secret);
    }
  });

  it("drops PostgreSQL's detail and the input it quotes", async () => {
    await t.db.execute(sql`create table people (email text unique)`);
    await t.db.execute(sql`insert into people values (${'amina@example.com'})`);
    const duplicate = await t.db
      .execute(sql`insert into people values (${'amina@example.com'})`)
      .catch((error: unknown) => error);
    const badUuid = await t.db.execute(sql`select ${'Amina Otieno'}::uuid`).catch((error: unknown) => error);
    const serialized = JSON.stringify([serializeError(duplicate), serializeError(badUuid)]);
    expect(serialized).toContain('23505');
    expect(serialized).toContain('22P02');
    expect(serialized).not.toContain('amina@example.com');
    expect(serialized).not.toContain('Amina Otieno');
  });
});

import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { queryRows } from '../src/db/client';
import { outbox } from '../src/db/schema/index';
import { messageIdOf, sendDueMail } from '../src/jobs/send-due-mail';
import { enqueueMail } from '../src/modules/mail/enqueue-mail';
import type { MailProvider, OutgoingMail } from '../src/providers/mail/mail-provider';
import { createRecordingLog, destroyDatabase } from './mail-test-kit';
import { defined } from './support/defined';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

const FROM = 'Tiketi <no-reply@tiketi.test>';
const message = { to: 'amina@example.com', subject: 'Your tickets', text: 'Hello', html: '<p>Hello</p>' };

describe.each(databaseKinds)('each mail sent once per idempotency key on %s', (kind) => {
  let database: TestDatabase;
  const log = createRecordingLog();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await database.db.delete(outbox);
  });
  afterAll(() => destroyDatabase(database));

  const batch = (provider: MailProvider, leaseMs: number) =>
    sendDueMail({ db: database.db, provider, from: FROM, log, batchSize: 10, maxAttempts: 8, leaseMs });

  it('keeps one outbox row per key, however often it is enqueued', async () => {
    await enqueueMail(database.db, message, { idempotencyKey: 'booking-confirmation:41' });
    await enqueueMail(database.db, message, { idempotencyKey: 'booking-confirmation:41' });
    await enqueueMail(database.db, message, { idempotencyKey: 'booking-confirmation:42' });
    await enqueueMail(database.db, message);
    expect(await database.db.select().from(outbox)).toHaveLength(3);
  });

  it('gives every attempt of a keyed message the same Message-ID, derived from its key', async () => {
    const seen: OutgoingMail[] = [];
    let fails = true;
    const provider: MailProvider = {
      kind: 'dev',
      async send(mail) {
        seen.push(mail);
        if (fails) throw new Error('421 try again later');
      },
    };
    await enqueueMail(database.db, message, { idempotencyKey: 'booking-confirmation:7' });
    expect(await batch(provider, 60_000)).toBe(1);
    fails = false;
    await database.db.update(outbox).set({ nextAttemptAt: sql`now()` });
    expect(await batch(provider, 60_000)).toBe(1);
    expect(seen).toHaveLength(2);
    expect(defined(seen[0], 'seen[0]').messageId).toBe(messageIdOf('booking-confirmation:7', FROM));
    expect(defined(seen[1], 'seen[1]').messageId).toBe(defined(seen[0], 'seen[0]').messageId);
    expect(defined(seen[0], 'seen[0]').messageId).toMatch(/^<[0-9a-f]{32}@tiketi\.test>$/);
    expect(messageIdOf('booking-confirmation:8', FROM)).not.toBe(defined(seen[0], 'seen[0]').messageId);
  });

  it('renews the lease of a message still being sent, so no other instance sends it too', async () => {
    const leaseMs = 400;
    let release: () => void = () => {};
    const gate = new Promise<void>((resolve) => {
      release = resolve;
    });
    let sends = 0;
    const slow: MailProvider = {
      kind: 'dev',
      async send() {
        sends += 1;
        await gate;
      },
    };
    await enqueueMail(database.db, message, { idempotencyKey: 'booking-confirmation:9' });
    const first = batch(slow, leaseMs);
    await vi.waitFor(() => expect(sends).toBe(1));
    const [claimed] = await queryRows<{ lease_end: string }>(
      database.db,
      sql`select next_attempt_at::text as lease_end from outbox`,
    );
    // Wait until the first lease would have run out.
    await vi.waitFor(
      async () => {
        const [row] = await queryRows<{ passed: boolean }>(
          database.db,
          sql`select now() > ${defined(claimed, 'claimed').lease_end}::timestamptz as passed`,
        );
        expect(defined(row, 'row').passed).toBe(true);
      },
      { timeout: 10_000, interval: 50 },
    );
    // Another instance looks now: the row is still leased to the first sender.
    expect(await batch(slow, leaseMs)).toBe(0);
    release();
    await first;
    expect(sends).toBe(1);
    const [row] = await database.db.select().from(outbox);
    expect(defined(row, 'row').status).toBe('sent');
  });
});

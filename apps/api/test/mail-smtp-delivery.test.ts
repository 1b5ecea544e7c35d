import { eq, sql } from 'drizzle-orm';
import type { AddressObject } from 'mailparser';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/client';
import { outbox } from '../src/db/schema/index';
import { type OutboxWorker, startOutboxWorker } from '../src/jobs/outbox-worker';
import { enqueueMail, type MailMessage } from '../src/modules/mail/enqueue-mail';
import { createMailProvider } from '../src/providers/mail/create-mail-provider';
import type { MailProvider } from '../src/providers/mail/mail-provider';
import {
  createRecordingLog,
  destroyDatabase,
  findClosedPort,
  type SmtpPeer,
  startSmtpPeer,
} from './mail-test-kit';
import { defined } from './support/defined';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

const FROM = 'Tiketi <no-reply@tiketi.test>';

function message(overrides: Partial<MailMessage> = {}): MailMessage {
  return {
    to: 'amina@example.com',
    subject: 'Your verification code',
    text: 'Your code is 493021.',
    html: '<p>Your code is <strong>493021</strong>.</p>',
    ...overrides,
  };
}

const addressesOf = (field: AddressObject | AddressObject[] | undefined) =>
  [field ?? []].flat().flatMap((object) => object.value.map((entry) => entry.address));

describe.each(databaseKinds)('mail over a real SMTP server on %s', (kind) => {
  let database: TestDatabase;
  let peer: SmtpPeer;
  let provider: MailProvider;
  const workers: OutboxWorker[] = [];
  const log = createRecordingLog();

  beforeAll(async () => {
    [database, peer] = await Promise.all([createTestDatabase(kind), startSmtpPeer()]);
    provider = createMailProvider({ smtpUrl: peer.url }, log);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await database.db.delete(outbox);
    peer.messages.length = 0;
  });
  afterAll(async () => {
    await provider?.close?.();
    await peer?.stop();
    await destroyDatabase(database);
  });

  // Polling is left to the test: every batch below is started by runOnce.
  function createWorker(options: { provider?: MailProvider; maxAttempts?: number; batchSize?: number } = {}) {
    const worker = startOutboxWorker({
      db: database.db,
      provider,
      from: FROM,
      log,
      pollMs: 3_600_000,
      ...options,
    });
    workers.push(worker);
    return worker;
  }

  const mailRows = () => database.db.select().from(outbox).orderBy(outbox.id);
  const makeDue = () => database.db.update(outbox).set({ nextAttemptAt: sql`now()` });

  it('delivers an enqueued message with its sender, reply-to, both bodies and an attachment', async () => {
    expect(provider.kind).toBe('smtp');
    const pdf = Buffer.from('%PDF-1.7\n% not a real ticket, but real bytes\n\u0000\u00ff');
    await enqueueMail(
      database.db,
      message({
        replyTo: 'support@tiketi.test',
        attachments: [
          { filename: 'ticket.pdf', contentType: 'application/pdf', content: pdf.toString('base64') },
        ],
      }),
    );

    expect(await createWorker().runOnce()).toBe(1);

    expect(peer.messages).toHaveLength(1);
    const received = defined(peer.messages[0], 'received');
    expect(received.from?.value).toEqual([{ address: 'no-reply@tiketi.test', name: 'Tiketi' }]);
    expect(addressesOf(received.to)).toEqual(['amina@example.com']);
    expect(addressesOf(received.replyTo)).toEqual(['support@tiketi.test']);
    expect(received.subject).toBe('Your verification code');
    expect(received.text?.trim()).toBe('Your code is 493021.');
    expect(received.html).toContain('<p>Your code is <strong>493021</strong>.</p>');
    expect(received.messageId).toBeTruthy();
    expect(received.attachments).toHaveLength(1);
    expect(defined(received.attachments[0], 'received.attachments[0]').filename).toBe('ticket.pdf');
    expect(defined(received.attachments[0], 'received.attachments[0]').contentType).toBe('application/pdf');
    expect(defined(received.attachments[0], 'received.attachments[0]').content.equals(pdf)).toBe(true);

    const [row] = await mailRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 0, lastError: null });
    expect(defined(row, 'row').sentAt).toBeInstanceOf(Date);
    expect(await createWorker().runOnce()).toBe(0);
  });

  it('keeps a message through an SMTP outage and delivers it exactly once when the server is back', async () => {
    await peer.stop();
    try {
      await enqueueMail(database.db, message({ subject: 'Sent during an outage' }));
      const worker = createWorker();
      expect(await worker.runOnce()).toBe(1);

      const [failed] = await queryRows<{
        status: string;
        attempts: number;
        last_error: string;
        is_later: boolean;
      }>(
        database.db,
        sql`select status, attempts, last_error, next_attempt_at > now() + interval '10 seconds' as is_later
            from ${outbox}`,
      );
      expect(failed).toMatchObject({ status: 'pending', attempts: 1, is_later: true });
      expect(defined(failed, 'failed').last_error).toMatch(/ECONNREFUSED|ESOCKET|ECONNECTION|closed/i);
      expect(log.warn).toHaveBeenCalled();
      // Not due yet: the next poll leaves it alone.
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await peer.start();
    }

    await makeDue();
    expect(await createWorker().runOnce()).toBe(1);
    expect(await createWorker().runOnce()).toBe(0);

    expect(peer.messages.map((received) => received.subject)).toEqual(['Sent during an outage']);
    const [row] = await mailRows();
    expect(row).toMatchObject({ status: 'sent', attempts: 1 });
  });

  it('gives a message up as dead after maxAttempts failures, and logs it at error', async () => {
    const unreachable = createMailProvider({ smtpUrl: `smtp://127.0.0.1:${await findClosedPort()}` }, log);
    try {
      await enqueueMail(database.db, message({ subject: 'Never arrives' }));
      const worker = createWorker({ provider: unreachable, maxAttempts: 3 });
      log.error.mockClear();
      for (let attempt = 1; attempt <= 3; attempt++) {
        expect(await worker.runOnce()).toBe(1);
        await makeDue();
      }
      const [row] = await mailRows();
      expect(row).toMatchObject({ status: 'dead', attempts: 3 });
      expect(defined(row, 'row').lastError).toBeTruthy();
      expect(log.error).toHaveBeenCalledTimes(1);
      expect(await worker.runOnce()).toBe(0);
    } finally {
      await unreachable.close?.();
    }
  });

  it('lets two workers share 20 messages: each is delivered exactly once', async () => {
    const secondProvider = createMailProvider({ smtpUrl: peer.url }, log);
    try {
      for (let index = 0; index < 20; index++) {
        await enqueueMail(database.db, message({ subject: `Message ${index}` }));
      }
      const first = createWorker({ batchSize: 10 });
      const second = createWorker({ provider: secondProvider, batchSize: 10 });

      // Rows one worker has claimed (locked, or leased) are skipped by the other, so each takes 10.
      const claimed = await Promise.all([first.runOnce(), second.runOnce()]);
      expect(claimed).toEqual([10, 10]);
      expect(await Promise.all([first.runOnce(), second.runOnce()])).toEqual([0, 0]);

      const subjects = peer.messages.map((received) => received.subject).sort();
      const expected = Array.from({ length: 20 }, (_, index) => `Message ${index}`).sort();
      expect(subjects).toEqual(expected);
      expect(new Set(peer.messages.map((received) => received.messageId)).size).toBe(20);
      expect((await mailRows()).every((row) => row.status === 'sent')).toBe(true);
    } finally {
      await secondProvider.close?.();
    }
  });

  it('leaves rows of other topics for their own workers', async () => {
    await database.db.insert(outbox).values({ topic: 'webhook', payload: { url: 'https://example.com' } });
    expect(await createWorker().runOnce()).toBe(0);
    const [row] = await mailRows();
    expect(row).toMatchObject({ topic: 'webhook', status: 'pending', attempts: 0 });
  });

  it('marks a mail row it cannot read as dead at once instead of retrying it', async () => {
    await database.db.insert(outbox).values({ topic: 'mail', payload: { to: 'x@example.com' } });
    expect(await createWorker().runOnce()).toBe(1);
    const [row] = await mailRows();
    expect(row).toMatchObject({ status: 'dead', attempts: 1 });
    expect(defined(row, 'row').lastError).toMatch(/invalid mail payload/);
    expect(peer.messages).toHaveLength(0);
  });

  it('writes the outbox row in the caller transaction: none when it rolls back', async () => {
    const failing = database.db.transaction(async (tx) => {
      await enqueueMail(tx, message({ subject: 'Rolled back' }));
      throw new Error('the booking failed');
    });
    await expect(failing).rejects.toThrow('the booking failed');
    expect(await mailRows()).toHaveLength(0);

    await database.db.transaction((tx) => enqueueMail(tx, message({ subject: 'Committed' })));
    const rows = await database.db.select().from(outbox).where(eq(outbox.topic, 'mail'));
    expect(rows.map((row) => (row.payload as MailMessage).subject)).toEqual(['Committed']);
  });

  it('refuses to enqueue an attachment that is not base64, failing the caller', async () => {
    const bad = message({
      attachments: [{ filename: 'a.ics', contentType: 'text/calendar', content: '***' }],
    });
    await expect(enqueueMail(database.db, bad)).rejects.toThrow();
    expect(await mailRows()).toHaveLength(0);
  });
});

import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Db } from '../src/db/client';
import { outbox } from '../src/db/schema/index';
import { claimDueRows } from '../src/jobs/outbox-queries';
import { type OutboxWorker, startOutboxWorker } from '../src/jobs/outbox-worker';
import { enqueueMail, MAIL_TOPIC } from '../src/modules/mail/enqueue-mail';
import type { MailProvider, OutgoingMail } from '../src/providers/mail/mail-provider';
import { createRecordingLog, destroyDatabase } from './mail-test-kit';
import { createTestDatabase, databaseKinds, type TestDatabase } from './support/test-database';

const FROM = 'Tiketi <no-reply@tiketi.test>';

/** A provider that records what it is given; `gate` holds each send until the test opens it. */
function createRecordingProvider() {
  const sent: OutgoingMail[] = [];
  let gate: Promise<void> = Promise.resolve();
  const provider: MailProvider = {
    kind: 'dev',
    async send(message) {
      await gate;
      sent.push(message);
    },
  };
  return { provider, sent, hold: (until: Promise<void>) => (gate = until) };
}

const message = (subject: string) => ({
  to: 'amina@example.com',
  subject,
  text: subject,
  html: `<p>${subject}</p>`,
});

describe.each(databaseKinds)('the outbox worker loop on %s', (kind) => {
  let database: TestDatabase;
  const workers: OutboxWorker[] = [];
  const log = createRecordingLog();

  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
    await database.db.delete(outbox);
  });
  afterAll(() => destroyDatabase(database));

  function startWorker(provider: MailProvider, pollMs: number) {
    const worker = startOutboxWorker({ db: database.db, provider, from: FROM, log, pollMs });
    workers.push(worker);
    return worker;
  }

  it('polls on its own and hands the provider the message with the configured sender', async () => {
    const recording = createRecordingProvider();
    startWorker(recording.provider, 20);
    await enqueueMail(database.db, message('Polled'));

    await vi.waitFor(() => expect(recording.sent).toHaveLength(1));
    expect(recording.sent[0]).toMatchObject({ from: FROM, to: 'amina@example.com', subject: 'Polled' });
    await vi.waitFor(async () => {
      const [row] = await database.db.select().from(outbox);
      expect(row?.status).toBe('sent');
    });
  });

  it('stop() waits for the batch in flight, whose outcome is then recorded', async () => {
    const recording = createRecordingProvider();
    let release = () => {};
    recording.hold(new Promise<void>((resolve) => (release = resolve)));
    const sendStarted = vi.spyOn(recording.provider, 'send');
    const worker = startWorker(recording.provider, 20);
    await enqueueMail(database.db, message('In flight'));
    await vi.waitFor(() => expect(sendStarted).toHaveBeenCalled());

    let isStopped = false;
    const stopping = worker.stop().then(() => {
      isStopped = true;
    });
    await new Promise((resolve) => setImmediate(resolve));
    expect(isStopped).toBe(false);

    release();
    await stopping;
    const [row] = await database.db.select().from(outbox);
    expect(row?.status).toBe('sent');
  });
});

describe('the outbox worker when its database fails', () => {
  it('logs the failure and keeps the process running', async () => {
    const unreachable = {
      execute: () => Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:5432')),
    } as unknown as Db;
    const log = createRecordingLog();
    const worker = startOutboxWorker({
      db: unreachable,
      provider: createRecordingProvider().provider,
      from: FROM,
      log,
      pollMs: 10,
    });
    try {
      // Two failed polls in a row show the loop outlives its errors.
      await vi.waitFor(() => expect(log.error.mock.calls.length).toBeGreaterThanOrEqual(2));
      await expect(worker.runOnce()).rejects.toThrow('ECONNREFUSED');
    } finally {
      await worker.stop();
    }
  });
});

class Rollback extends Error {}

// PGlite has one connection, so there is no second instance to race with there.
describe.each(databaseKinds.filter((kind) => kind === 'postgres'))('claiming rows on %s', (kind) => {
  let database: TestDatabase;
  beforeAll(async () => {
    database = await createTestDatabase(kind);
  });
  afterAll(() => destroyDatabase(database));

  it('never waits on rows another instance is still claiming, and takes them once released', async () => {
    for (const subject of ['A', 'B', 'C', 'D']) await enqueueMail(database.db, message(subject));
    const recording = createRecordingProvider();
    const worker = startOutboxWorker({
      db: database.db,
      provider: recording.provider,
      from: FROM,
      log: createRecordingLog(),
      pollMs: 3_600_000,
    });
    try {
      let meanwhile: number | string = 'not run';
      const claiming = database.db.transaction(async (tx) => {
        // Another instance is in the middle of its claim: rows A and B are locked, not yet leased.
        const held = await claimDueRows(tx, { topic: MAIL_TOPIC, limit: 2, leaseMs: 60_000 });
        expect(held).toHaveLength(2);
        // Without SKIP LOCKED the worker would wait for this transaction, which waits for the
        // worker. The bound turns that deadlock into a failure; a passing run never reaches it.
        let timer: NodeJS.Timeout | undefined;
        const blocked = new Promise<string>((resolve) => {
          timer = setTimeout(() => resolve('still waiting on locked rows after 5 s'), 5000);
        });
        meanwhile = await Promise.race([worker.runOnce(), blocked]);
        clearTimeout(timer);
        throw new Rollback();
      });
      await expect(claiming).rejects.toBeInstanceOf(Rollback);
      expect(meanwhile).toBe(2);
      expect(recording.sent.map((sent) => sent.subject)).toEqual(['C', 'D']);

      // That instance died before committing, so A and B are due again.
      expect(await worker.runOnce()).toBe(2);
      expect(recording.sent.map((sent) => sent.subject).sort()).toEqual(['A', 'B', 'C', 'D']);
    } finally {
      await worker.stop();
    }
  });
});

import type { Db } from '../db/client';
import type { MailProvider } from '../providers/mail/mail-provider';
import { type JobLog, sendDueMail } from './send-due-mail';

export interface OutboxWorkerOptions {
  db: Db;
  provider: MailProvider;
  /** The sender of every message (MAIL_FROM). */
  from: string;
  log: JobLog;
  /** Pause between polls when there was nothing (or not a full batch) to send. */
  pollMs?: number;
  batchSize?: number;
  /** Failed attempts after which a message is dead. */
  maxAttempts?: number;
  leaseMs?: number;
}

export interface OutboxWorker {
  /** Sends one batch now (after any batch in flight); resolves to how many rows it claimed. */
  runOnce(): Promise<number>;
  /** Stops polling and waits for the batch in flight. */
  stop(): Promise<void>;
}

/**
 * Delivers the mail outbox in the background. Safe to run on every instance: rows are claimed
 * with SKIP LOCKED under a lease. Errors are logged and never end the process.
 */
export function startOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const pollMs = options.pollMs ?? 1000;
  const batch = {
    db: options.db,
    provider: options.provider,
    from: options.from,
    log: options.log,
    batchSize: options.batchSize ?? 10,
    maxAttempts: options.maxAttempts ?? 8,
    leaseMs: options.leaseMs ?? 60_000,
  };
  // Batches of one worker run one after another, whether started by the loop or by runOnce.
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  function runOnce(): Promise<number> {
    const run = queue.then(() => sendDueMail(batch));
    queue = run.catch(() => {});
    return run;
  }

  async function poll() {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      options.log.error({ err: error }, 'outbox: polling failed; trying again at the next poll');
    }
    if (isStopped) return;
    // A full batch suggests more is waiting: go again at once rather than after a pause.
    timer = setTimeout(poll, claimed === batch.batchSize ? 0 : pollMs);
    timer.unref();
  }

  timer = setTimeout(poll, pollMs);
  timer.unref();

  return {
    runOnce,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}

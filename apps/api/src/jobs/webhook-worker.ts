import type { Config } from '../config';
import type { Db } from '../db/client';
import { deliverDueWebhooks } from '../modules/webhooks';
import { computeRetryDelayMs } from './retry-delay';
import type { JobLog } from './send-due-mail';

export interface WebhookWorkerOptions {
  db: Db;
  config: Pick<Config, 'webhooks' | 'platformName'>;
  log: JobLog;
  pollMs?: number;
  batchSize?: number;
  leaseMs?: number;
  /** How long one attempt may take before it counts as failed. */
  timeoutMs?: number;
  /** The clock; tests move it rather than wait. */
  now?: () => Date;
  /** When false, nothing polls: only runOnce sends (tests). */
  poll?: boolean;
}

export interface WebhookWorker {
  /** Sends one batch now (after any batch in flight); resolves to how many deliveries it claimed. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * Sends the organisations' webhook deliveries in the background, like the mail outbox worker:
 * safe on every instance (SKIP LOCKED claims under a lease), errors logged, never fatal.
 */
export function startWebhookWorker(options: WebhookWorkerOptions): WebhookWorker {
  const pollMs = options.pollMs ?? 1000;
  const batch = {
    db: options.db,
    config: { ...options.config.webhooks, platformName: options.config.platformName },
    log: options.log,
    batchSize: options.batchSize ?? 10,
    // Longer than an attempt may last, so no other instance takes a delivery being sent.
    leaseMs: options.leaseMs ?? 60_000,
    timeoutMs: options.timeoutMs ?? 10_000,
    now: options.now ?? (() => new Date()),
    retryDelayMs: (failed: number) => computeRetryDelayMs(failed),
  };
  let queue: Promise<unknown> = Promise.resolve();
  let timer: NodeJS.Timeout | undefined;
  let isStopped = false;

  function runOnce(): Promise<number> {
    const run = queue.then(() => deliverDueWebhooks(batch));
    queue = run.catch(() => {});
    return run;
  }

  async function poll() {
    let claimed = 0;
    try {
      claimed = await runOnce();
    } catch (error) {
      options.log.error({ err: error }, 'webhooks: polling failed; trying again at the next poll');
    }
    if (isStopped) return;
    timer = setTimeout(poll, claimed === batch.batchSize ? 0 : pollMs);
    timer.unref();
  }

  if (options.poll !== false) {
    timer = setTimeout(poll, pollMs);
    timer.unref();
  }

  return {
    runOnce,
    async stop() {
      isStopped = true;
      clearTimeout(timer);
      await queue;
    },
  };
}

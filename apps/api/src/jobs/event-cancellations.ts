import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../app-types';
import { runEventCancellations } from '../modules/orders';

export interface EventCancellationJob {
  /** One pass now; a pass already running is joined, not doubled. Answers the cancellations worked on. */
  runOnce(): Promise<number>;
  stop(): Promise<void>;
}

/** How long a claimed cancellation is left to the instance that claimed it (then retried). */
const LEASE_SECONDS = 120;

/**
 * The refunds and mails of cancelled events (issue 14), in the background: each pass claims the
 * unfinished cancellations whose lease ran out (FOR UPDATE SKIP LOCKED, so every instance may run
 * it) and ends their orders one by one. All progress is in the database, so a restart resumes it.
 */
export function startEventCancellations(options: {
  deps: Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
  log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  intervalMs?: number;
  batchSize?: number;
}): EventCancellationJob {
  const { deps, log, intervalMs = 5_000, batchSize = 5 } = options;
  let running: Promise<number> | null = null;
  let stopped = false;

  const runOnce = () => {
    running ??= deps.metrics
      .timeJob('event_cancellations', () =>
        runEventCancellations(deps, { log, limit: batchSize, leaseSeconds: LEASE_SECONDS }),
      )
      .finally(() => {
        running = null;
      });
    return running;
  };
  const timer = setInterval(() => {
    if (!stopped)
      runOnce().catch((error: unknown) => log.error({ err: error }, 'event cancellation job failed'));
  }, intervalMs);
  timer.unref();
  return {
    runOnce,
    stop: async () => {
      stopped = true;
      clearInterval(timer);
      await running?.catch(() => 0);
    },
  };
}

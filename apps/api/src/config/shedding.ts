import { z } from 'zod';

/** Load shedding (issue 18): past these, API calls answer 503 with Retry-After instead of queueing. */
export const sheddingEnv = z.object({
  SHED_EVENT_LOOP_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(200),
  SHED_POOL_WAITING: z.coerce.number().int().min(0).max(100_000).default(50),
  SHED_RETRY_AFTER_S: z.coerce.number().int().min(1).max(60).default(2),
  SHED_QUEUE_WAIT_MS: z.coerce.number().int().min(0).max(600_000).default(1000),
});

export interface SheddingConfig {
  /** Mean event-loop delay (ms, over half a second) above which API calls are shed; 0 is off. */
  eventLoopDelayMs: number;
  /** Queries waiting for a pooled PostgreSQL connection above which API calls are shed; 0 is off. */
  poolWaiting: number;
  /** The smallest Retry-After (seconds) a shed call is given; each answer adds 0-2 s of jitter. */
  retryAfterS: number;
  /**
   * How long (ms) the oldest booking queued in a lane (group commit) may have waited before API
   * calls are shed; 0 is off. Batching keeps the pool free, so its queue is where a rush waits.
   */
  queueWaitMs: number;
}

export function sheddingOf(e: z.output<typeof sheddingEnv>): SheddingConfig {
  return {
    eventLoopDelayMs: e.SHED_EVENT_LOOP_DELAY_MS,
    poolWaiting: e.SHED_POOL_WAITING,
    retryAfterS: e.SHED_RETRY_AFTER_S,
    queueWaitMs: e.SHED_QUEUE_WAIT_MS,
  };
}

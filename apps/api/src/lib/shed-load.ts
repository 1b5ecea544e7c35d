import fastifyUnderPressure from '@fastify/under-pressure';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { AppInstance } from '../app-types';
import type { SheddingConfig } from '../config/shedding';

/** What a shed call reads: nothing went wrong, there is just more demand than this instance serves. */
export const SHED_MESSAGE = 'Lots of people are booking right now. Please try again in a few seconds.';

/** The event-loop delay is the mean over this window; the pool is looked at this often. */
const LOOP_SAMPLE_MS = 500;
const POOL_SAMPLE_MS = 100;
/** At most one log line per this long while calls are shed. */
const LOG_EVERY_MS = 5000;

/**
 * Calls that are never shed: anything outside the API (health, readiness, the web app's files,
 * media), the API docs, and payments, which finish bookings already holding seats (confirmations,
 * provider webhooks and callbacks that may not be sent again).
 */
export function isShielded(url: string): boolean {
  if (!url.startsWith('/api/')) return true;
  return (
    url.startsWith('/api/docs') ||
    url.startsWith('/api/v1/payments/') ||
    url.startsWith('/api/v1/simulated-payments/')
  );
}

/** Seconds to wait before trying again: the configured floor plus 0-2 s, so retries spread out. */
export function retryAfterOf(config: SheddingConfig, random: () => number = Math.random): number {
  return config.retryAfterS + Math.floor(random() * 3);
}

/** The longest wait (ms) of the oldest work in the app's in-process queues for the database. */
function longestQueueWait(app: AppInstance): number {
  return app.queueWaits.reduce((longest, wait) => Math.max(longest, wait()), 0);
}

/**
 * Load shedding (issue 18): @fastify/under-pressure watches the event-loop delay, and a health
 * check sampling the queries waiting for a pooled connection and how long the oldest booking has
 * waited in its lane (SHED_QUEUE_WAIT_MS). Past either threshold, API calls
 * answer 503 with Retry-After and the usual error envelope at once rather than queue until clients
 * time out. `app.isUnderPressure()` says whether it is shedding (/readyz reports it).
 */
export async function registerLoadShedding(app: AppInstance, config: SheddingConfig) {
  const { poolWaiting } = app.deps.database;
  let shed = 0;
  let loggedAt = 0;
  const logShed = (request: FastifyRequest, type: string, value: number | undefined) => {
    shed += 1;
    const now = Date.now();
    if (now - loggedAt < LOG_EVERY_MS) return;
    request.log.warn({ type, value, shed, poolWaiting: poolWaiting() }, 'shedding load: answering 503');
    loggedAt = now;
    shed = 0;
  };
  await app.register(fastifyUnderPressure, {
    maxEventLoopDelay: config.eventLoopDelayMs,
    sampleInterval: LOOP_SAMPLE_MS,
    ...((config.poolWaiting > 0 || config.queueWaitMs > 0) && {
      healthCheck: async () =>
        (config.poolWaiting === 0 || poolWaiting() <= config.poolWaiting) &&
        (config.queueWaitMs === 0 || longestQueueWait(app) <= config.queueWaitMs),
      healthCheckInterval: POOL_SAMPLE_MS,
    }),
    // Not sending a reply lets the call go on as usual.
    pressureHandler: (request: FastifyRequest, reply: FastifyReply, type: string, value?: number) => {
      if (isShielded(request.url)) return;
      logShed(request, type, value);
      reply
        .code(503)
        .header('retry-after', String(retryAfterOf(config)))
        .header('access-control-expose-headers', 'retry-after')
        .header('cache-control', 'no-store')
        .send({ status: 503, message: null, status_description: SHED_MESSAGE, code: 'UNAVAILABLE' });
    },
  });
}

import type {
  FastifyBaseLogger,
  FastifyInstance,
  RawReplyDefaultExpression,
  RawRequestDefaultExpression,
  RawServerDefault,
} from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Config } from './config';
import type { Database } from './db/client';
import type { Metrics } from './lib/metrics';
import type { PublicCache } from './lib/public-cache';
import type { PaymentRegistry } from './providers/payments/payment-registry';
import type { Storage } from './providers/storage/storage';

/** What route modules need, built once at start and passed down explicitly. */
export interface AppDeps {
  config: Config;
  database: Database;
  db: Database['db'];
  storage: Storage;
  publicCache: PublicCache;
  /** The payment providers, by method for new payments and by id for a booking's own. */
  payments: PaymentRegistry;
  /** Issue 19: this instance's Prometheus metrics (GET /metrics), counted where outcomes are decided. */
  metrics: Metrics;
}

declare module 'fastify' {
  interface FastifyInstance {
    deps: AppDeps;
    /**
     * Issue 18: how long (ms) the oldest work in each in-process queue for the database has waited
     * (the booking lanes add theirs); load shedding watches the longest.
     */
    queueWaits: (() => number)[];
    /**
     * draining: shutting down, /readyz answers 503; closing: the port is closed and every response
     * also closes its connection.
     */
    lifecycle: { draining: boolean; closing: boolean };
  }
}

export type AppInstance = FastifyInstance<
  RawServerDefault,
  RawRequestDefaultExpression,
  RawReplyDefaultExpression,
  FastifyBaseLogger,
  ZodTypeProvider
>;

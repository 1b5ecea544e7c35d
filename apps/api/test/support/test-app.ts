import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { PaymentMethod } from '@tiketi/contract/constants';
import { type BuildAppOptions, buildApp } from '../../src/app';
import type { AppInstance } from '../../src/app-types';
import { type Config, loadConfig } from '../../src/config';
import { openDatabase } from '../../src/db/client';
import { Metrics } from '../../src/lib/metrics';
import { PublicCache } from '../../src/lib/public-cache';
import { createPaymentProviders } from '../../src/providers/payments/create-payment-provider';
import type { PaymentLog } from '../../src/providers/payments/stripe-payment-provider';
import { createStorage } from '../../src/providers/storage/create-storage';
import type { Storage } from '../../src/providers/storage/storage';
import { createTestDatabase, type DatabaseKind, type TestDatabase } from './test-database';

export interface TestApp {
  app: AppInstance;
  database: TestDatabase;
  db: TestDatabase['db'];
  storage: Storage;
  config: Config;
  close(): Promise<void>;
}

/** The real application on a database of its own, with uploads in a temporary folder. */
export async function createTestApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: {
    poolSize?: number;
    logger?: BuildAppOptions['logger'];
    /** The payment methods to build providers for; by default the bookable ones. */
    paymentMethods?: readonly PaymentMethod[];
    /** PostgreSQL only: a second instance on this app's database, which stays when this one closes. */
    sameDatabaseAs?: TestApp;
  } = {},
): Promise<TestApp> {
  const dataDir = await mkdtemp(join(tmpdir(), 'tiketi-test-'));
  const config = loadConfig({
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    PUBLIC_CACHE_TTL_MS: '0',
    TZ: 'UTC',
    // Every test request comes from one loopback address; booking-rules.test.ts tests the limit.
    BOOKINGS_PER_ADDRESS: '0',
    // Tests book many seats under one guest's email; hold-caps.test.ts tests the caps.
    HELD_SEATS_PER_BUYER: '0',
    FREE_BOOKINGS_PER_RECIPIENT: '0',
    // A slow shared machine must not see 503s; load-shedding.test.ts turns shedding on.
    SHED_EVENT_LOOP_DELAY_MS: '0',
    SHED_POOL_WAITING: '0',
    SHED_QUEUE_WAIT_MS: '0',
    ...env,
  });
  const database = options.sameDatabaseAs
    ? await openSecondInstance(options.sameDatabaseAs, options.poolSize)
    : await createTestDatabase(kind, options.poolSize);
  const storage = createStorage(config.storage);
  // The providers log through the app's logger, which exists only once the app is built.
  const log: PaymentLog = {
    error: (details, message) => app.log.error(details, message),
    warn: (details, message) => app.log.warn(details, message),
    debug: (details, message) => app.log.debug(details, message),
  };
  const app = await buildApp({
    deps: {
      config,
      database,
      db: database.db,
      storage,
      publicCache: new PublicCache(config.publicCacheTtlMs),
      payments: createPaymentProviders(config.payments, { db: database.db, log }, options.paymentMethods),
      metrics: new Metrics(),
    },
    logger: options.logger,
  });
  await app.ready();
  return {
    app,
    database,
    db: database.db,
    storage,
    config,
    close: async () => {
      await app.close();
      await database.destroy();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

async function openSecondInstance(first: TestApp, poolSize = 10): Promise<TestDatabase> {
  const { url } = first.database;
  if (!url) throw new Error('a second instance needs the first one on PostgreSQL');
  const database = await openDatabase({ kind: 'postgres', url, poolSize });
  return { ...database, url, destroy: () => database.close() };
}

/** The provider that takes the app's card payments (the simulator unless Stripe is configured). */
export function cardProvider(t: Pick<TestApp, 'app'>) {
  const provider = t.app.deps.payments.forMethod('card');
  if (!provider) throw new Error('the test app has no card payment provider');
  return provider;
}

/**
 * One HTTP server under test, run in a child process of its own (forked by `targets.ts`) so
 * the load generator never shares its event loop. Told what to serve over IPC; answers with
 * the port it listens on (127.0.0.1, random port) and, when asked, with its own statistics
 * (`server-stats.ts`) or with the rows of SQL run through the app's own database (the only way to
 * reach an embedded PGlite, which one process opens); closes on `stop`, SIGTERM, or when the
 * parent goes away.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ServerStats } from './server-stats';
import type { ChildReply, ChildRequest, TargetSpec } from './targets';

interface Running {
  port: number;
  close(): Promise<void>;
  /** Only the app: SQL through its own database layer (PostgreSQL or the embedded PGlite). */
  query?(text: string, params: unknown[]): Promise<unknown[]>;
}

const stats = new ServerStats();

async function startApp(spec: Extract<TargetSpec, { kind: 'app' }>): Promise<Running> {
  if (spec.profile) stats.profilePg();
  const [
    { buildApp },
    { loadConfig },
    { openDatabase, queryRows },
    { PublicCache },
    { Metrics },
    { createStorage },
    { createPaymentProviders },
    { sql },
  ] = await Promise.all([
    import('../../apps/api/src/app'),
    import('../../apps/api/src/config'),
    import('../../apps/api/src/db/client'),
    import('../../apps/api/src/lib/public-cache'),
    import('../../apps/api/src/lib/metrics'),
    import('../../apps/api/src/providers/storage/create-storage'),
    import('../../apps/api/src/providers/payments/create-payment-provider'),
    import('drizzle-orm'),
  ]);
  const dataDir = await mkdtemp(join(tmpdir(), 'tiketi-bench-'));
  const env: Record<string, string> = {
    // Unset, the app opens the embedded PGlite under DATA_DIR, as the real server does.
    ...(spec.databaseUrl ? { DATABASE_URL: spec.databaseUrl } : {}),
    DATABASE_POOL_SIZE: String(spec.poolSize),
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    DEMO_DATA: 'false',
    TZ: 'UTC',
    ...spec.env,
  };
  // Absent means the application's own default (the micro-cache on).
  if (spec.publicCacheTtlMs !== undefined) env.PUBLIC_CACHE_TTL_MS = String(spec.publicCacheTtlMs);
  let database: Awaited<ReturnType<typeof openDatabase>> | undefined;
  let app: Awaited<ReturnType<typeof buildApp>> | undefined;
  const close = async () => {
    await app?.close();
    await database?.close();
    await rm(dataDir, { recursive: true, force: true });
  };
  try {
    const config = loadConfig(env);
    database = await openDatabase(config.database);
    // A PostgreSQL benchmark database is migrated by the benchmark; a new PGlite here.
    if (database.kind === 'pglite') await database.migrate();
    const storage = createStorage(config.storage);
    app = await buildApp({
      deps: {
        config,
        database,
        db: database.db,
        storage,
        publicCache: new PublicCache(config.publicCacheTtlMs),
        // The simulated provider unless the settings name Stripe, as in the real server, logging
        // through the app's logger (off here, as the app's own).
        payments: createPaymentProviders(config.payments, {
          db: database.db,
          log: {
            error: (details, message) => app?.log.error(details, message),
            warn: (details, message) => app?.log.warn(details, message),
          },
        }),
        metrics: new Metrics(),
      },
      logger: false,
    });
    await app.listen({ host: '127.0.0.1', port: 0 });
    const address = app.server.address();
    if (!address || typeof address === 'string') throw new Error('no TCP address');
    const db = database.db;
    // `$1`, `$2`… in the text become bound parameters, so both drivers run the same statement.
    const query = (text: string, params: unknown[]) =>
      queryRows<unknown>(
        db,
        sql.join(
          text
            .split(/\$(\d+)/)
            .map((part, i) => (i % 2 === 0 ? sql.raw(part) : sql.param(params[Number(part) - 1]))),
        ),
      );
    return { port: address.port, close, query };
  } catch (error) {
    await close().catch(() => {});
    throw error;
  }
}

/** The ceiling: Fastify with no plugins, sending the app's own response bytes, pre-serialised. */
async function startBare(spec: Extract<TargetSpec, { kind: 'bare' }>): Promise<Running> {
  const { default: Fastify } = await import('fastify');
  const app = Fastify({ logger: false });
  app.route({
    method: spec.method ?? 'GET',
    url: spec.path,
    handler: (_request, reply) => {
      reply
        .code(spec.statusCode ?? 200)
        .header('content-type', spec.contentType)
        .send(spec.body);
    },
  });
  await app.listen({ host: '127.0.0.1', port: 0 });
  const address = app.server.address();
  if (!address || typeof address === 'string') throw new Error('no TCP address');
  return { port: address.port, close: () => app.close() };
}

let running: Running | undefined;
let closing = false;

function send(message: ChildReply) {
  process.send?.(message);
}

async function shutdown(code: number) {
  if (closing) return;
  closing = true;
  const forced = setTimeout(() => process.exit(code || 1), 10_000);
  forced.unref();
  try {
    await running?.close();
  } catch (error) {
    console.error('target server: error while closing', error);
    code = code || 1;
  }
  process.exit(code);
}

if (!process.send) {
  console.error('target-server.ts is started by the benchmarks over IPC, not by hand');
  process.exit(2);
}

process.on('message', (message: ChildRequest) => {
  if ('stop' in message) {
    void shutdown(0);
    return;
  }
  if ('stats' in message) {
    const action = message.stats;
    const read = action === 'reset' ? stats.reset() : stats.read();
    // Issue 18: how many bookings each booking statement carried (the app's own counter).
    void import('../../apps/api/src/modules/bookings').then(({ bookingBatchSizes }) => {
      if (action === 'reset') bookingBatchSizes.reset();
      send({ stats: { ...read, batches: bookingBatchSizes.summary() } });
    });
    return;
  }
  if ('query' in message) {
    const { id, text, params } = message.query;
    const answer = (reply: { rows?: unknown[]; error?: string }) => send({ queried: { id, ...reply } });
    if (!running?.query) answer({ error: 'this target has no database' });
    else
      running.query(text, params).then(
        (rows) => answer({ rows }),
        (error: unknown) => answer({ error: error instanceof Error ? error.message : String(error) }),
      );
    return;
  }
  const spec = message.start;
  (spec.kind === 'app' ? startApp(spec) : startBare(spec)).then(
    (started) => {
      running = started;
      send({ ready: started.port });
    },
    (error: unknown) => {
      send({ failed: error instanceof Error ? (error.stack ?? error.message) : String(error) });
      void shutdown(1);
    },
  );
});
process.on('disconnect', () => void shutdown(0));
process.on('SIGTERM', () => void shutdown(0));
process.on('SIGINT', () => void shutdown(0));

import { pino } from 'pino';
import { buildApp } from './app';
import { loadConfig } from './config';
import { openDatabase } from './db/client';
import { DataDirLockedError } from './db/data-dir-lock';
import { seedDatabase } from './db/seed/seed';
import { startEventCancellations } from './jobs/event-cancellations';
import { startHoldSweeper } from './jobs/hold-sweeper';
import { startOutboxWorker } from './jobs/outbox-worker';
import { startWebhookWorker } from './jobs/webhook-worker';
import { drainServer } from './lib/drain-server';
import { logSerializers } from './lib/log-serializers';
import { Metrics } from './lib/metrics';
import { PublicCache } from './lib/public-cache';
import { startPdfRenderer } from './modules/e-tickets';
import { createMailProvider } from './providers/mail/create-mail-provider';
import { createPaymentProviders } from './providers/payments/create-payment-provider';
import { createStorage } from './providers/storage/create-storage';

const config = loadConfig();
const logSettings = {
  level: config.logLevel,
  serializers: logSerializers,
  redact: ['req.headers.auth', 'req.headers.authorization', 'req.headers.cookie', 'res.headers.auth'],
};
// The app's logger exists only once the database is ready; until then a pino logger with the same
// settings keeps stdout JSON lines.
const startLog = pino(logSettings);
const startedAt = Date.now();
const where =
  config.database.kind === 'postgres' ? 'PostgreSQL' : `embedded PGlite in ${config.database.dataDir}`;
startLog.info(`Preparing the database (${where}); the first start takes a little longer...`);

const database = await openDatabase(config.database).catch((error: unknown) => {
  if (!(error instanceof DataDirLockedError)) throw error;
  startLog.fatal(error.message);
  process.exit(1);
});
await database.migrate();
const storage = createStorage(config.storage);
const seeded = await seedDatabase({
  db: database.db,
  storage,
  demoData: config.demoData,
  log: (line) => startLog.info(line),
});
startLog.info(
  `Database ready in ${((Date.now() - startedAt) / 1000).toFixed(1)} s (${seeded.categories} categories, ${seeded.events} events seeded).`,
);

// The providers log through pino with the app's settings (the app's own logger comes with the app).
const payments = createPaymentProviders(config.payments, {
  db: database.db,
  log: startLog.child({ component: 'payments' }),
});
const deps = {
  config,
  database,
  db: database.db,
  storage,
  publicCache: new PublicCache(config.publicCacheTtlMs),
  payments,
  metrics: new Metrics(),
};
const app = await buildApp({
  deps,
  logger: logSettings,
});

const mailProvider = createMailProvider(config.mail, app.log);
const outboxWorker = startOutboxWorker({
  db: database.db,
  provider: mailProvider,
  from: config.mail.from,
  log: app.log,
});
const webhookWorker = startWebhookWorker({ db: database.db, config, log: app.log });
const holdSweeper = startHoldSweeper({ deps, log: app.log });
const eventCancellations = startEventCancellations({ deps, log: app.log });
// PDF e-tickets are drawn on worker threads: the first one loads the renderer now, not at the first sale.
startPdfRenderer();

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  // Readiness first: /readyz answers 503 while requests are still served for SHUTDOWN_DELAY_MS.
  app.lifecycle.draining = true;
  app.log.info({ signal }, 'shutting down: /readyz now answers 503; finishing requests in flight');
  const limitMs = config.shutdownDelayMs + 30_000;
  const forced = setTimeout(() => {
    app.log.error(`shutdown took longer than ${limitMs / 1000} s; exiting`);
    process.exit(1);
  }, limitMs);
  forced.unref();
  try {
    if (config.shutdownDelayMs > 0)
      await new Promise((resolve) => setTimeout(resolve, config.shutdownDelayMs));
    // Closes the port, lets every accepted request finish, then closes the silent connections.
    app.lifecycle.closing = true;
    await drainServer(app.server);
    await app.close();
    await outboxWorker.stop();
    await webhookWorker.stop();
    await holdSweeper.stop();
    await eventCancellations.stop();
    await mailProvider.close?.();
    await database.close();
    process.exit(0);
  } catch (error) {
    app.log.error({ err: error }, 'error while shutting down');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));

await app.listen({ port: config.port, host: config.host });
const shown = config.host === '0.0.0.0' || config.host === '::' ? 'localhost' : config.host;
// PORT=0 asks the system for a free port: say the one it gave.
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : config.port;
if (payments.forMethod('card')?.id === 'simulated') {
  app.log.info('Card payments are simulated (Stripe is not configured): pay with 4242 4242 4242 4242.');
}
app.log.info(`Tiketi is running at http://${shown}:${port} (API docs at /api/docs)`);
if (config.identity.kind === 'dev') {
  app.log.info(
    `Attendee sign-in uses the DEVELOPMENT issuer at ${config.identity.issuer} (OIDC_ISSUER is not set): anyone can sign in as any email.`,
  );
}
if (mailProvider.kind === 'dev') {
  app.log.info(`Mail is not sent (SMTP_URL is not set); read it at http://${shown}:${port}/dev/mailbox`);
}

/**
 * The booking rush: N concurrent clients book one hot ticket type (ample stock, qty 1, a new guest
 * each time) through the real HTTP API, `POST /api/v1/event/book`, with the simulated payment
 * provider, on PostgreSQL: plain, then twice a second hot event's type with a shared capacity, VAT,
 * a fee and a 20% code sent with every booking (issue 15), then plain again (ABBA, so both sides
 * hold the same mean position in a run whose rate climbs); the mean of the rules runs is compared
 * with the mean of the plain runs (aim ≥ 90%). Next to it, in the same run, pgbench's rate for the bare
 * conditional update on the plain hot row at the same client count, once before and once after;
 * then plain once more on the embedded PGlite (issue 18). Options and what it checks: README.
 * Creates, seeds and finally drops a database of its own. The app runs in a child process;
 * autocannon and pgbench run from here. Exits non-zero only on real errors (a server that does not
 * start, a response that is not 201, socket errors, an oversold or lost seat, pgbench failing),
 * never because of speed.
 */
import { loadavg } from 'node:os';
import { type BenchDatabase, createBenchDatabase, seedBenchData } from './lib/bench-database';
import { checkInventory } from './lib/booking-inventory';
import { type LoadSettings, measure, type Variant } from './lib/booking-load';
import { collectFailures, fmt, type Measurement, printReport, printServerStats } from './lib/booking-report';
import { writeResults } from './lib/booking-results';
import { rushOnPglite } from './lib/booking-rush-pglite';
import { defined } from './lib/defined';
import { seedHotTicketType } from './lib/hot-ticket-type';
import { onInterrupt } from './lib/interrupt';
import { booleanSetting, positiveInt, readOptions, readSetting, redactUrl } from './lib/options';
import { withClient } from './lib/pg-client';
import { findPgbench, killPgbench } from './lib/pgbench';
import { type Baseline, type BaselineSettings, baseline } from './lib/pgbench-baseline';
import { seedRulesTicketType } from './lib/rules-ticket-type';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';
import { startTarget } from './lib/targets';

const BOOK_PATH = '/api/v1/event/book';

const options = readOptions(process.argv.slice(2), process.env, {
  poolSize: 20,
  events: 100,
  organizations: 10,
});
const stock = positiveInt('stock', readSetting('stock'), 10_000_000);
/** `off` skips the baseline; a path names the pgbench to use; unset (or `on`) finds one. */
const pgbenchArg = readSetting('pgbench');
const pgbenchOff = pgbenchArg !== undefined && ['off', 'false', 'no', '0'].includes(pgbenchArg);
const pgbenchSetting =
  pgbenchArg === undefined || ['on', 'true', 'yes', '1'].includes(pgbenchArg) ? undefined : pgbenchArg;
const pgbenchThreads = positiveInt('pgbench-threads', readSetting('pgbench-threads'), 2);
const profile = booleanSetting('profile', readSetting('profile'), false);
/** Issue 18: the plain variant once more on the embedded PGlite, after the PostgreSQL runs. */
const pglite = booleanSetting('pglite', readSetting('pglite'), true);
/**
 * `off` turns the app's load shedding off: on a machine busy with other work the event loop's delay
 * can pass its 200 ms and the app answers 503s, which this script counts as errors.
 */
const shedding = booleanSetting('shedding', readSetting('shedding'), true);
const NO_SHEDDING = { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_POOL_WAITING: '0', SHED_QUEUE_WAIT_MS: '0' };

/**
 * Plain, rules, rules, plain (ABBA): the rate climbs through a run (about twofold from the first
 * variant to the last on a quiet machine), and not in a straight line, so plain-rules-plain still
 * favoured the middle; with ABBA each side has the same mean position. The ratio compares means.
 */
const LABELS = ['app', 'app + code + capacity', 'app + code + capacity, again', 'app, again'] as const;
const LABEL_WIDTH = Math.max(...LABELS.map((label) => label.length + BOOK_PATH.length + 12), 40);

/** `on` or `off` for the benchmark database (app and pgbench alike); unset keeps the server's setting. */
const synchronousCommit = readSetting('synchronous-commit');
if (
  synchronousCommit !== undefined &&
  !['on', 'off', 'local', 'remote_write', 'remote_apply'].includes(synchronousCommit)
) {
  throw new Error(`--synchronous-commit must be on, off, local, remote_write or remote_apply`);
}

let database: BenchDatabase | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    killPgbench();
    await stopAndDrop(database);
  })();
  return cleaningUp;
}

const interrupted = onInterrupt('stopping the server and pgbench, dropping the database', cleanUp);

const loadSettings: LoadSettings = {
  connections: options.connections,
  warmup: options.warmup,
  duration: options.duration,
  labelWidth: LABEL_WIDTH,
};
const baselineOf = (pgbench: string): BaselineSettings => ({
  pgbench,
  clients: options.connections,
  threads: pgbenchThreads,
  seconds: options.duration,
  labelWidth: LABEL_WIDTH,
  interrupted,
});

async function main() {
  const hardLimitMs = ((2 + LABELS.length) * (options.warmup + options.duration) + 300) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`Watchdog: the benchmark ran longer than ${hardLimitMs / 1000} s; giving up.`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs);
  watchdog.unref();

  console.log(
    `Booking rush: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s, ` +
      `app pool ${options.poolSize}, stock ${fmt(stock)}${profile ? ', profiling statements' : ''}${shedding ? '' : ', shedding off'}` +
      `${synchronousCommit ? `, synchronous_commit ${synchronousCommit} for this database` : ''}, Node ${process.version}, server ${redactUrl(options.adminUrl)}, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );

  const created = await createBenchDatabase(options.adminUrl);
  database = created;
  const dbUrl = database.url;
  const pgVersion = await withClient(
    dbUrl,
    async (client) =>
      defined(
        (await client.query<{ server_version: string }>('show server_version')).rows[0],
        'the server version',
      ).server_version,
  );
  if (synchronousCommit) {
    // A setting of this database only, for sessions opened from now on; dropped with it.
    await withClient(dbUrl, (client) =>
      client.query(`alter database ${created.name} set synchronous_commit = ${synchronousCommit}`),
    );
  }
  const seed = await seedBenchData(dbUrl, { events: options.events, organizations: options.organizations });
  const hot = await seedHotTicketType(dbUrl, { stock });
  const rulesHot = await seedRulesTicketType(dbUrl, { stock });
  console.log(
    `Created ${database.name} (PostgreSQL ${pgVersion}): ${seed.events} other events, hot event ${hot.eventId} ` +
      `with ticket type ${hot.ticketTypeId} (${fmt(hot.maxTickets)} seats at ${hot.priceMinor / 100} ${hot.currency}); ` +
      `hot event ${rulesHot.eventId} with type ${rulesHot.ticketTypeId} alike, capacity ${fmt(stock)}, ` +
      `16% VAT added, fee 0.50 + 2.5%, code ${rulesHot.rules?.promoCode} (20% off, ${fmt(stock)} uses).`,
  );
  const variants: Variant[] = [
    { label: LABELS[0], path: BOOK_PATH, hot },
    { label: LABELS[1], path: BOOK_PATH, hot: rulesHot },
    { label: LABELS[2], path: BOOK_PATH, hot: rulesHot },
    { label: LABELS[3], path: BOOK_PATH, hot },
  ];

  const pgbench = pgbenchOff ? undefined : await findPgbench(pgbenchSetting);
  if (pgbenchOff) console.log('pgbench: off (--pgbench=off).');
  else if (!pgbench) {
    console.log(
      pgbenchSetting
        ? `pgbench: ${pgbenchSetting} is not an executable; skipping the baseline.`
        : 'pgbench: not found in /usr/lib/postgresql/*/bin or on the PATH; skipping the baseline.',
    );
  } else console.log(`pgbench: ${pgbench}`);

  console.log('\nMeasuring:');
  const baselines: Baseline[] = [];
  if (pgbench) baselines.push(await baseline(baselineOf(pgbench), dbUrl, hot, 'before'));

  const measurements: Measurement[] = [];
  const target = await startTarget({
    kind: 'app',
    databaseUrl: dbUrl,
    poolSize: options.poolSize,
    profile,
    // The rush comes from one address here; in production it comes from thousands.
    env: { BOOKINGS_PER_ADDRESS: '0', ...(shedding ? {} : NO_SHEDDING) },
  });
  try {
    for (const variant of variants) measurements.push(await measure(target, variant, dbUrl, loadSettings));
  } finally {
    await target.stop();
  }

  // Each hot type against the 201s of its own variants.
  const checks = [];
  for (const type of [hot, rulesHot]) {
    const ofType = measurements.filter((m) => m.variant.hot === type);
    const references = ofType.flatMap((m) => [
      ...m.tally.smoke.references,
      ...m.tally.warmup.references,
      ...m.tally.measured.references,
    ]);
    const loads = ofType.length * (options.warmup > 0 ? 2 : 1);
    checks.push(await checkInventory(dbUrl, type, references, loads, options.connections));
  }

  if (pgbench) baselines.push(await baseline(baselineOf(pgbench), dbUrl, hot, 'after'));
  const onPglite = pglite
    ? await rushOnPglite('app on PGlite', BOOK_PATH, stock, loadSettings, shedding ? {} : NO_SHEDDING)
    : undefined;

  const rates = baselines.flatMap((b) => (b.result ? [b.result.tps] : []));
  const pgbenchTps = rates.length > 0 ? rates.reduce((sum, tps) => sum + tps, 0) / rates.length : undefined;
  for (const m of measurements) m.ratio = pgbenchTps ? m.bookingsPerSecond / pgbenchTps : undefined;
  printReport(measurements, baselines, pgbenchTps, checks);
  if (onPglite) console.log(`\n${onPglite.summary}`);
  for (const m of measurements) printServerStats(m);
  console.log(
    '\nOne machine runs PostgreSQL, the app and autocannon (and whatever else is running): compare the ratio ' +
      'within a run, not absolute rates across runs.',
  );

  const failures = collectFailures(measurements, checks, baselines);
  if (onPglite && onPglite.problems > 0) failures.push(`PGlite: ${onPglite.problems} oversold or lost seats`);
  const file = await writeResults({
    options: {
      ...options,
      adminUrl: redactUrl(options.adminUrl),
      stock,
      profile,
      shedding,
      synchronousCommit,
      pgbenchThreads,
    },
    postgres: pgVersion,
    hot,
    rulesHot,
    baselines,
    pgbenchTps,
    measurements,
    checks,
    failures,
  });
  console.log(`Raw figures written to bench/results/${file}.`);

  return exitCodeOf(failures);
}

await runBench(main, cleanUp, interrupted);

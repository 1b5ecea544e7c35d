/**
 * A rush that sells out (issue 18, part 3): `seats` seats of one ticket type, `buyers` simulated
 * buyers arriving over `arrival-seconds`, each booking one seat once through the real HTTP API,
 * `POST /api/v1/event/book` (simulated card provider), with its own guest details; one retry after a
 * 409 that is not 'sold out', and retries after a 503 as its Retry-After asks. On PostgreSQL with
 * `instances` app instances on one database (buyers spread round-robin, as a balancer would) and on
 * the embedded PGlite (one instance: one process opens it). Run from the repository root:
 *
 *   npx tsx bench/on-sale.ts [--database=both|postgres|pglite] [--seats=1000] [--buyers=10000]
 *                            [--arrival-seconds=5] [--arrival=uniform|front] [--instances=2]
 *                            [--pool-size=20] [--concurrency=500] [--connect=ahead|fresh]
 *                            [--timeout=10] [--warmup=200] [--shed-retries=10]
 *
 * (or BENCH_DATABASE, BENCH_SEATS, …, BENCH_DATABASE_URL). Only the HTTP API is driven; the
 * database is read afterwards to check that nothing was oversold or lost. Prints a table, writes
 * the raw figures to bench/results/, and exits non-zero only on real errors (oversold or lost
 * seats, a 5xx other than 503, a timeout, a socket error, a server that does not start), never
 * because of speed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { type BenchDatabase, createBenchDatabase, DEFAULT_ADMIN_URL } from './lib/bench-database';
import { onInterrupt } from './lib/interrupt';
import type { Arrival, Buyer, Connect } from './lib/on-sale-buyers';
import { failuresOf, printTable, type Summary } from './lib/on-sale-report';
import { type RunSettings, runOnSale } from './lib/on-sale-run';
import { positiveInt, readSetting, redactUrl } from './lib/options';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';

const adminUrl = readSetting('database-url') ?? DEFAULT_ADMIN_URL;
const which = readSetting('database') ?? 'both';
if (!['both', 'postgres', 'pglite'].includes(which))
  throw new Error('--database must be both, postgres or pglite');
const arrival = (readSetting('arrival') ?? 'uniform') as Arrival;
if (!['uniform', 'front'].includes(arrival)) throw new Error('--arrival must be uniform or front');
const connect = (readSetting('connect') ?? 'ahead') as Connect;
if (!['ahead', 'fresh'].includes(connect)) throw new Error('--connect must be ahead or fresh');
const settings = {
  seats: positiveInt('seats', readSetting('seats'), 1000),
  buyers: positiveInt('buyers', readSetting('buyers'), 10_000),
  arrivalSeconds: positiveInt('arrival-seconds', readSetting('arrival-seconds'), 5, true),
  instances: positiveInt('instances', readSetting('instances'), 2),
  poolSize: positiveInt('pool-size', readSetting('pool-size'), 20),
  concurrency: positiveInt('concurrency', readSetting('concurrency'), 500),
  timeoutSeconds: positiveInt('timeout', readSetting('timeout'), 10),
  warmup: positiveInt('warmup', readSetting('warmup'), 200, true),
  shedRetries: positiveInt('shed-retries', readSetting('shed-retries'), 10, true),
};

let database: BenchDatabase | undefined;
let cleaningUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    await stopAndDrop(database);
  })();
  return cleaningUp;
}
const interrupted = onInterrupt('stopping the servers, dropping the database', cleanUp);

const rushOf = (): RunSettings['rush'] => ({
  buyers: settings.buyers,
  arrivalSeconds: settings.arrivalSeconds,
  arrival,
  concurrency: settings.concurrency,
  connect,
  timeoutMs: settings.timeoutSeconds * 1000,
  maxShedRetries: settings.shedRetries,
});

async function writeResults(runs: { summary: Summary; buyers: Buyer[] }[], failures: string[]) {
  const resultsDir = new URL('./results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const name = `on-sale-${new Date().toISOString().replaceAll(':', '-').slice(0, 19)}.json`;
  const raw = {
    at: new Date().toISOString(),
    loadAverage: loadavg(),
    node: process.version,
    options: { ...settings, database: which, arrival, connect, adminUrl: redactUrl(adminUrl) },
    runs: runs.map(({ summary, buyers }) => ({
      ...summary,
      buyerColumns: ['index', 'instance', 'arrivalMs', 'doneMs', 'outcome', 'status', 'attempts', 'queuedMs'],
      buyers: buyers.map((b) => [
        b.index,
        b.instance,
        Math.round(b.arrivalMs),
        Math.round(b.doneMs),
        b.outcome,
        b.status ?? null,
        b.attempts,
        Math.round(b.queuedMs),
      ]),
    })),
    failures,
  };
  await writeFile(new URL(name, resultsDir), `${JSON.stringify(raw)}\n`);
  return name;
}

async function main() {
  const perRunMs =
    (settings.arrivalSeconds + settings.timeoutSeconds * (settings.shedRetries + 2) + 300) * 1000;
  const hardLimitMs = perRunMs * (which === 'both' ? 2 : 1);
  const watchdog = setTimeout(() => {
    console.error(`Watchdog: the benchmark ran longer than ${hardLimitMs / 1000} s; giving up.`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs);
  watchdog.unref();

  const load = loadavg()
    .map((value) => value.toFixed(1))
    .join(' ');
  console.log(
    `On-sale rush: ${settings.seats} seats, ${settings.buyers} buyers over ${settings.arrivalSeconds} s (${arrival}), ` +
      `at most ${settings.concurrency} in flight (connections ${connect === 'ahead' ? 'opened ahead' : 'fresh'}), timeout ${settings.timeoutSeconds} s, pool ${settings.poolSize}, ` +
      `Node ${process.version}, load average ${load}`,
  );
  const runs: { summary: Summary; buyers: Buyer[] }[] = [];
  const common = {
    poolSize: settings.poolSize,
    seats: settings.seats,
    warmup: settings.warmup,
    rush: rushOf(),
  };
  if (which !== 'pglite') {
    database = await createBenchDatabase(adminUrl);
    console.log(`Created ${database.name} on ${redactUrl(adminUrl)}.`);
    const instances = settings.instances;
    runs.push(
      await runOnSale({
        ...common,
        label: `PostgreSQL, ${instances} instance${instances === 1 ? '' : 's'}`,
        databaseUrl: database.url,
        instances,
      }),
    );
    await database.drop();
    console.log(`Dropped database ${database.name}.`);
    database = undefined;
  }
  if (which !== 'postgres')
    runs.push(await runOnSale({ ...common, label: 'PGlite, 1 instance', instances: 1 }));

  console.log('');
  printTable(runs.map((r) => r.summary));
  console.log(
    '\nOne machine runs PostgreSQL, the app instances and the buyers (and whatever else is running): ' +
      'compare within a run, not absolute times across runs.',
  );
  const failures = runs.flatMap((r) => failuresOf(r.summary));
  console.log(`Raw figures written to bench/results/${await writeResults(runs, failures)}.`);
  return exitCodeOf(failures);
}

await runBench(main, cleanUp, interrupted);

/**
 * Throughput of the public event list, `GET /api/v1/event/view?limit=6`, against a bare Fastify
 * ceiling that sends the very same bytes. Run from the repository root:
 *
 *   npx tsx bench/event-list.ts [--duration=10] [--warmup=2] [--connections=50] [--events=10000]
 *
 * (or BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_EVENTS, BENCH_ORGANIZATIONS,
 * BENCH_POOL_SIZE, BENCH_DATABASE_URL). Creates, seeds and finally drops a database of its own.
 * Each server runs in a child process; autocannon runs here. Exits non-zero only on real errors
 * (a server that does not start, non-2xx responses, socket errors), never because of speed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { cpus } from 'node:os';
import type { Result } from 'autocannon';
import pg from 'pg';
import {
  type BenchDatabase,
  type BenchFilters,
  createBenchDatabase,
  pickFilters,
  type SeedSummary,
  seedBenchData,
} from './lib/bench-database';
import { defined } from './lib/defined';
import { fetchList, measure, withTarget } from './lib/event-list-load';
import { type Measurement, type Plan, report } from './lib/event-list-report';
import { onInterrupt } from './lib/interrupt';
import { readOptions, redactUrl } from './lib/options';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';
import type { TargetSpec } from './lib/targets';

/** Load runs per invocation (three ceiling runs, four app variants), for the watchdog. */
const RUNS = 7;
const LIST_PATH = '/api/v1/event/view';

const options = readOptions();

let database: BenchDatabase | undefined;
let cleaningUp: Promise<void> | undefined;

function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    await stopAndDrop(database);
  })();
  return cleaningUp;
}

onInterrupt('stopping the servers and dropping the database', cleanUp);

async function main() {
  const cores = cpus().length;
  const hardLimitMs = (RUNS * (options.warmup + options.duration + 2) + 300) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`Watchdog: the benchmark ran longer than ${hardLimitMs / 1000} s; giving up.`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs);
  watchdog.unref();

  console.log(
    `Event list benchmark: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s per target, ` +
      `app pool ${options.poolSize}, ${cores} cores, Node ${process.version}, server ${redactUrl(options.adminUrl)}`,
  );

  const created = await createBenchDatabase(options.adminUrl);
  database = created;
  const pgVersion = await (async () => {
    const client = new pg.Client({ connectionString: created.url });
    await client.connect();
    try {
      return defined(
        (await client.query<{ server_version: string }>('show server_version')).rows[0],
        'the server version',
      ).server_version;
    } finally {
      await client.end();
    }
  })();
  console.log(`Created and migrated ${database.name} (PostgreSQL ${pgVersion}).`);

  const seed: SeedSummary = await seedBenchData(database.url, {
    events: options.events,
    organizations: options.organizations,
  });
  console.log(
    `Seeded in ${(seed.milliseconds / 1000).toFixed(1)} s: ${seed.events} events (${seed.published} published, ` +
      `${seed.drafts} drafts, ${seed.ended} ended, ${seed.publicUpcoming} in the public list), ` +
      `${seed.organizations} organizations, ${seed.categories} categories, ${seed.ticketTypes} ticket types, ` +
      `${seed.media} images.`,
  );

  const filters: BenchFilters = await pickFilters(database.url);
  const unfiltered = `${LIST_PATH}?limit=6`;
  const byCategory = `${LIST_PATH}?limit=6&category_id=${filters.categoryId}`;
  const byRange = `${LIST_PATH}?limit=6&start=${filters.start}&end=${filters.end}`;

  const noCache: TargetSpec = {
    kind: 'app',
    databaseUrl: database.url,
    poolSize: options.poolSize,
    publicCacheTtlMs: 0,
  };
  const withCache: TargetSpec = { kind: 'app', databaseUrl: database.url, poolSize: options.poolSize };

  // The ceiling's bytes come from the real app, and every URL is checked once before any load.
  const sample = await withTarget(noCache, async (app) => {
    const list = await fetchList(app.origin, unfiltered);
    for (const [name, path] of [
      [`category ${filters.categoryName}`, byCategory],
      [`${filters.start} to ${filters.end}`, byRange],
    ] as const) {
      const checked = await fetchList(app.origin, path);
      console.log(`Checked ${path}: ${checked.rows} rows of ${checked.total} (${name}).`);
    }
    console.log(`Checked ${unfiltered}: ${list.rows} rows of ${list.total}, ${list.body.length} bytes.`);
    return list;
  });
  const bare: TargetSpec = {
    kind: 'bare',
    path: LIST_PATH,
    body: sample.body,
    contentType: sample.contentType,
  };

  // The ceiling is measured first, between the app variants and last, so that its median and
  // spread reflect the machine's load over the whole run; the cached app sits right next to it.
  const schedule: { spec: TargetSpec; plans: Plan[] }[] = [
    { spec: bare, plans: [{ label: 'bare Fastify, same bytes (1)', kind: 'ceiling', path: unfiltered }] },
    { spec: withCache, plans: [{ label: 'app, micro-cache 2 s', kind: 'app', path: unfiltered }] },
    { spec: bare, plans: [{ label: 'bare Fastify, same bytes (2)', kind: 'ceiling', path: unfiltered }] },
    {
      spec: noCache,
      plans: [
        { label: 'app, cache off', kind: 'app', path: unfiltered },
        { label: 'app, cache off, category', kind: 'app', path: byCategory },
        { label: 'app, cache off, 7-day range', kind: 'app', path: byRange },
      ],
    },
    { spec: bare, plans: [{ label: 'bare Fastify, same bytes (3)', kind: 'ceiling', path: unfiltered }] },
  ];
  console.log('\nMeasuring (each server in a fresh child process; autocannon in this one):');
  const measurements: Measurement[] = [];
  for (const step of schedule) {
    await withTarget(step.spec, async (target) => {
      for (const plan of step.plans) measurements.push(await measure(target, plan, options));
    });
  }

  const ceiling = report(measurements);

  const failures = measurements.flatMap((m) =>
    [m.warmup, m.result]
      .filter((r): r is Result => r !== undefined && r.non2xx + r.errors > 0)
      .map(
        (r) => `${r.title}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`,
      ),
  );

  const resultsDir = new URL('./results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  const file = new URL(`event-list-${stamp}.json`, resultsDir);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        options: { ...options, adminUrl: redactUrl(options.adminUrl) },
        cores,
        node: process.version,
        postgres: pgVersion,
        seed,
        filters,
        ceiling,
        measurements: measurements.map((m) => ({
          label: m.label,
          kind: m.kind,
          url: m.url,
          reqPerSec: m.result.requests.average,
          p50: m.result.latency.p50,
          p99: m.result.latency.p99,
          latencyMean: m.result.latency.average,
          requests: m.result.requests.total,
          non2xx: m.result.non2xx,
          errors: m.result.errors,
          timeouts: m.result.timeouts,
          ratio: m.result.requests.average / ceiling,
        })),
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Raw figures written to bench/results/${file.pathname.split('/').at(-1)}.`);

  return exitCodeOf(failures, 'FAILED: responses that were not 2xx, or socket errors');
}

await runBench(main, cleanUp, () => false);

/**
 * Overload (issue 18, part 4): what a booking rush beyond the instance's capacity does, with load
 * shedding off and on. On a fresh PostgreSQL database, with the app in a child process:
 *
 * 1. the sustainable rate: a closed loop of `--connections` buyers booking one hot type;
 * 2. the overload: `--factor` (4) times that rate offered over `--overload-connections`, each request
 *    given up after `--timeout` seconds, as a buyer's browser or a proxy would.
 *
 * Both run against an app with shedding off (SHED_*=0), then a fresh app with it on (the app's
 * defaults unless `--shed-loop-ms` / `--shed-pool` say otherwise). Prints, per phase, 201s, 503s
 * (with Retry-After), time-outs, errors, and p50/p99 of the 201s and of every answer.
 *
 *   npx tsx bench/overload.ts [--duration=10] [--warmup=2] [--connections=50] [--pool-size=10]
 *                             [--factor=4] [--overload-connections=0 (auto: the rate)] [--timeout=3]
 *                             [--shed-loop-ms=200] [--shed-pool=50]
 *
 * Exits non-zero only on real errors (a server that does not start, a 5xx other than a shed 503,
 * socket errors other than time-outs), never because of timing.
 */
import { loadavg } from 'node:os';
import { type BenchDatabase, createBenchDatabase, seedBenchData } from './lib/bench-database';
import { fmt } from './lib/booking-report';
import { seedHotTicketType } from './lib/hot-ticket-type';
import { onInterrupt } from './lib/interrupt';
import { positiveInt, readOptions, readSetting, redactUrl } from './lib/options';
import { count, type PhaseResult, type PhaseSettings, percentile, runPhase } from './lib/overload-load';
import { withClient } from './lib/pg-client';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';
import { startTarget } from './lib/targets';

const BOOK_PATH = '/api/v1/event/book';

const options = readOptions(process.argv.slice(2), process.env, { events: 100, organizations: 10 });
const factor = positiveInt('factor', readSetting('factor'), 4);
const timeoutS = positiveInt('timeout', readSetting('timeout'), 3);
const overloadConnectionsSetting = positiveInt(
  'overload-connections',
  readSetting('overload-connections'),
  0,
  true,
);
const shedLoopMs = readSetting('shed-loop-ms');
const shedPool = readSetting('shed-pool');

let database: BenchDatabase | undefined;
let cleaningUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    await stopAndDrop(database);
  })();
  return cleaningUp;
}
const interrupted = onInterrupt('stopping the server, dropping the database', cleanUp);

const ms = (value: number) => (Number.isNaN(value) ? '-' : fmt(value));

function row(result: PhaseResult): string[] {
  const created = result.byStatus.get(201) ?? [];
  const all = [...result.byStatus.values()].flat().sort((a, b) => a - b);
  const shed = count(result, 503);
  const other = all.length - created.length - shed;
  const after = result.retryAfter;
  return [
    result.settings.label,
    result.settings.overallRate ? `${fmt(result.settings.overallRate)}/s` : 'closed loop',
    String(result.settings.connections),
    fmt(created.length / result.seconds),
    fmt(created.length),
    ms(percentile(created, 50)),
    ms(percentile(created, 99)),
    fmt(shed),
    after.length > 0 ? `${Math.min(...after)}-${Math.max(...after)} s` : '-',
    fmt(other),
    fmt(result.timeouts),
    fmt(result.errors),
    ms(percentile(all, 99)),
  ];
}

const HEADERS = [
  'phase',
  'offered',
  'conns',
  '201/s',
  '201',
  '201 p50',
  '201 p99',
  '503',
  'Retry-After',
  'other',
  'timeouts',
  'errors',
  'all p99',
];

function printTable(results: PhaseResult[]) {
  const rows = [HEADERS, ...results.map(row)];
  const widths = HEADERS.map((_, i) => Math.max(...rows.map((r) => (r[i] ?? '').length)));
  for (const [index, r] of rows.entries()) {
    console.log(
      r.map((cell, i) => (i === 0 ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0))).join('  '),
    );
    if (index === 0) console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  }
}

async function phases(dbUrl: string, hot: Awaited<ReturnType<typeof seedHotTicketType>>, shedding: boolean) {
  const name = shedding ? 'shedding on' : 'shedding off';
  const env: Record<string, string> = { BOOKINGS_PER_ADDRESS: '0' };
  if (!shedding)
    Object.assign(env, { SHED_EVENT_LOOP_DELAY_MS: '0', SHED_POOL_WAITING: '0', SHED_QUEUE_WAIT_MS: '0' });
  else {
    if (shedLoopMs) env.SHED_EVENT_LOOP_DELAY_MS = shedLoopMs;
    if (shedPool) env.SHED_POOL_WAITING = shedPool;
  }
  const target = await startTarget({ kind: 'app', databaseUrl: dbUrl, poolSize: options.poolSize, env });
  const results: PhaseResult[] = [];
  try {
    const run = async (settings: PhaseSettings) => {
      process.stdout.write(`  ${settings.label}...`);
      const result = await runPhase(target.origin, BOOK_PATH, hot, settings);
      console.log(
        ` ${fmt(count(result, 201))} booked, ${fmt(count(result, 503))} shed, ${fmt(result.timeouts)} timed out`,
      );
      return result;
    };
    if (options.warmup > 0) {
      await run({
        label: `${name}: warm-up`,
        connections: options.connections,
        seconds: options.warmup,
        timeoutS,
      });
    }
    // Statistics that know the warm-up's bookings, as autovacuum's would (bench/README.md, "A planner trap").
    await withClient(dbUrl, (client) => client.query('analyze bookings, booking_items, users, sessions'));
    const sustainable = await run({
      label: `${name}: sustainable`,
      connections: options.connections,
      seconds: options.duration,
      timeoutS,
    });
    results.push(sustainable);
    const rate = Math.max(1, Math.round((factor * count(sustainable, 201)) / sustainable.seconds));
    // One connection per request a second (autocannon allows no more): each sends one request a
    // second, so answers slower than a second pile up in flight until the client time-out.
    const connections = overloadConnectionsSetting || Math.min(2000, rate);
    results.push(
      await run({
        label: `${name}: ${factor}x`,
        connections,
        seconds: options.duration,
        overallRate: rate,
        timeoutS,
      }),
    );
  } finally {
    await target.stop();
  }
  return results;
}

async function main() {
  console.log(
    `Overload: ${options.connections} connections for the sustainable rate, then ${factor}x it, ` +
      `${options.warmup} s warm-up + ${options.duration} s per phase, client time-out ${timeoutS} s, ` +
      `app pool ${options.poolSize}, Node ${process.version}, server ${redactUrl(options.adminUrl)}, load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  database = await createBenchDatabase(options.adminUrl);
  await seedBenchData(database.url, { events: options.events, organizations: options.organizations });
  const hot = await seedHotTicketType(database.url, { stock: 10_000_000 });
  console.log(`Created ${database.name}; hot ticket type ${hot.ticketTypeId}.\n\nMeasuring:`);

  const results = [...(await phases(database.url, hot, false)), ...(await phases(database.url, hot, true))];
  console.log('');
  printTable(results);
  console.log(
    '\nLatencies in ms from the request being built to its answer; time-outs have none. "other" is any answer ' +
      'but 201 and a shed 503. One machine runs PostgreSQL, the app and autocannon: compare within a run.',
  );

  const failures: string[] = [];
  for (const result of results) {
    const shedWithout = count(result, 503) - result.retryAfter.length;
    const fiveHundreds = [...result.byStatus.keys()].filter((status) => status >= 500 && status !== 503);
    if (fiveHundreds.length > 0)
      failures.push(`${result.settings.label}: answers ${fiveHundreds.join(', ')}`);
    if (shedWithout > 0) failures.push(`${result.settings.label}: ${shedWithout} 503s without Retry-After`);
    if (result.errors > 0) failures.push(`${result.settings.label}: ${result.errors} socket errors`);
    for (const sample of result.samples) console.log(`  ${result.settings.label}: ${sample}`);
  }
  return exitCodeOf(failures);
}

await runBench(main, cleanUp, interrupted);

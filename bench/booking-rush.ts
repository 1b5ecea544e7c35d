/**
 * The booking rush: N concurrent clients book one hot ticket type (ample stock, qty 1, a new guest
 * each time) through the real HTTP API, `POST /api/v1/event/book`, with the simulated payment
 * provider, on PostgreSQL. Next to it, in the same run, pgbench's rate for the bare conditional
 * update on that one row at the same client count, once before and once after the HTTP load.
 * Run from the repository root:
 *
 *   npx tsx bench/booking-rush.ts [--duration=10] [--warmup=2] [--connections=50] [--pool-size=20]
 *                                 [--stock=10000000] [--pgbench=off|/path/to/pgbench] [--profile]
 *                                 [--prototype] [--synchronous-commit=off]
 *
 * (or BENCH_DURATION, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_POOL_SIZE, BENCH_STOCK, BENCH_PGBENCH,
 * BENCH_PROFILE, BENCH_PROTOTYPE, BENCH_SYNCHRONOUS_COMMIT, BENCH_DATABASE_URL). Creates, seeds
 * and finally drops a database of its own. The app runs in a child process; autocannon and pgbench
 * run from here. After the load it checks that nothing was oversold or lost. `--prototype` also
 * measures, on the same app process right after it, the benchmark-only prototype of
 * `lib/booking-prototype.ts` (three statements instead of twelve), to show what the README's
 * recommendations would buy. Exits non-zero only on real errors (a server that does not start, a
 * response that is not 201, socket errors, an oversold or lost seat, pgbench failing), never
 * because of speed.
 */
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import autocannon, { type Request, type Result } from 'autocannon';
import pg from 'pg';
import {
  type BenchDatabase,
  createBenchDatabase,
  type HotTicketType,
  seedBenchData,
  seedHotTicketType,
} from './lib/bench-database';
import { PROTOTYPE_PATH } from './lib/booking-prototype';
import { type CpuUse, postgresPids, startCpuMeter } from './lib/cpu';
import { defined } from './lib/defined';
import { onInterrupt } from './lib/interrupt';
import { booleanSetting, positiveInt, readOptions, readSetting, redactUrl } from './lib/options';
import { findPgbench, killPgbench, type PgbenchResult, runPgbench } from './lib/pgbench';
import { type RunningTarget, startTarget, stopAllTargets, type TargetStats } from './lib/targets';

/** bookings/s ÷ pgbench's tps for the bare update, and bookings/s, that the issue aims for. */
const AIM_RATIO = 0.4;
const AIM_RATE = 600;
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
const prototype = booleanSetting('prototype', readSetting('prototype'), false);

interface Variant {
  label: string;
  path: string;
}

const VARIANTS: Variant[] = [
  { label: 'app', path: BOOK_PATH },
  ...(prototype ? [{ label: 'prototype (bench only)', path: PROTOTYPE_PATH }] : []),
];
const LABEL_WIDTH = Math.max(...VARIANTS.map((v) => v.label.length + v.path.length + 12), 40);

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
    await stopAllTargets().catch((error) => console.error('could not stop the server:', error));
    if (database) {
      await database
        .drop()
        .then(() => console.log(`Dropped database ${defined(database, 'database').name}.`))
        .catch((error) =>
          console.error(`could not drop database ${defined(database, 'database').name}:`, error),
        );
    }
  })();
  return cleaningUp;
}

const interrupted = onInterrupt('stopping the server and pgbench, dropping the database', cleanUp);

function sleep(ms: number) {
  return new Promise((resolve) => setTimeout(resolve, ms));
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}

/** Every buyer is a different guest, so each booking creates its own guest user and session. */
let buyerSeq = 0;
function bookingBody(hot: HotTicketType): string {
  buyerSeq += 1;
  const n = buyerSeq;
  return JSON.stringify({
    event_id: hot.eventId,
    tickets: [{ id: hot.ticketTypeId, qty: 1 }],
    payment_method: 'card',
    details: {
      full_name: `Rush Buyer ${n}`,
      msisdn: `+2547${String(n % 100_000_000).padStart(8, '0')}`,
      email_address: `rush.buyer.${n}@example.com`,
    },
  });
}

/** What the load generator saw, beyond autocannon's own counts: the references of the 201s. */
interface Tally {
  statuses: Record<number, number>;
  references: string[];
  /** The first few bodies of responses that were not 201, for the report. */
  samples: string[];
}

function newTally(): Tally {
  return { statuses: {}, references: [], samples: [] };
}

const REFERENCE = /"booking_id":"([^"]+)"/;

function bookingRequests(path: string, hot: HotTicketType, tally: Tally): Request[] {
  return [
    {
      method: 'POST',
      path,
      headers: { 'content-type': 'application/json' },
      setupRequest: (request) => ({ ...request, body: bookingBody(hot) }),
      onResponse: (status, body) => {
        tally.statuses[status] = (tally.statuses[status] ?? 0) + 1;
        const reference = status === 201 ? REFERENCE.exec(body)?.[1] : undefined;
        if (reference) tally.references.push(reference);
        else if (tally.samples.length < 5) tally.samples.push(`${status}: ${body.slice(0, 300)}`);
      },
    },
  ];
}

function load(
  origin: string,
  path: string,
  hot: HotTicketType,
  seconds: number,
  title: string,
  tally: Tally,
) {
  return autocannon({
    url: `${origin}${path}`,
    title,
    connections: options.connections,
    duration: seconds,
    pipelining: 1,
    timeout: 10,
    requests: bookingRequests(path, hot, tally),
  });
}

interface Baseline {
  label: string;
  result?: PgbenchResult;
  cpu?: CpuUse;
  error?: string;
}

async function hotCounters(url: string, ticketTypeId: number) {
  return withClient(url, async (client) => {
    const { rows } = await client.query<{ held: number; sold: number; max_tickets: number }>(
      'select held, sold, max_tickets from ticket_types where id = $1',
      [ticketTypeId],
    );
    return defined(rows[0], 'rows[0]');
  });
}

/**
 * pgbench's bare conditional update on the hot row with as many clients as the HTTP run has
 * connections, on a freshly vacuumed table; afterwards `held` is put back and the row's dead
 * versions vacuumed away, so that the HTTP run starts from the same state.
 */
async function baseline(pgbench: string, url: string, hot: HotTicketType, label: string): Promise<Baseline> {
  const before = await hotCounters(url, hot.ticketTypeId);
  // Dead versions of the hot row left by an earlier load would slow this one down.
  await withClient(url, (client) => client.query('vacuum (analyze) ticket_types'));
  process.stdout.write(`  pgbench, bare update (${label})`.padEnd(LABEL_WIDTH));
  const meter = await startCpuMeter({});
  try {
    const result = await runPgbench({
      pgbench,
      url,
      clients: options.connections,
      threads: pgbenchThreads,
      seconds: options.duration,
      script: `UPDATE ticket_types SET held = held + 1 WHERE id = ${hot.ticketTypeId} AND sold + held + 1 <= max_tickets;`,
    });
    const cpu = await meter.stop();
    console.log(
      `${Math.round(result.tps)} tps, latency mean ${result.latencyMeanMs?.toFixed(1) ?? '?'} ms, ` +
        `${result.transactions} transactions, ${result.failed} failed, machine busy ${cores(cpu.machineCores)}`,
    );
    return { label, result, cpu };
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!interrupted()) {
      console.log('FAILED');
      console.error(message);
    }
    return { label, error: message };
  } finally {
    await withClient(url, async (client) => {
      await client.query('update ticket_types set held = $2 where id = $1', [hot.ticketTypeId, before.held]);
      await client.query('vacuum (analyze) ticket_types');
    });
  }
}

function cores(value: number | undefined) {
  return value === undefined ? '?' : `${value.toFixed(2)} cores`;
}

/** Waits until bookings whose responses were cut off at the end of a run have finished in the app. */
async function settle(url: string, hot: HotTicketType) {
  const deadline = Date.now() + 20_000;
  let last = -1;
  return withClient(url, async (client) => {
    for (;;) {
      const { rows } = await client.query<{ total: number; unfinished: number; active: number }>(
        `select count(*)::int as total,
                count(*) filter (where status = 1 and provider_intent_id is null)::int as unfinished,
                (select count(*)::int from pg_stat_activity
                  where datname = current_database() and pid <> pg_backend_pid()
                    and backend_type = 'client backend' and state <> 'idle') as active
         from bookings where event_id = $1`,
        [hot.eventId],
      );
      const row = defined(rows[0], 'rows[0]');
      if (row.total === last && row.unfinished === 0 && row.active === 0) return;
      if (Date.now() > deadline) return;
      last = row.total;
      await sleep(300);
    }
  });
}

interface Check {
  maxTickets: number;
  sold: number;
  held: number;
  /** Sum of booking_items quantities of the hot type, over bookings holding or having sold seats. */
  booked: number;
  bookings: number;
  /** Bookings of the hot event no longer holding seats (expired, cancelled): none are expected. */
  released: number;
  /** Pending bookings without a payment intent once the app was idle: none are expected. */
  withoutIntent: number;
  /** 201 responses received (smoke test, warm-up and measured run). */
  answered: number;
  /** 201s whose booking is not in the database. */
  missing: number;
  /** Bookings in the database whose 201 never reached the client: cut off when a run ended. */
  unanswered: number;
  /** At most one request per connection is in flight when a run ends. */
  unansweredAllowance: number;
  oversold: number;
  /** booked − (sold + held): non-zero means the counters and the bookings disagree. */
  drift: number;
  /** Everything that must be zero: oversold + |drift| + missing + unanswered beyond the allowance. */
  problems: number;
}

async function checkInventory(url: string, hot: HotTicketType, references: string[], loads: number) {
  return withClient(url, async (client): Promise<Check> => {
    const { rows } = await client.query<{
      max_tickets: number;
      sold: number;
      held: number;
      booked: number;
      bookings: number;
      released: number;
      without_intent: number;
    }>(
      `select t.max_tickets, t.sold, t.held,
              (select coalesce(sum(i.quantity), 0)::int from booking_items i
                 join bookings b on b.id = i.booking_id
                where i.ticket_type_id = t.id and b.status in (1, 2)) as booked,
              (select count(*)::int from bookings b where b.event_id = t.event_id and b.status in (1, 2)) as bookings,
              (select count(*)::int from bookings b where b.event_id = t.event_id and b.status not in (1, 2))
                as released,
              (select count(*)::int from bookings b
                where b.event_id = t.event_id and b.status = 1 and b.provider_intent_id is null) as without_intent
       from ticket_types t where t.id = $1`,
      [hot.ticketTypeId],
    );
    const row = defined(rows[0], 'rows[0]');
    const { rows: missingRows } = await client.query<{ missing: number }>(
      `select count(*)::int as missing from unnest($1::text[]) r(reference)
        where not exists (select 1 from bookings b where b.reference = r.reference and b.status in (1, 2))`,
      [references],
    );
    const missing = defined(missingRows[0], 'missingRows[0]').missing;
    const answered = references.length;
    const unanswered = row.bookings - (answered - missing);
    const unansweredAllowance = loads * options.connections;
    const oversold = Math.max(0, row.sold + row.held - row.max_tickets);
    const drift = row.booked - (row.sold + row.held);
    return {
      maxTickets: row.max_tickets,
      sold: row.sold,
      held: row.held,
      booked: row.booked,
      bookings: row.bookings,
      released: row.released,
      withoutIntent: row.without_intent,
      answered,
      missing,
      unanswered,
      unansweredAllowance,
      oversold,
      drift,
      problems:
        oversold +
        Math.abs(drift) +
        missing +
        Math.max(0, unanswered - unansweredAllowance) +
        Math.max(0, -unanswered),
    };
  });
}

/** One booking before any load: it must be a 201 with a reference and a client secret. */
async function smokeTest(origin: string, path: string, hot: HotTicketType): Promise<string> {
  const response = await fetch(`${origin}${path}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: bookingBody(hot),
    signal: AbortSignal.timeout(10_000),
  });
  const body = await response.text();
  if (response.status !== 201) throw new Error(`POST ${path} answered ${response.status}: ${body}`);
  const parsed = JSON.parse(body) as {
    message: { data: { booking_id: string; client_secret: string | null; provider: string } };
  };
  const data = parsed.message.data;
  if (!data.booking_id || !data.client_secret || data.provider !== 'simulated') {
    throw new Error(`unexpected booking response: ${body}`);
  }
  return data.booking_id;
}

function fmt(value: number, digits = 0) {
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
}

function percent(ratio: number) {
  return `${(ratio * 100).toFixed(0)}%`;
}

interface Measurement {
  variant: Variant;
  warmup?: Result;
  result: Result;
  bookingsPerSecond: number;
  ratio?: number;
  stats: TargetStats;
  cpu?: CpuUse;
  tally: { smoke: Tally; warmup: Tally; measured: Tally };
}

function verdict(met: boolean) {
  return met ? 'met' : 'missed';
}

function printReport(
  measurements: Measurement[],
  baselines: Baseline[],
  pgbenchTps: number | undefined,
  check: Check,
) {
  const rows: string[][] = [['measure', ...measurements.map((m) => m.variant.label), 'aim']];
  const add = (label: string, cell: (m: Measurement) => string, aim = '') =>
    rows.push([label, ...measurements.map(cell), aim]);
  add(
    'bookings/s (201s ÷ seconds)',
    (m) => `${fmt(m.bookingsPerSecond)} (${verdict(m.bookingsPerSecond >= AIM_RATE)})`,
    `≥ ${AIM_RATE}`,
  );
  add('latency p50 / p99 ms', (m) => `${m.result.latency.p50} / ${m.result.latency.p99}`);
  add('2xx', (m) => fmt(m.result['2xx']));
  add('non-2xx', (m) => fmt(m.result.non2xx), 'none expected');
  add('errors (timeouts)', (m) => `${m.result.errors} (${m.result.timeouts})`, 'none expected');
  add(
    'bookings/s ÷ pgbench tps',
    (m) => (m.ratio === undefined ? '—' : `${percent(m.ratio)} (${verdict(m.ratio >= AIM_RATIO)})`),
    `≥ ${percent(AIM_RATIO)}`,
  );
  const measured = baselines
    .filter((b) => b.result)
    .map((b) => `${fmt(defined(b.result, 'b.result').tps)} ${b.label}`);
  rows.push([
    'pgbench tps, bare update',
    pgbenchTps === undefined ? 'skipped' : fmt(pgbenchTps),
    ...measurements.slice(1).map(() => ''),
    measured.length > 1 ? `mean of ${measured.join(', ')}` : '',
  ]);
  rows.push([
    'oversold / lost seats',
    `${fmt(check.problems)} (${check.problems === 0 ? 'ok' : 'FAILED'})`,
    ...measurements.slice(1).map(() => ''),
    '= 0, over the whole run',
  ]);
  const widths = defined(rows[0], 'rows[0]').map((_, i) =>
    Math.max(...rows.map((row) => defined(row[i], 'row[i]').length)),
  );
  const line = (cells: string[]) =>
    cells.map((cell, i) => cell.padEnd(defined(widths[i], 'widths[i]'))).join('  ');
  console.log(`\n${line(defined(rows[0], 'rows[0]'))}`);
  console.log(widths.map((w) => '-'.repeat(w)).join('  '));
  for (const row of rows.slice(1)) console.log(line(row));
  console.log(
    `\nInventory of the hot type: max ${fmt(check.maxTickets)}, held ${fmt(check.held)}, sold ${fmt(check.sold)}; ` +
      `booking_items ${fmt(check.booked)} in ${fmt(check.bookings)} bookings (drift ${check.drift}); ` +
      `oversold ${check.oversold}; 201s ${fmt(check.answered)}, of which missing in the database ${check.missing}; ` +
      `bookings whose 201 was cut off at the end of a run ${check.unanswered} (at most ${check.unansweredAllowance} ` +
      `expected); released ${check.released}; pending without intent ${check.withoutIntent}.`,
  );
}

function printServerStats({ variant, stats, cpu, result }: Measurement) {
  const bookings = Math.max(1, result['2xx']);
  const loop = stats.eventLoop;
  const appCpuMs = stats.cpuMs.user + stats.cpuMs.system;
  console.log(
    `\n${variant.label}, measured run: app event loop busy ${percent(loop.utilization)}, lag ` +
      `p50 ${loop.delay.p50Ms.toFixed(1)} ms, p99 ${loop.delay.p99Ms.toFixed(1)} ms, max ${loop.delay.maxMs.toFixed(1)} ms; ` +
      `app CPU ${fmt((appCpuMs * 1000) / bookings)} µs per booking.`,
  );
  if (cpu) {
    const groups = Object.entries(cpu.groups)
      .map(([name, value]) => `${name} ${value.toFixed(2)}`)
      .join(', ');
    const ours =
      (cpu.groups['app (Node)'] ?? 0) +
      (cpu.groups['autocannon (this process)'] ?? 0) +
      (cpu.groups['all PostgreSQL processes'] ?? 0);
    const others = cpu.machineCores === undefined ? undefined : Math.max(0, cpu.machineCores - ours);
    const backends = cpu.groups['PostgreSQL backends of the app'];
    console.log(
      `  CPU in cores over ${cpu.seconds.toFixed(1)} s (of ${cpu.cores}): machine busy ${cores(cpu.machineCores)}` +
        `${cpu.stealCores ? ` (steal ${cpu.stealCores.toFixed(2)})` : ''}; ${groups}; ` +
        `everything else on the machine ${cores(others)}.` +
        (backends === undefined
          ? ''
          : ` PostgreSQL backends: ${fmt((backends * cpu.seconds * 1e6) / bookings)} µs CPU per booking.`),
    );
  }
  if (stats.statements) {
    console.log(
      '  Statements as the app saw them (send to result, including waits for locks and the event loop):',
    );
    console.log(
      `    ${'statement'.padEnd(40)} ${'per booking'.padStart(11)} ${'mean ms'.padStart(8)} ${'p99 ms'.padStart(8)}`,
    );
    const entries = Object.entries(stats.statements).sort(
      (a, b) => b[1].count * b[1].meanMs - a[1].count * a[1].meanMs,
    );
    const timings = [
      ...entries,
      ...(stats.poolWait ? [['(wait for a pool connection)', stats.poolWait] as const] : []),
    ];
    for (const [label, timing] of timings) {
      console.log(
        `    ${label.padEnd(40)} ${(timing.count / bookings).toFixed(2).padStart(11)} ` +
          `${timing.meanMs.toFixed(2).padStart(8)} ${timing.p99Ms.toFixed(2).padStart(8)}`,
      );
    }
    if (stats.hotRowLock?.count) {
      const lock = stats.hotRowLock;
      console.log(
        `  Hot row lock held after the update returned (until commit done): mean ${lock.meanMs.toFixed(2)} ms, ` +
          `p99 ${lock.p99Ms.toFixed(2)} ms: bookings pass that row one at a time, so at most ` +
          `${fmt(1000 / Math.max(0.001, lock.meanMs))} bookings/s (the update's own time above is mostly the wait for it).`,
      );
    }
  }
}

/** Warm-up and measured run of one variant on a running app, with its CPU and the app's own statistics. */
async function measure(target: RunningTarget, variant: Variant, hot: HotTicketType, dbUrl: string) {
  const tally = { smoke: newTally(), warmup: newTally(), measured: newTally() };
  tally.smoke.references.push(await smokeTest(target.origin, variant.path, hot));
  tally.smoke.statuses[201] = 1;
  process.stdout.write(`  ${variant.label}, POST ${variant.path}`.padEnd(LABEL_WIDTH));
  const warmup =
    options.warmup > 0
      ? await load(
          target.origin,
          variant.path,
          hot,
          options.warmup,
          `${variant.label} (warm-up)`,
          tally.warmup,
        )
      : undefined;
  const backends = await withClient(dbUrl, async (client) =>
    (
      await client.query<{ pid: number }>(
        'select pid from pg_stat_activity where datname = current_database() and pid <> pg_backend_pid()',
      )
    ).rows.map((row) => row.pid),
  );
  await target.stats('reset');
  const meter = await startCpuMeter({
    'app (Node)': [target.pid],
    'autocannon (this process)': [process.pid],
    'PostgreSQL backends of the app': backends,
    'all PostgreSQL processes': await postgresPids(),
  });
  const result = await load(
    target.origin,
    variant.path,
    hot,
    options.duration,
    variant.label,
    tally.measured,
  );
  const cpu = await meter.stop();
  const stats = await target.stats('read');
  const bookingsPerSecond = result['2xx'] / result.duration;
  console.log(
    `${fmt(bookingsPerSecond)} bookings/s, p50 ${result.latency.p50} ms, p99 ${result.latency.p99} ms` +
      (result.non2xx + result.errors > 0 ? `, ${result.non2xx} non-2xx, ${result.errors} errors` : ''),
  );
  await settle(dbUrl, hot);
  return { variant, warmup, result, bookingsPerSecond, stats, cpu, tally };
}

async function main() {
  const hardLimitMs = ((1 + VARIANTS.length) * (options.warmup + options.duration) + 300) * 1000;
  const watchdog = setTimeout(() => {
    console.error(`Watchdog: the benchmark ran longer than ${hardLimitMs / 1000} s; giving up.`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs);
  watchdog.unref();

  console.log(
    `Booking rush: ${options.connections} connections, ${options.warmup} s warm-up + ${options.duration} s, ` +
      `app pool ${options.poolSize}, stock ${fmt(stock)}${profile ? ', profiling statements' : ''}` +
      `${prototype ? ', with the prototype' : ''}` +
      `${synchronousCommit ? `, synchronous_commit ${synchronousCommit} for this database` : ''}, Node ${process.version}, server ${redactUrl(options.adminUrl)}, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );

  database = await createBenchDatabase(options.adminUrl);
  const dbUrl = database.url;
  const pgVersion = await withClient(
    dbUrl,
    async (client) =>
      defined(
        (await client.query<{ server_version: string }>('show server_version')).rows[0],
        '(await client.query<{ server_version: string }>("show server_version")).rows[0]',
      ).server_version,
  );
  if (synchronousCommit) {
    // A setting of this database only, for sessions opened from now on; dropped with it.
    await withClient(dbUrl, (client) =>
      client.query(
        `alter database ${defined(database, 'database').name} set synchronous_commit = ${synchronousCommit}`,
      ),
    );
  }
  const seed = await seedBenchData(dbUrl, { events: options.events, organizations: options.organizations });
  const hot = await seedHotTicketType(dbUrl, { stock });
  console.log(
    `Created ${database.name} (PostgreSQL ${pgVersion}): ${seed.events} other events, hot event ${hot.eventId} ` +
      `with ticket type ${hot.ticketTypeId} (${fmt(hot.maxTickets)} seats at ${hot.priceMinor / 100} ${hot.currency}).`,
  );

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
  if (pgbench) baselines.push(await baseline(pgbench, dbUrl, hot, 'before'));

  const measurements: Measurement[] = [];
  const target = await startTarget({
    kind: 'app',
    databaseUrl: dbUrl,
    poolSize: options.poolSize,
    profile,
    prototype,
    // The rush comes from one address here; in production it comes from thousands.
    env: { BOOKINGS_PER_ADDRESS: '0' },
  });
  try {
    for (const variant of VARIANTS) measurements.push(await measure(target, variant, hot, dbUrl));
  } finally {
    await target.stop();
  }

  const references = measurements.flatMap((m) => [
    ...m.tally.smoke.references,
    ...m.tally.warmup.references,
    ...m.tally.measured.references,
  ]);
  const check = await checkInventory(dbUrl, hot, references, VARIANTS.length * (options.warmup > 0 ? 2 : 1));

  if (pgbench) baselines.push(await baseline(pgbench, dbUrl, hot, 'after'));

  const rates = baselines.flatMap((b) => (b.result ? [b.result.tps] : []));
  const pgbenchTps = rates.length > 0 ? rates.reduce((sum, tps) => sum + tps, 0) / rates.length : undefined;
  for (const m of measurements) m.ratio = pgbenchTps ? m.bookingsPerSecond / pgbenchTps : undefined;
  printReport(measurements, baselines, pgbenchTps, check);
  for (const m of measurements) printServerStats(m);
  console.log(
    '\nOne machine runs PostgreSQL, the app and autocannon (and whatever else is running): compare the ratio ' +
      'within a run, not absolute rates across runs.',
  );

  const failures: string[] = [];
  for (const m of measurements) {
    for (const [name, r] of [
      ['warm-up', m.warmup],
      ['measured run', m.result],
    ] as const) {
      if (r && r.non2xx + r.errors > 0) {
        failures.push(
          `${m.variant.label}, ${name}: ${r.non2xx} non-2xx (${JSON.stringify(r.statusCodeStats)}), ${r.errors} errors`,
        );
      }
    }
    for (const sample of [...m.tally.warmup.samples, ...m.tally.measured.samples]) {
      failures.push(`${m.variant.label}, response ${sample}`);
    }
  }
  if (check.problems > 0) failures.push(`inventory: ${check.problems} oversold or lost seats`);
  if (check.withoutIntent > 0)
    failures.push(`inventory: ${check.withoutIntent} pending bookings without intent`);
  for (const b of baselines) if (b.error) failures.push(`pgbench (${b.label}) failed`);

  const resultsDir = new URL('./results/', import.meta.url);
  await mkdir(resultsDir, { recursive: true });
  const stamp = new Date().toISOString().replaceAll(':', '-').slice(0, 19);
  const file = new URL(`booking-rush-${stamp}.json`, resultsDir);
  await writeFile(
    file,
    `${JSON.stringify(
      {
        at: new Date().toISOString(),
        loadAverage: loadavg(),
        options: {
          ...options,
          adminUrl: redactUrl(options.adminUrl),
          stock,
          profile,
          prototype,
          synchronousCommit,
          pgbenchThreads,
        },
        node: process.version,
        postgres: pgVersion,
        hot,
        pgbench: baselines.map((b) => ({
          label: b.label,
          tps: b.result?.tps,
          transactions: b.result?.transactions,
          failed: b.result?.failed,
          latencyMeanMs: b.result?.latencyMeanMs,
          command: b.result?.command,
          machineCores: b.cpu?.machineCores,
          error: b.error,
        })),
        pgbenchTps,
        measurements: measurements.map((m) => ({
          label: m.variant.label,
          path: m.variant.path,
          bookingsPerSecond: m.bookingsPerSecond,
          ratio: m.ratio,
          p50: m.result.latency.p50,
          p99: m.result.latency.p99,
          latencyMean: m.result.latency.average,
          responses: {
            '2xx': m.result['2xx'],
            non2xx: m.result.non2xx,
            errors: m.result.errors,
            timeouts: m.result.timeouts,
          },
          statuses: m.tally.measured.statuses,
          warmupBookingsPerSecond: m.warmup ? m.warmup['2xx'] / m.warmup.duration : undefined,
          server: m.stats,
          cpu: m.cpu,
        })),
        check,
        failures,
      },
      null,
      2,
    )}\n`,
  );
  console.log(`Raw figures written to bench/results/${file.pathname.split('/').at(-1)}.`);

  if (failures.length > 0) {
    console.error(`\nFAILED:\n  ${failures.join('\n  ')}`);
    return 1;
  }
  return 0;
}

let exitCode = 1;
try {
  exitCode = await main();
} catch (error) {
  if (!interrupted()) console.error('\nBenchmark failed:', error);
  exitCode = 1;
} finally {
  await cleanUp();
}
process.exit(exitCode);

/**
 * Sold out is the fastest answer (issue 18, part 2): a ticket type is sold out (its last seats held
 * by pending card bookings), then floods of N bookings of it (a new guest each) must all get the
 * app's 409, at no less than a third of the rate of a bare Fastify route answering the very same
 * bytes to the same POSTs, measured between the floods of the same run. During each flood, once a
 * tenth of it was answered, one of the pending bookings is paid through the simulated card
 * provider's confirm call (which sells its held seat on the hot row) and timed: aim 200 ms. Last,
 * for comparison, an app with the sold-out marks off (SOLD_OUT_MARK_MS=0: every refusal asks the
 * database) gets a smaller flood and a confirmation too. Run from the repository root:
 *
 *   npx tsx bench/sold-out.ts [--requests=2000] [--rounds=5] [--warmup=2] [--connections=50]
 *                             [--pool-size=20] [--stock=100] [--before-requests=200]
 *
 * (or BENCH_REQUESTS, BENCH_ROUNDS, BENCH_WARMUP, BENCH_CONNECTIONS, BENCH_POOL_SIZE, BENCH_STOCK,
 * BENCH_BEFORE_REQUESTS, BENCH_DATABASE_URL; --before-requests=0 skips the comparison). Creates,
 * seeds and finally drops a database of its own; each server runs in a child process. Exits non-zero
 * only on real errors (an answer other than the expected 409, socket errors, a payment not
 * confirmed, an oversold seat), never because of speed.
 */
import { loadavg } from 'node:os';
import { type BenchDatabase, createBenchDatabase, seedBenchData } from './lib/bench-database';
import { defined } from './lib/defined';
import { seedHotTicketType } from './lib/hot-ticket-type';
import { onInterrupt } from './lib/interrupt';
import { positiveInt, readOptions, readSetting, redactUrl } from './lib/options';
import { withClient } from './lib/pg-client';
import { exitCodeOf, runBench, stopAndDrop } from './lib/run-bench';
import { BOOK_PATH, bookOnce, confirmPayment, type Flood, flood, holdOne, warmUp } from './lib/sold-out-load';
import { line, reportSoldOut } from './lib/sold-out-report';
import { type RunningTarget, startTarget, type TargetSpec } from './lib/targets';

const options = readOptions(process.argv.slice(2), process.env, {
  poolSize: 20,
  events: 100,
  organizations: 10,
});
const requests = positiveInt('requests', readSetting('requests'), 2000);
const rounds = positiveInt('rounds', readSetting('rounds'), 5);
const stock = positiveInt('stock', readSetting('stock'), 100);
const beforeRequests = positiveInt('before-requests', readSetting('before-requests'), 200, true);
/** The rush comes from one address here; in production it comes from thousands. */
const APP_ENV = { BOOKINGS_PER_ADDRESS: '0' };

let database: BenchDatabase | undefined;
let cleaningUp: Promise<void> | undefined;
function cleanUp(): Promise<void> {
  cleaningUp ??= (async () => {
    await stopAndDrop(database);
  })();
  return cleaningUp;
}
const interrupted = onInterrupt('stopping the servers and dropping the database', cleanUp);

async function withApp<T>(spec: TargetSpec, use: (app: RunningTarget) => Promise<T>) {
  const app = await startTarget(spec);
  try {
    return await use(app);
  } finally {
    await app.stop();
  }
}

async function main() {
  const hardLimitMs = 15 * 60_000;
  const watchdog = setTimeout(() => {
    console.error(`Watchdog: the benchmark ran longer than ${hardLimitMs / 1000} s; giving up.`);
    void cleanUp().finally(() => process.exit(1));
  }, hardLimitMs);
  watchdog.unref();
  console.log(
    `Sold out: floods of ${requests} bookings of a sold-out type, ${options.connections} connections, ` +
      `${rounds} rounds, app pool ${options.poolSize}, Node ${process.version}, server ${redactUrl(options.adminUrl)}, ` +
      `load average ${loadavg()
        .map((value) => value.toFixed(1))
        .join(' ')}`,
  );
  const created = await createBenchDatabase(options.adminUrl);
  database = created;
  await seedBenchData(created.url, { events: options.events, organizations: options.organizations });
  const hot = await seedHotTicketType(created.url, { stock });
  const app: TargetSpec = {
    kind: 'app',
    databaseUrl: created.url,
    poolSize: options.poolSize,
    env: APP_ENV,
  };
  // Per round one payment confirmed on the quiet app and one during the flood; one for the comparison.
  const pending = 2 * rounds + (beforeRequests > 0 ? 1 : 0);
  if (pending >= stock)
    throw new Error(`--stock must be more than the ${pending} bookings paid during floods`);

  const failures: string[] = [];
  const check = (label: string, run: Flood) => {
    const { result } = run;
    if (run.unexpected || result.errors + result.timeouts > 0)
      failures.push(
        `${label}: ${JSON.stringify(run.statuses)}, ${result.errors} errors, ${result.timeouts} timeouts` +
          (run.unexpected ? `; first unexpected answer ${run.unexpected}` : ''),
      );
  };

  const marked = await withApp(app, async (target) => {
    // Pending card bookings to pay during the floods, then every other seat held until none is left.
    const secrets: string[] = [];
    for (let i = 0; i < pending; i += 1) secrets.push(await holdOne(target.origin, hot));
    for (let left = stock - pending; left > 0; left -= 10) {
      await Promise.all(Array.from({ length: Math.min(10, left) }, () => holdOne(target.origin, hot)));
    }
    const refused = await bookOnce(target.origin, hot);
    if (refused.status !== 409 || !refused.body.includes('is sold out'))
      throw new Error(`the sold-out type answered ${refused.status}: ${refused.body}`);
    console.log(
      `Sold out ${hot.ticketTypeId} (${stock} seats, held); it answers ${refused.status}: ${refused.body}`,
    );
    const expected = { status: refused.status, body: refused.body };
    const bare: TargetSpec = {
      kind: 'bare',
      path: BOOK_PATH,
      method: 'POST',
      statusCode: refused.status,
      body: refused.body,
      contentType: refused.contentType,
    };
    return withApp(bare, async (ceiling) => {
      const base = { hot, requests, connections: options.connections, expected };
      console.log(
        `\nMeasuring (after ${options.warmup} s of warm-up each, the ceiling and the app in turn):`,
      );
      if (options.warmup > 0) {
        for (const origin of [ceiling.origin, target.origin]) {
          const warm = await warmUp({
            origin,
            hot,
            seconds: options.warmup,
            connections: options.connections,
          });
          if (warm.errors + warm.timeouts > 0)
            failures.push(`warm-up of ${origin}: ${warm.errors} errors, ${warm.timeouts} timeouts`);
        }
      }
      const ceilings: Flood[] = [];
      const apps: Flood[] = [];
      const quiet: number[] = [];
      for (let round = 0; round <= rounds; round += 1) {
        const label = `bare Fastify, same bytes (${round + 1})`;
        const run = await flood({ ...base, origin: ceiling.origin, title: label });
        check(label, run);
        line(label, run);
        ceilings.push(run);
        if (round === rounds) break;
        const quietMs = await confirmPayment(
          target.origin,
          defined(secrets[rounds + round], 'a pending booking'),
        );
        quiet.push(quietMs);
        console.log(`  ${'payment confirmed, no flood'.padEnd(36)} ${quietMs.toFixed(0)} ms`);
        const appLabel = `app, sold out marked (${round + 1})`;
        const appRun = await flood({
          ...base,
          origin: target.origin,
          title: appLabel,
          confirm: defined(secrets[round], 'a pending booking'),
        });
        check(appLabel, appRun);
        line(appLabel, appRun);
        apps.push(appRun);
      }
      return { ceilings, apps, quiet, expected, before: secrets[2 * rounds] };
    });
  });

  let before: Flood | undefined;
  if (beforeRequests > 0) {
    console.log(
      '\nFor comparison, the sold-out marks off (SOLD_OUT_MARK_MS=0: every refusal asks the database):',
    );
    before = await withApp({ ...app, env: { ...APP_ENV, SOLD_OUT_MARK_MS: '0' } }, async (target) => {
      const label = 'app, marks off';
      const run = await flood({
        hot,
        origin: target.origin,
        requests: beforeRequests,
        connections: options.connections,
        expected: marked.expected,
        confirm: defined(marked.before, 'a pending booking'),
        title: label,
      });
      check(label, run);
      line(`${label} (${beforeRequests} requests)`, run);
      return run;
    });
  }

  const paid = 2 * rounds + (before ? 1 : 0);
  const counters = await withClient(created.url, async (client) =>
    defined(
      (
        await client.query<{ sold: number; held: number; max_tickets: number }>(
          'select sold, held, max_tickets from ticket_types where id = $1',
          [hot.ticketTypeId],
        )
      ).rows[0],
      'the hot type',
    ),
  );
  if (counters.sold !== paid || counters.sold + counters.held !== counters.max_tickets)
    failures.push(
      `the type has sold ${counters.sold} and holds ${counters.held} of ${counters.max_tickets}; expected ${paid} sold, none oversold`,
    );

  const file = await reportSoldOut({
    options: { ...options, adminUrl: redactUrl(options.adminUrl), requests, rounds, stock, beforeRequests },
    ceilings: marked.ceilings,
    apps: marked.apps,
    quiet: marked.quiet,
    before,
    counters,
    failures,
  });
  console.log(`Raw figures written to bench/results/${file}.`);
  return exitCodeOf(failures);
}

await runBench(main, cleanUp, interrupted);

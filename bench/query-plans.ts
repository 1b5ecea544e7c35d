/**
 * EXPLAIN (ANALYZE, BUFFERS) of the public list's query (the page with its count) exactly as
 * the app sends them: `listPublicEvents` runs against a drizzle instance whose logger records the
 * SQL and parameters, which are then explained with the same parameters on a freshly seeded
 * database. Run from the repository root:
 *
 *   npx tsx bench/query-plans.ts [--events=10000] [--organizations=1000]
 *
 * Prints each plan, then a summary of the indexes each query used and its execution time.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { EventListQuery } from '@tiketi/contract/events';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { loadConfig } from '../apps/api/src/config';
import type { Db } from '../apps/api/src/db/client';
import * as schema from '../apps/api/src/db/schema/index';
import { PublicCache } from '../apps/api/src/lib/public-cache';
import { listPublicEvents } from '../apps/api/src/modules/events/service';
import { createStorage } from '../apps/api/src/providers/storage/create-storage';
import { type BenchDatabase, createBenchDatabase, pickFilters, seedBenchData } from './lib/bench-database';
import { defined } from './lib/defined';
import { readOptions, redactUrl } from './lib/options';

interface Captured {
  sql: string;
  params: unknown[];
}

interface Case {
  name: string;
  query: Partial<EventListQuery>;
}

const options = readOptions();
let database: BenchDatabase | undefined;
let dataDir: string | undefined;

/** What one plan used: index names, sequential scans, and the times PostgreSQL reports. */
function summarise(plan: string) {
  const indexes = new Set<string>();
  for (const match of plan.matchAll(
    /(?:Index Scan|Index Only Scan|Bitmap Index Scan)(?: Backward)? (?:using|on) (\S+)/g,
  )) {
    indexes.add(defined(match[1], 'match[1]'));
  }
  const seqScans = [...plan.matchAll(/Seq Scan on (\S+)/g)].map((match) => defined(match[1], 'match[1]'));
  const execution = /Execution Time: ([\d.]+) ms/.exec(plan)?.[1];
  const removed = [...plan.matchAll(/Rows Removed by Filter: (\d+)/g)].reduce(
    (sum, m) => sum + Number(m[1]),
    0,
  );
  return { indexes: [...indexes], seqScans: [...new Set(seqScans)], execution, removed };
}

/**
 * The plan PostgreSQL settles on for the app's named prepared statement: the query is prepared on
 * one connection and executed six times (after five custom plans PostgreSQL may switch to a generic
 * one, as it does for the app), then explained once more; `kind` says which plan that was.
 */
async function explainPrepared(pool: pg.Pool, query: Captured) {
  const client = await pool.connect();
  try {
    await client.query(`prepare bench_list as ${query.sql}`);
    const args = query.params.map((param) => client.escapeLiteral(String(param))).join(', ');
    for (let i = 0; i < 6; i++) await client.query(`execute bench_list(${args})`);
    const explained = await client.query<{ 'QUERY PLAN': string }>(
      `explain (analyze, buffers) execute bench_list(${args})`,
    );
    const [counts] = (
      await client.query<{ generic_plans: string; custom_plans: string }>(
        `select generic_plans, custom_plans from pg_prepared_statements where name = 'bench_list'`,
      )
    ).rows;
    const kind = Number(counts?.generic_plans) > 0 ? 'generic' : 'custom';
    return { text: explained.rows.map((row) => row['QUERY PLAN']).join('\n'), kind };
  } finally {
    await client.query('deallocate bench_list').catch(() => {});
    client.release();
  }
}

async function main() {
  console.log(
    `Query plans of the public event list on ${options.events} events, ${options.organizations} organizations ` +
      `(server ${redactUrl(options.adminUrl)}).`,
  );
  database = await createBenchDatabase(options.adminUrl);
  const seed = await seedBenchData(database.url, {
    events: options.events,
    organizations: options.organizations,
  });
  console.log(
    `Seeded ${database.name} in ${(seed.milliseconds / 1000).toFixed(1)} s: ${seed.published} published ` +
      `(${seed.publicUpcoming} not ended), ${seed.drafts} drafts, ${seed.ended} ended, ${seed.ticketTypes} ticket types.`,
  );
  const filters = await pickFilters(database.url);
  const far = await pickFilters(database.url, 300);

  dataDir = await mkdtemp(join(tmpdir(), 'tiketi-plans-'));
  const config = loadConfig({
    DATABASE_URL: database.url,
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web'),
    PUBLIC_CACHE_TTL_MS: '0',
    TZ: 'UTC',
  });
  const pool = new pg.Pool({ connectionString: database.url, max: 2 });
  const captured: Captured[] = [];
  const db = drizzle(pool, {
    schema,
    logger: { logQuery: (sql, params) => captured.push({ sql, params }) },
  }) as unknown as Db;
  const deps = { db, config, storage: createStorage(config.storage), publicCache: new PublicCache(0) };

  const cases: Case[] = [
    { name: 'unfiltered', query: {} },
    {
      name: `category_id=${filters.categoryId} (${filters.categoryName})`,
      query: { category_id: filters.categoryId },
    },
    { name: `start=${filters.start}&end=${filters.end}`, query: { start: filters.start, end: filters.end } },
    { name: `start=${far.start}&end=${far.end} (300 days ahead)`, query: { start: far.start, end: far.end } },
  ];

  const summaries: string[] = [];
  try {
    for (const testCase of cases) {
      captured.length = 0;
      const answer = await listPublicEvents(deps, {
        page: 1,
        limit: 6,
        ...testCase.query,
      } as EventListQuery);
      const result = (JSON.parse(answer.body.toString()) as { message: { data: unknown[]; total: number } })
        .message;
      // One statement per request since the count rides on the page (a page past the end adds a count).
      const [query] = captured;
      if (!query || captured.length !== 1) throw new Error(`expected one query, got ${captured.length}`);
      const plan = await explainPrepared(pool, query);
      console.log(
        `\n=== ${testCase.name}: page and count (${result.data.length} rows of ${result.total}) ===`,
      );
      if (testCase === cases[0]) console.log(`SQL: ${query.sql}\nparams: ${JSON.stringify(query.params)}\n`);
      console.log(plan.text);
      const s = summarise(plan.text);
      summaries.push(
        `${testCase.name.padEnd(52)} ${`${s.execution ?? '?'} ms`.padStart(10)}  ${plan.kind.padEnd(7)}  ` +
          `indexes: ${s.indexes.join(', ') || 'none'}` +
          (s.seqScans.length > 0 ? `; seq scans: ${s.seqScans.join(', ')}` : '') +
          (s.removed > 0 ? `; rows removed by filter: ${s.removed}` : ''),
      );
    }
  } finally {
    await pool.end();
  }
  console.log(`\n=== Summary (${options.events} events) ===`);
  for (const line of summaries) console.log(line);
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error('\nQuery plans failed:', error);
  exitCode = 1;
} finally {
  if (dataDir) await rm(dataDir, { recursive: true, force: true });
  if (database) {
    await database
      .drop()
      .catch((error) => console.error(`could not drop ${defined(database, 'database').name}:`, error));
    console.log(`Dropped database ${database.name}.`);
  }
}
process.exit(exitCode);

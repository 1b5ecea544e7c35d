import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { openDatabase } from '../src/db/client';
import { requirePostgres, testDatabaseUrl } from './support/config';

declare module 'vitest' {
  export interface ProvidedContext {
    /** A migrated, empty PGlite's data directory (a tar file), which every suite's PGlite starts from. */
    pgliteTemplate: string;
  }
}

/**
 * Migrates one empty PGlite and keeps its data directory in a file: each suite's database opens
 * as a copy of it, in about a third of the time of creating and migrating a new cluster.
 */
async function writePgliteTemplate(): Promise<{ path: string; remove: () => Promise<void> }> {
  const database = await openDatabase({ kind: 'memory' });
  try {
    await database.migrate();
    if (!database.dump) throw new Error('PGlite cannot dump its data directory');
    const dump = await database.dump();
    const folder = await mkdtemp(join(tmpdir(), 'tiketi-pglite-'));
    const path = join(folder, 'migrated.tar');
    await writeFile(path, Buffer.from(await dump.arrayBuffer()));
    return { path, remove: () => rm(folder, { recursive: true, force: true }) };
  } finally {
    await database.close();
  }
}

/** Says plainly whether the PostgreSQL suites run, and fails when CI requires them and they cannot. */
export default async function globalSetup(project: TestProject) {
  const template = await writePgliteTemplate();
  project.provide('pgliteTemplate', template.path);
  await checkPostgres();
  return template.remove;
}

async function checkPostgres() {
  if (!testDatabaseUrl) {
    const line = 'PostgreSQL suites SKIPPED: TEST_DATABASE_URL is not set (only the PGlite suites run).';
    if (requirePostgres) throw new Error(`${line} REQUIRE_POSTGRES_TESTS is set, so this run fails.`);
    console.warn(`\n*** ${line} ***\n`);
    return;
  }
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    throw new Error(`TEST_DATABASE_URL is set but PostgreSQL cannot be reached: ${(error as Error).message}`);
  } finally {
    await client.end().catch(() => {});
  }
  console.log(`\nPostgreSQL suites run against ${new URL(testDatabaseUrl).host}.\n`);
}

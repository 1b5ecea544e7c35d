import { randomBytes } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import pg from 'pg';
import { inject } from 'vitest';
import { type Database, openDatabase } from '../../src/db/client';
import { testDatabaseUrl } from './config';

export type DatabaseKind = 'pglite' | 'postgres';

/** Every suite runs on PGlite, and on real PostgreSQL too when TEST_DATABASE_URL is set. */
export const databaseKinds: DatabaseKind[] = testDatabaseUrl ? ['pglite', 'postgres'] : ['pglite'];

export interface TestDatabase extends Database {
  /** The suite's own database, on PostgreSQL. */
  url?: string;
  /** Closes and, on PostgreSQL, drops the suite's own database. */
  destroy(): Promise<void>;
}

async function adminQuery(text: string) {
  const client = new pg.Client({ connectionString: testDatabaseUrl });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}

/** The migrated template global-setup.ts wrote, read once per test file. */
let pgliteTemplate: Promise<Blob> | undefined;
function migratedPglite(): Promise<Blob> {
  pgliteTemplate ??= readFile(inject('pgliteTemplate')).then((bytes) => new Blob([bytes]));
  return pgliteTemplate;
}

/** A fresh, migrated database of its own for one test file. */
export async function createTestDatabase(kind: DatabaseKind, poolSize = 10): Promise<TestDatabase> {
  if (kind === 'pglite') {
    const database = await openDatabase({ kind: 'memory', from: await migratedPglite() });
    // A no-op on the migrated copy; it keeps a suite honest should the template ever lag behind.
    await database.migrate();
    return { ...database, destroy: () => database.close() };
  }
  if (!testDatabaseUrl) throw new Error('TEST_DATABASE_URL is not set');
  const name = `tiketi_test_${randomBytes(6).toString('hex')}`;
  await adminQuery(`create database ${name}`);
  const url = new URL(testDatabaseUrl);
  url.pathname = `/${name}`;
  const database = await openDatabase({ kind: 'postgres', url: url.toString(), poolSize });
  await database.migrate();
  return {
    ...database,
    url: url.toString(),
    destroy: async () => {
      await database.close();
      await adminQuery(`drop database if exists ${name} with (force)`);
    },
  };
}

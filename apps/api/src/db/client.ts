import { mkdir } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { PGlite } from '@electric-sql/pglite';
import type { SQL } from 'drizzle-orm';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { lockDataDir } from './data-dir-lock';
import * as schema from './schema/index';

export type Schema = typeof schema;
/** The one database type services use, whichever driver is behind it. */
export type Db = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction, or the database itself: query functions accept either. */
export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];
export type DbOrTx = Db | Tx;

export interface Database {
  db: Db;
  kind: 'postgres' | 'pglite';
  /** Applies pending migrations; on PostgreSQL one instance at a time, under an advisory lock. */
  migrate(): Promise<void>;
  close(): Promise<void>;
  /** PGlite only: its whole data directory, to open copies of it (tests start from a migrated one). */
  dump?(): Promise<Blob>;
  /**
   * Calls `onMessage` with the payload of every NOTIFY on `channel`, from any instance. `onGap` is
   * called when notifications may have been missed (the listening connection dropped and is being
   * re-opened), so a caller can drop what the missed ones would have corrected. Resolves to a stop.
   */
  listen(
    channel: string,
    onMessage: (payload: string) => void,
    onGap?: () => void,
  ): Promise<() => Promise<void>>;
  /** How many queries are waiting for a pooled connection now (always 0 on PGlite: it has one). */
  poolWaiting(): number;
}

export type DatabaseSettings =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'pglite'; dataDir: string }
  /**
   * An in-memory PGlite, for tests; `from` is a dump (PGlite's dumpDataDir) to start from, which
   * skips creating the cluster, the slow part of opening one.
   */
  | { kind: 'memory'; from?: Blob };

const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Arbitrary constant naming the advisory lock that serialises migrations across instances. */
const MIGRATION_LOCK = 7_262_541;

export async function openDatabase(settings: DatabaseSettings): Promise<Database> {
  if (settings.kind === 'postgres') return openPostgres(settings.url, settings.poolSize);
  let lock: ReturnType<typeof lockDataDir> | null = null;
  if (settings.kind === 'pglite') {
    await mkdir(settings.dataDir, { recursive: true });
    // Before PGlite reads the folder: a second process would work on a copy and overwrite the first.
    lock = lockDataDir(settings.dataDir);
  }
  const client =
    settings.kind === 'pglite'
      ? new PGlite(settings.dataDir)
      : new PGlite(settings.from ? { loadDataDir: settings.from } : {});
  try {
    await client.waitReady;
  } catch (error) {
    lock?.release();
    throw error;
  }
  const pgliteDb = drizzlePglite(client, { schema });
  return {
    db: pgliteDb as unknown as Db,
    kind: 'pglite',
    migrate: async () => {
      await migratePglite(pgliteDb, { migrationsFolder });
    },
    dump: async () => (await client.dumpDataDir('none')) as Blob,
    listen: async (channel, onMessage) => {
      const stop = await client.listen(channel, onMessage);
      // Stopping after the database closed (a test that closes it first) has nothing left to stop.
      return async () => {
        if (!client.closed) await stop().catch(() => {});
      };
    },
    poolWaiting: () => 0,
    close: async () => {
      try {
        await client.close();
      } finally {
        lock?.release();
      }
    },
  };
}

function openPostgres(url: string, poolSize: number): Database {
  const pool = new pg.Pool({ connectionString: url, max: poolSize });
  // A connection dropped while idle (restart, failover) must not crash the process; the pool
  // replaces it on the next query.
  pool.on('error', (error) => console.error(`PostgreSQL connection lost: ${error.message}`));
  return {
    db: drizzlePg(pool, { schema }) as unknown as Db,
    kind: 'postgres',
    migrate: async () => {
      const connection = await pool.connect();
      try {
        await connection.query('select pg_advisory_lock($1)', [MIGRATION_LOCK]);
        await migratePg(drizzlePg(connection, { schema }), { migrationsFolder });
      } finally {
        await connection.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => {});
        connection.release();
      }
    },
    listen: (channel, onMessage, onGap) => listenPostgres(url, channel, onMessage, onGap),
    poolWaiting: () => pool.waitingCount,
    close: () => pool.end(),
  };
}

/** A connection of its own that LISTENs, re-opened (after onGap) whenever it drops, until stopped. */
async function listenPostgres(
  url: string,
  channel: string,
  onMessage: (payload: string) => void,
  onGap?: () => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | null = null;
  let retry: NodeJS.Timeout | null = null;
  const open = async () => {
    const next = new pg.Client({ connectionString: url });
    next.on('notification', (message) => {
      if (message.channel === channel) onMessage(message.payload ?? '');
    });
    const lost = () => {
      if (stopped || client !== next) return;
      client = null;
      onGap?.();
      retry = setTimeout(() => void open().catch(lost), 1000);
    };
    next.on('error', lost);
    next.on('end', lost);
    client = next;
    await next.connect();
    await next.query(`listen ${next.escapeIdentifier(channel)}`);
  };
  await open();
  return async () => {
    stopped = true;
    if (retry) clearTimeout(retry);
    await client?.end().catch(() => {});
  };
}

/** Rows of a raw `db.execute`, which both drivers return as `{ rows }`. */
export async function queryRows<T>(db: DbOrTx, query: SQL): Promise<T[]> {
  const result = (await db.execute(query)) as unknown as { rows: T[] };
  return result.rows;
}

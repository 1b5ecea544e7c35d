import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { defined } from './defined';

export type TargetSpec =
  | {
      kind: 'app';
      /** PostgreSQL; absent means the embedded PGlite in a temporary DATA_DIR, migrated at start. */
      databaseUrl?: string;
      poolSize: number;
      /** Undefined leaves the application's default (2000 ms). */
      publicCacheTtlMs?: number;
      /** Further settings for the app's `loadConfig`, e.g. `HOLD_MINUTES`. */
      env?: Record<string, string>;
      /** Time every statement, pool checkout and hot-row lock in the app (adds a little overhead). */
      profile?: boolean;
    }
  | {
      kind: 'bare';
      path: string;
      body: string;
      contentType: string;
      /** GET unless said; a POST route parses the request's JSON body as the app's routes do. */
      method?: 'GET' | 'POST';
      /** 200 unless said (the sold-out ceiling answers the app's 409). */
      statusCode?: number;
    };

/** Latency summary in milliseconds. */
export interface Timing {
  count: number;
  meanMs: number;
  p50Ms: number;
  p99Ms: number;
  maxMs: number;
}

/** What the server process measured of itself since its counters were last reset. */
export interface TargetStats {
  milliseconds: number;
  /** CPU time of the server process. */
  cpuMs: { user: number; system: number };
  /** Share of wall time the event loop was busy, and how late a 5 ms sampling timer fired (its lag). */
  eventLoop: { utilization: number; delay: Timing };
  /** Only with `profile`: client-side time of each kind of statement (send to result). */
  statements?: Record<string, Timing>;
  /** Only with `profile`: waits for a pool connection. */
  poolWait?: Timing;
  /** Only with `profile`: from the result of `update ticket_types` to the end of that transaction. */
  hotRowLock?: Timing;
  /** Booking statements since the reset and the bookings they carried (issue 18's group commit). */
  batches?: { statements: number; bookings: number; mean: number; p99: number; max: number };
}

/** SQL run by the app's own database layer in the server process: `$1`… are bound to `params`. */
export interface QueryRequest {
  id: number;
  text: string;
  params: unknown[];
}

export type ChildReply =
  | { ready: number }
  | { failed: string }
  | { stats: TargetStats }
  | { queried: { id: number; rows?: unknown[]; error?: string } };

export type ChildRequest =
  | { start: TargetSpec }
  | { stop: true }
  | { stats: 'read' | 'reset' }
  | { query: QueryRequest };

export interface RunningTarget {
  origin: string;
  pid: number;
  stop(): Promise<void>;
  /** The server's own counters since the last reset (`reset` starts a new period and returns the old). */
  stats(action?: 'read' | 'reset'): Promise<TargetStats>;
  /**
   * Runs SQL through the app's database in the server process: the only way to reach an embedded
   * PGlite, which one process opens at a time. Only for `app` targets.
   */
  query<T>(text: string, params?: unknown[]): Promise<T[]>;
}

const serverScript = fileURLToPath(new URL('./target-server.ts', import.meta.url));
const START_TIMEOUT_MS = 60_000;
const STOP_TIMEOUT_MS = 15_000;
const STATS_TIMEOUT_MS = 10_000;
const QUERY_TIMEOUT_MS = 120_000;
let querySeq = 0;

const children = new Set<ChildProcess>();

/**
 * Forks `target-server.ts` (with the tsx loader this process runs under) and waits until it
 * listens. Rejects when it fails or takes longer than a minute.
 */
export function startTarget(spec: TargetSpec): Promise<RunningTarget> {
  const child = fork(serverScript, [], {
    execArgv: process.execArgv.length > 0 ? process.execArgv : ['--import', 'tsx'],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  children.add(child);
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  exited.then(() => children.delete(child));
  const request = (message: ChildRequest) => child.send(message);

  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    if (child.connected) request({ stop: true });
    else child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS);
    await exited;
    clearTimeout(timer);
  };

  const stats = (action: 'read' | 'reset' = 'read') =>
    new Promise<TargetStats>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`target ${spec.kind} is no longer running`));
      const timer = setTimeout(() => {
        child.off('message', onReply);
        reject(new Error(`target ${spec.kind} did not report its statistics`));
      }, STATS_TIMEOUT_MS);
      const onReply = (reply: ChildReply) => {
        if (!('stats' in reply)) return;
        clearTimeout(timer);
        child.off('message', onReply);
        resolve(reply.stats);
      };
      child.on('message', onReply);
      request({ stats: action });
    });

  const query = <T>(text: string, params: unknown[] = []) =>
    new Promise<T[]>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`target ${spec.kind} is no longer running`));
      querySeq += 1;
      const id = querySeq;
      const timer = setTimeout(() => {
        child.off('message', onReply);
        reject(new Error(`target ${spec.kind} did not answer the query within ${QUERY_TIMEOUT_MS / 1000} s`));
      }, QUERY_TIMEOUT_MS);
      const onReply = (reply: ChildReply) => {
        if (!('queried' in reply) || reply.queried.id !== id) return;
        clearTimeout(timer);
        child.off('message', onReply);
        if (reply.queried.error !== undefined)
          reject(new Error(`query failed: ${reply.queried.error}\n${text}`));
        else resolve((reply.queried.rows ?? []) as T[]);
      };
      child.on('message', onReply);
      request({ query: { id, text, params } });
    });

  return new Promise<RunningTarget>((resolve, reject) => {
    let settled = false;
    const timer = setTimeout(() => {
      fail(new Error(`target ${spec.kind} did not start within ${START_TIMEOUT_MS / 1000} s`));
    }, START_TIMEOUT_MS);
    const fail = (error: Error) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      void stop().finally(() => reject(error));
    };
    child.once('error', fail);
    child.once('exit', (code, signal) =>
      fail(new Error(`target ${spec.kind} exited early (${code ?? signal})`)),
    );
    child.on('message', (reply: ChildReply) => {
      if ('failed' in reply) return fail(new Error(`target ${spec.kind} failed to start:\n${reply.failed}`));
      if (settled || !('ready' in reply)) return;
      settled = true;
      clearTimeout(timer);
      resolve({
        origin: `http://127.0.0.1:${reply.ready}`,
        pid: defined(child.pid, 'child.pid'),
        stop,
        stats,
        query,
      });
    });
    request({ start: spec });
  });
}

/** Kills every target still running: for the finally block and signal handlers. */
export async function stopAllTargets(): Promise<void> {
  await Promise.all(
    [...children].map(
      (child) =>
        new Promise<void>((resolve) => {
          if (child.exitCode !== null || child.signalCode !== null) return resolve();
          child.once('exit', () => resolve());
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), STOP_TIMEOUT_MS).unref();
        }),
    ),
  );
}

/**
 * Self-measurement of a target server process (used by `target-server.ts`): CPU time, event-loop
 * utilisation and delay, and, when profiling, the client-side time of every statement the app
 * sends through node-postgres, of every pool checkout, and of each hold on the hot row (from the
 * result of `update ticket_types` to the end of its transaction: the part of the lock's life that
 * the app, not PostgreSQL, decides; the update's own time includes the wait for the lock). Profiling wraps `pg`'s prototypes in this
 * process only; it costs two `performance.now()` calls and a histogram entry per statement.
 */
import {
  createHistogram,
  monitorEventLoopDelay,
  performance,
  type RecordableHistogram,
} from 'node:perf_hooks';
import pg from 'pg';
import type { TargetStats, Timing } from './targets';

type AnyFunction = (...args: unknown[]) => unknown;

/** The event loop is sampled by a timer of this period; its lateness is the loop's lag. */
const LOOP_SAMPLE_MS = 5;

/** Histograms in microseconds (they hold integers ≥ 1). */
function record(histogram: RecordableHistogram, milliseconds: number) {
  histogram.record(Math.max(1, Math.round(milliseconds * 1000)));
}

/** `offsetMs` is subtracted from every figure (the event-loop histogram holds whole sampling intervals). */
function timingOf(
  histogram: RecordableHistogram | ReturnType<typeof monitorEventLoopDelay>,
  unit = 1000,
  offsetMs = 0,
): Timing {
  const count = 'count' in histogram ? histogram.count : 0;
  if (count === 0) return { count: 0, meanMs: 0, p50Ms: 0, p99Ms: 0, maxMs: 0 };
  const ms = (value: number) => Math.max(0, value / unit - offsetMs);
  return {
    count,
    meanMs: ms(histogram.mean),
    p50Ms: ms(histogram.percentile(50)),
    p99Ms: ms(histogram.percentile(99)),
    maxMs: ms(histogram.max),
  };
}

/** A short name for a statement: `select events`, `insert bookings`, `update ticket_types`, `commit`… */
export function statementLabel(text: string): string {
  const sql = text.trim().toLowerCase();
  const verb = /^(select|insert into|update|delete from|with)\b/.exec(sql)?.[1];
  if (!verb) return sql.split(/\s+/)[0] ?? sql;
  if (verb === 'select' || verb === 'with') {
    const table = /\bfrom\s+"?([\w.]+)"?/.exec(sql)?.[1];
    return `${verb} ${table ?? '?'}`;
  }
  const table = new RegExp(`^${verb}\\s+"?([\\w.]+)"?`).exec(sql)?.[1];
  return `${verb.split(' ')[0]} ${table ?? '?'}`;
}

export class ServerStats {
  private startedAt = performance.now();
  private cpu = process.cpuUsage();
  private elu = performance.eventLoopUtilization();
  private readonly loopDelay = monitorEventLoopDelay({ resolution: LOOP_SAMPLE_MS });
  private statements = new Map<string, RecordableHistogram>();
  private poolWait = createHistogram();
  private hotRowLock = createHistogram();
  private profiling = false;

  constructor() {
    this.loopDelay.enable();
  }

  /** Starts a new period; returns the one that ended. */
  reset(): TargetStats {
    const previous = this.read();
    this.startedAt = performance.now();
    this.cpu = process.cpuUsage();
    this.elu = performance.eventLoopUtilization();
    this.loopDelay.reset();
    this.statements = new Map();
    this.poolWait = createHistogram();
    this.hotRowLock = createHistogram();
    return previous;
  }

  read(): TargetStats {
    const cpu = process.cpuUsage(this.cpu);
    const stats: TargetStats = {
      milliseconds: performance.now() - this.startedAt,
      cpuMs: { user: cpu.user / 1000, system: cpu.system / 1000 },
      eventLoop: {
        utilization: performance.eventLoopUtilization(this.elu).utilization,
        delay: timingOf(this.loopDelay, 1e6, LOOP_SAMPLE_MS),
      },
    };
    if (this.profiling) {
      stats.statements = Object.fromEntries(
        [...this.statements].map(([label, histogram]) => [label, timingOf(histogram)]),
      );
      stats.poolWait = timingOf(this.poolWait);
      stats.hotRowLock = timingOf(this.hotRowLock);
    }
    return stats;
  }

  /** Wraps node-postgres in this process; call before the app opens its pool. */
  profilePg(): void {
    if (this.profiling) return;
    this.profiling = true;
    const stats = this;
    const lockStarts = new WeakMap<object, number>();
    const onEnd = (client: object, label: string, at: number) => {
      const now = performance.now();
      // The row lock is granted when the update runs; its result is the first the app knows of it.
      if (label === 'update ticket_types') lockStarts.set(client, now);
      let histogram = stats.statements.get(label);
      if (!histogram) {
        histogram = createHistogram();
        stats.statements.set(label, histogram);
      }
      record(histogram, now - at);
      if (label === 'commit' || label === 'rollback') {
        const lockedAt = lockStarts.get(client);
        if (lockedAt !== undefined) {
          record(stats.hotRowLock, now - lockedAt);
          lockStarts.delete(client);
        }
      }
    };

    const clientProto = pg.Client.prototype as unknown as { query: AnyFunction };
    const query = clientProto.query;
    clientProto.query = function (this: object, ...args: unknown[]) {
      const first = args[0] as { text?: unknown; submit?: unknown } | string | undefined;
      const text = typeof first === 'string' ? first : first?.text;
      if (typeof text !== 'string' || (typeof first === 'object' && typeof first.submit === 'function')) {
        return query.apply(this, args);
      }
      const label = statementLabel(text);
      const at = performance.now();
      const last = args.at(-1);
      if (typeof last === 'function') {
        args[args.length - 1] = (...results: unknown[]) => {
          onEnd(this, label, at);
          return (last as AnyFunction)(...results);
        };
        return query.apply(this, args);
      }
      return (query.apply(this, args) as Promise<unknown>).then(
        (result) => {
          onEnd(this, label, at);
          return result;
        },
        (error: unknown) => {
          onEnd(this, label, at);
          throw error;
        },
      );
    };

    const poolProto = pg.Pool.prototype as unknown as { connect: AnyFunction };
    const connect = poolProto.connect;
    poolProto.connect = function (this: object, ...args: unknown[]) {
      const at = performance.now();
      const callback = args[0];
      if (typeof callback === 'function') {
        return connect.call(this, (...results: unknown[]) => {
          record(stats.poolWait, performance.now() - at);
          return (callback as AnyFunction)(...results);
        });
      }
      return (connect.apply(this, args) as Promise<unknown>).then((client) => {
        record(stats.poolWait, performance.now() - at);
        return client;
      });
    };
  }
}

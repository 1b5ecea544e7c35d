import { isIPv6 } from 'node:net';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';
import { AppError } from './app-error';

/** No rule counts over a longer window, so a window that started longer ago than this has ended. */
const MAX_WINDOW_SECONDS = 24 * 3600;
const ENDED_AFTER_SECONDS = 2 * MAX_WINDOW_SECONDS;
/** About one hit in this many also deletes ended windows, so the table stays small without a job. */
const SWEEP_ONE_IN = 200;

export interface RateLimitRule {
  /** What is counted, e.g. `contact:ip:203.0.113.9`. */
  key: string;
  limit: number;
  /** At most a day: older windows are deleted as ended. */
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit in a fixed window kept in the database, so every instance shares the count,
 * and refuses with 429 once the window's limit is passed.
 */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<void> {
  const count = await countHit(db, rule.key, rule.windowSeconds);
  if (count > rule.limit) throw new AppError('RATE_LIMITED', rule.message);
}

/** Counts one hit under `key` in a fixed window and returns the window's count so far. */
export async function countHit(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  if (windowSeconds > MAX_WINDOW_SECONDS) {
    throw new Error(`rate limit ${key}: windows longer than a day would be deleted while counting`);
  }
  if (Math.random() * SWEEP_ONE_IN < 1) await deleteEndedRateLimits(db);
  const window = `${windowSeconds} seconds`;
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now()
                          else rate_limits.window_start end
    returning count`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** The hits counted under `key` in its current window, without counting one more. */
export async function readHits(db: DbOrTx, key: string, windowSeconds: number): Promise<number> {
  const rows = await queryRows<{ count: number }>(
    db,
    sql`select count from rate_limits
        where key = ${key} and window_start > now() - ${`${windowSeconds} seconds`}::interval`,
  );
  return Number(rows[0]?.count ?? 0);
}

/** Whole seconds (at least 1) until the window counted under `key` ends: a refusal's Retry-After. */
export async function secondsUntilWindowEnds(
  db: DbOrTx,
  key: string,
  windowSeconds: number,
): Promise<number> {
  const rows = await queryRows<{ seconds: number | string | null }>(
    db,
    sql`select ceil(extract(epoch from window_start + ${`${windowSeconds} seconds`}::interval - now())) as seconds
        from rate_limits where key = ${key}`,
  );
  const seconds = Number(rows[0]?.seconds ?? windowSeconds);
  return Math.min(windowSeconds, Math.max(1, Number.isFinite(seconds) ? seconds : windowSeconds));
}

/** Forgets the hits counted under `key`, e.g. once the person proved who they are. */
export async function clearHits(db: DbOrTx, key: string): Promise<void> {
  await db.execute(sql`delete from rate_limits where key = ${key}`);
}

/** Deletes counters whose window ended long ago (one row per key and address ever seen otherwise). */
export async function deleteEndedRateLimits(db: DbOrTx): Promise<void> {
  await db.execute(
    sql`delete from rate_limits where window_start < now() - ${`${ENDED_AFTER_SECONDS} seconds`}::interval`,
  );
}

/**
 * The client address as per-address limits count it. An IPv6 client usually holds a whole /64
 * and can change its address inside it at will, so IPv6 counts by its /64 prefix; IPv4, also
 * IPv4-mapped IPv6 (::ffff:203.0.113.9), counts by the address.
 */
export function rateLimitAddress(ip: string): string {
  const mapped = /^::ffff:(\d+\.\d+\.\d+\.\d+)$/i.exec(ip);
  if (mapped?.[1]) return mapped[1];
  if (!isIPv6(ip)) return ip;
  const prefix = ipv6Groups(ip)
    .slice(0, 4)
    .map((group) => group.toString(16));
  return `${prefix.join(':')}::/64`;
}

/** The eight 16-bit groups of a valid IPv6 address (zone dropped, `::` and an IPv4 tail expanded). */
function ipv6Groups(ip: string): number[] {
  let address = (ip.split('%')[0] ?? '').toLowerCase();
  const v4 = /(\d+)\.(\d+)\.(\d+)\.(\d+)$/.exec(address);
  if (v4) {
    const [a, b, c, d] = v4.slice(1).map(Number) as [number, number, number, number];
    address = `${address.slice(0, v4.index)}${((a << 8) | b).toString(16)}:${((c << 8) | d).toString(16)}`;
  }
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const zeros = tail === undefined ? [] : Array(8 - left.length - right.length).fill('0');
  return [...left, ...zeros, ...right].map((group) => Number.parseInt(group, 16));
}

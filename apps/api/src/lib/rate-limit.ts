import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../db/client';
import { AppError } from './app-error';

export interface RateLimitRule {
  /** What is counted, e.g. `contact:ip:203.0.113.9`. */
  key: string;
  limit: number;
  windowSeconds: number;
  message: string;
}

/**
 * Counts one hit in a fixed window kept in the database, so every instance shares the count,
 * and refuses with 429 once the window's limit is passed.
 */
export async function enforceRateLimit(db: DbOrTx, rule: RateLimitRule): Promise<void> {
  const window = `${rule.windowSeconds} seconds`;
  const rows = await queryRows<{ count: number }>(
    db,
    sql`
    insert into rate_limits (key, window_start, count) values (${rule.key}, now(), 1)
    on conflict (key) do update set
      count = case when rate_limits.window_start <= now() - ${window}::interval then 1
                   else rate_limits.count + 1 end,
      window_start = case when rate_limits.window_start <= now() - ${window}::interval then now()
                          else rate_limits.window_start end
    returning count`,
  );
  const count = Number(rows[0]?.count ?? 0);
  if (count > rule.limit) throw new AppError('RATE_LIMITED', rule.message);
}

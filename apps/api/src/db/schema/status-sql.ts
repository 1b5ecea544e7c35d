import { type SQL, sql } from 'drizzle-orm';

/**
 * A status constant from @tiketi/contract written into SQL as a literal, not a parameter: partial
 * index predicates, check constraints and queries that must match those partial indexes need the
 * value itself (a parameter would not match the index's `status = 1`). Only integers are accepted,
 * so nothing but a number ever reaches the SQL text.
 */
export function statusLiteral(value: number): SQL {
  if (!Number.isSafeInteger(value)) throw new Error(`not a status: ${value}`);
  return sql.raw(String(value));
}

/** `(1, 2, 3)` for a check constraint listing every status of one kind. */
export function statusList(statuses: Record<string, number>): SQL {
  const values = Object.values(statuses).sort((a, b) => a - b);
  for (const value of values) statusLiteral(value);
  return sql.raw(`(${values.join(', ')})`);
}

/** `('a', 'b')` for a check constraint listing every word of one vocabulary (lower-case words only). */
export function wordList(words: readonly string[]): SQL {
  for (const word of words) if (!/^[a-z_]+$/.test(word)) throw new Error(`not a status word: ${word}`);
  return sql.raw(`(${words.map((word) => `'${word}'`).join(', ')})`);
}

/**
 * PostgreSQL's own error (its SQLSTATE `code` and `detail`) inside an error, however the driver or
 * drizzle wrapped it; null when there is none.
 */
export function databaseErrorOf(
  error: unknown,
): { code: string; detail?: string; constraint?: string } | null {
  for (
    let current = error;
    current && typeof current === 'object';
    current = (current as { cause?: unknown }).cause
  ) {
    const { code, detail, constraint } = current as {
      code?: unknown;
      detail?: unknown;
      constraint?: unknown;
    };
    if (typeof code === 'string' && /^[0-9A-Z]{5}$/.test(code)) {
      return {
        code,
        ...(typeof detail === 'string' ? { detail } : {}),
        ...(typeof constraint === 'string' ? { constraint } : {}),
      };
    }
  }
  return null;
}

/** True for PostgreSQL's unique_violation (23505). */
export const isUniqueViolation = (error: unknown): boolean => databaseErrorOf(error)?.code === '23505';

/** True for a violation (unique 23505, check 23514, foreign key 23503) of the named constraint. */
export const violates = (error: unknown, constraint: string): boolean =>
  databaseErrorOf(error)?.constraint === constraint;

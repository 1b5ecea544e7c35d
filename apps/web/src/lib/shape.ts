import type { MessageParser } from './api-client';

/**
 * A very small structural checker for the responses the home page reads. Classic zod costs about
 * 22 KB gzip and zod/mini shares its core with it, which would put the home page over its
 * JavaScript budget; these checks cost a few hundred bytes. Each shape built with them has a test
 * proving it accepts and rejects exactly what the contract's zod schema does.
 */
export type Guard<T> = (value: unknown) => value is T;
export type Guarded<G> = G extends Guard<infer T> ? T : never;

export const isString: Guard<string> = (value): value is string => typeof value === 'string';

/** Like zod's `z.number().int()`: a safe integer. */
export const isInt: Guard<number> = (value): value is number => Number.isSafeInteger(value);

export const isNonNegativeInt: Guard<number> = (value): value is number => isInt(value) && value >= 0;

export function nullable<T>(guard: Guard<T>): Guard<T | null> {
  return (value): value is T | null => value === null || guard(value);
}

export function arrayOf<T>(guard: Guard<T>): Guard<T[]> {
  return (value): value is T[] => Array.isArray(value) && value.every(guard);
}

/** An object holding at least these fields (extra fields are allowed, as zod's default object). */
export function objectOf<S extends Record<string, Guard<unknown>>>(
  shape: S,
): Guard<{ [K in keyof S]: Guarded<S[K]> }> {
  const entries = Object.entries(shape);
  return (value): value is { [K in keyof S]: Guarded<S[K]> } => {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return false;
    const record = value as Record<string, unknown>;
    return entries.every(([key, guard]) => guard(record[key]));
  };
}

export function parserOf<T>(guard: Guard<T>): MessageParser<T> {
  return {
    safeParse: (data) =>
      guard(data) ? { success: true, data } : { success: false, error: new TypeError('Unexpected shape') },
  };
}

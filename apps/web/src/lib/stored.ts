declare const storedBrand: unique symbol;

/**
 * A value this app wrote to localStorage as a `T`. Storage may hold an older shape, a hand-edited
 * value or garbage, so a `Stored<T>` is not a `T`: it is read only through a parser that checks it
 * (lib/checkout-state.ts, the held event, the registration draft). The checks live with their
 * screens rather than in lib/session.ts so zod stays off the home page's first visit.
 */
export type Stored<T> = { readonly [storedBrand]: T };

/** Marks a checked value as the stored form of its type (the write side of `Stored`). */
export function toStored<T>(value: T): Stored<T> {
  return value as unknown as Stored<T>;
}

/** A value as storage handed it back, before any check: what the session keeps until a reader checks it. */
export function asStored(value: unknown): Stored<never> {
  return value as Stored<never>;
}

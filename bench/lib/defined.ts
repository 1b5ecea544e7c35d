/**
 * Narrows a value that the code at hand knows is there (a row just inserted, a regex group that
 * matched) and fails with a message naming it when it is not, instead of a `!` that would let a
 * missing value through as a confusing TypeError further on.
 */
export function defined<T>(value: T | undefined | null, what: string): T {
  if (value === undefined || value === null) throw new Error(`Expected ${what} to be present, got ${value}`);
  return value;
}

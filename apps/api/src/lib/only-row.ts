/**
 * The row an `insert … returning` (or an update of a row known to exist) answers. Its absence
 * is a bug or a row deleted underneath, so it fails loudly (500) instead of going on with nothing.
 */
export function onlyRow<T>(rows: readonly T[], what: string): T {
  const [row] = rows;
  if (row === undefined) throw new Error(`${what}: the statement returned no row`);
  return row;
}

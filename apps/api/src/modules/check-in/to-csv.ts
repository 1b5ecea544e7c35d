export type CsvValue = string | number | null | undefined;

/**
 * Spreadsheets run a cell that starts with one of these as a formula (CSV injection, OWASP): =, +,
 * -, @, tab, carriage return, and line feed, also behind leading spaces (some programs trim
 * them). Such text cells get a leading single quote, so `=HYPERLINK(...)` stays text.
 */
const FORMULA_START = /^[\t\r\n]|^ *[=+\-@]/;

/**
 * Quoted when holding a separator or a line break. The semicolon too: spreadsheets in many locales
 * split on it, and an unquoted `a;=cmd` would open a new cell that starts with a formula.
 */
const NEEDS_QUOTES = /[",;\r\n]/;

/** One RFC 4180 cell: text that is never read as a formula, quoted when it needs to be. */
export function toCsvCell(value: CsvValue): string {
  if (value === null || value === undefined) return '';
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  const text = FORMULA_START.test(value) ? `'${value}` : value;
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/**
 * A CSV file: CRLF line ends (RFC 4180) and a byte-order mark, so spreadsheet programs read
 * names in any script as UTF-8.
 */
export function toCsv(header: readonly string[], rows: readonly (readonly CsvValue[])[]): string {
  const lines = [header, ...rows].map((row) => row.map(toCsvCell).join(','));
  return `\uFEFF${lines.join('\r\n')}\r\n`;
}

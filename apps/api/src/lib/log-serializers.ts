import { databaseErrorOf } from './database-error';

/**
 * What an error log line may carry. Errors from pg, PGlite and drizzle embed the values of a query:
 * drizzle's message ends with `params: ...`, PostgreSQL's `detail` reads `Key (email)=(...)` and
 * its messages quote the offending input. Those are people's emails, names and codes, so only the
 * error's kind, SQLSTATE, table/column/constraint and the parameterised SQL are kept.
 */
const SAFE_KEYS = ['code', 'statusCode', 'severity', 'routine', 'table', 'column', 'constraint', 'schema'];
const EMAIL = /[^\s@"'(),=<>]+@[^\s@"'(),=<>]+\.[^\s@"'(),=<>]+/g;

function scrubMessage(message: string, fromDatabase: boolean): string {
  let text = message;
  const params = text.indexOf('\nparams:');
  if (text.startsWith('Failed query:') && params >= 0) text = `${text.slice(0, params)}\nparams: [redacted]`;
  // PostgreSQL quotes the input it could not take: invalid input syntax for type uuid: "...".
  if (fromDatabase)
    text = text.replace(/"[^"]*"/g, '"[redacted]"').replace(/\([^)]*\)=\([^)]*\)/g, '[redacted]');
  return text.replace(EMAIL, '[email]');
}

interface SerializedError {
  type: string;
  message: string;
  stack?: string;
  cause?: SerializedError;
  [key: string]: unknown;
}

export function serializeError(error: unknown, depth = 0): SerializedError {
  if (!error || typeof error !== 'object')
    return { type: typeof error, message: scrubMessage(String(error), false) };
  const e = error as Error & Record<string, unknown>;
  const fromDatabase = databaseErrorOf(e) !== null;
  const original = typeof e.message === 'string' ? e.message : '';
  const message = scrubMessage(original, fromDatabase);
  const out: SerializedError = { type: e.constructor?.name ?? e.name ?? 'Error', message };
  if (typeof e.stack === 'string') {
    const frames = e.stack.indexOf('\n    at ');
    out.stack = `${e.name ?? 'Error'}: ${message}${frames >= 0 ? e.stack.slice(frames) : ''}`;
  }
  for (const key of SAFE_KEYS) {
    const value = e[key];
    if (typeof value === 'string' || typeof value === 'number') out[key] = value;
  }
  // drizzle's SQL text has placeholders, never values.
  if (typeof e.query === 'string') out.query = e.query;
  if (e.cause && depth < 5) out.cause = serializeError(e.cause, depth + 1);
  return out;
}

const serializeForLog = (error: Error) => ({ stack: '', ...serializeError(error) });

/** Serializers for every logger of the app (Fastify's and the start-up one). */
export const logSerializers = { err: serializeForLog, error: serializeForLog };

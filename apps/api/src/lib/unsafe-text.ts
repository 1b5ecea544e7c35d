import type { FastifyRequest } from 'fastify';
import { AppError } from './app-error';

/**
 * NUL, which PostgreSQL cannot store in text, and a half of a UTF-16 surrogate pair without its
 * other half, which has no UTF-8 form at all. Either one in any field would otherwise reach the
 * database or the mailer and fail there as a 500.
 */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

function isUnsafe(text: string): boolean {
  return text.includes('\u0000') || LONE_SURROGATE.test(text);
}

/** The path of the first string (key or value) in `value` holding an unsafe character, or null. */
export function findUnsafeText(value: unknown, path = ''): string | null {
  if (typeof value === 'string') return isUnsafe(value) ? path : null;
  if (!value || typeof value !== 'object' || Buffer.isBuffer(value)) return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (isUnsafe(key)) return at;
    const found = findUnsafeText(item, at);
    if (found !== null) return found;
  }
  return null;
}

/** Refuses a request whose field named by `where` holds an unsafe character, with a 400 naming it. */
export function assertSafeText(value: unknown, where: string): void {
  const found = findUnsafeText(value);
  if (found === null) return;
  throw new AppError(
    'BAD_REQUEST',
    `${found || where} contains a character that is not allowed (a NUL or an unpaired UTF-16 surrogate)`,
  );
}

/**
 * preValidation hook for every route: the parsed JSON body, the query and the path parameters are
 * checked once here, before any schema or handler sees them (multipart forms are checked as they
 * are read, see organizer-events/read-event-form.ts).
 */
export function rejectUnsafeText(
  request: FastifyRequest,
  _reply: unknown,
  done: (error?: Error) => void,
): void {
  // A callback hook, not an async one: it runs on every request, and has nothing to wait for.
  try {
    assertSafeText(request.params, 'path');
    assertSafeText(request.query, 'query');
    if (!request.isMultipart()) assertSafeText(request.body, 'body');
  } catch (error) {
    done(error as Error);
    return;
  }
  done();
}

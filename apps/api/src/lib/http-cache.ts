import { createHash } from 'node:crypto';
import { AUTH_HEADER } from '@tiketi/contract/accounts';
import type { FastifyReply, FastifyRequest, onSendHookHandler } from 'fastify';

/** What every API answer says unless its route is public (set for all of /api/ in security-headers.ts). */
export const PRIVATE_NO_STORE = 'private, no-store';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Cache-Control of public GET answers: a shared cache (CDN, Varnish, nginx) may keep them as long
 * as the app's own micro-cache does (PUBLIC_CACHE_TTL_MS, rounded up to whole seconds), and serve
 * them for five times that while it fetches a fresh copy. With the micro-cache off, caches may
 * store them but must ask again (a 304 when nothing changed).
 */
export function publicCacheControl(ttlMs: number): string {
  const seconds = Math.ceil(ttlMs / 1000);
  if (seconds === 0) return 'public, no-cache';
  return `public, max-age=${seconds}, stale-while-revalidate=${seconds * 5}`;
}

/** A strong validator: the hash of the exact bytes sent. */
export function etagOf(body: string | Buffer): string {
  return `"${createHash('sha256').update(body).digest('base64url')}"`;
}

const ENTITY_TAG = /(?:W\/)?("[^"]*")/g;

/**
 * Whether an If-None-Match header matches `etag` (RFC 9110 13.1.2): `*`, or a list of entity tags
 * of which one is the same under the weak comparison (a `W/` prefix is ignored).
 */
export function isNoneMatchHit(header: string | undefined, etag: string): boolean {
  if (header === undefined) return false;
  if (header === etag) return true;
  if (header.trim() === '*') return true;
  for (const match of header.matchAll(ENTITY_TAG)) if (match[1] === etag) return true;
  return false;
}

/** A request that carries a session (the `Auth` header) or any Authorization is answered privately. */
export function carriesCredentials(request: FastifyRequest): boolean {
  const { headers } = request;
  if (headers.authorization !== undefined) return true;
  const token = headers[AUTH_HEADER];
  if (token === undefined) return false;
  return (Array.isArray(token) ? token : [token]).some((value) => value.trim() !== '');
}

/** A finished public JSON answer, with its validator, built once per cache fill. */
export interface PublicAnswer {
  body: Buffer;
  etag: string;
  contentLength: string;
}

export function publicAnswerOf(json: string): PublicAnswer {
  const body = Buffer.from(json);
  return { body, etag: etagOf(body), contentLength: String(body.length) };
}

/**
 * Sends a finished answer as it is (no validation, no serialisation): 304 with no body when the
 * client already holds these bytes, else the bytes with their precomputed headers.
 */
export function sendPublicAnswer(
  request: FastifyRequest,
  reply: FastifyReply,
  answer: PublicAnswer,
  cacheControl: string,
): FastifyReply {
  reply.header('cache-control', carriesCredentials(request) ? PRIVATE_NO_STORE : cacheControl);
  reply.header('etag', answer.etag);
  if (isNoneMatchHit(request.headers['if-none-match'], answer.etag)) return reply.code(304).send();
  reply.header('content-type', JSON_TYPE);
  reply.header('content-length', answer.contentLength);
  return reply.send(answer.body);
}

/**
 * onSend hook of a public GET route whose answers are built per request: a 200 gets `cacheControl`
 * (or private, no-store for a signed-in caller) and an ETag of its bytes, and becomes a 304 with
 * no body when the client already holds them. Errors keep the default private, no-store.
 */
export function publicAnswers(cacheControl: string): onSendHookHandler<unknown> {
  return (request, reply, payload, done) => {
    if (reply.statusCode !== 200 || (typeof payload !== 'string' && !Buffer.isBuffer(payload))) {
      done(null, payload);
      return;
    }
    const etag = etagOf(payload);
    reply.header('cache-control', carriesCredentials(request) ? PRIVATE_NO_STORE : cacheControl);
    reply.header('etag', etag);
    if (!isNoneMatchHit(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    reply.code(304);
    reply.removeHeader('content-type');
    reply.removeHeader('content-length');
    done(null, null);
  };
}

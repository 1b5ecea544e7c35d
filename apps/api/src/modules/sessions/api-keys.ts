import { API_KEY_PREFIX, type ApiKeyScope } from '@tiketi/contract/api-keys';
import { and, eq, isNull, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { DbOrTx } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';
import { AppError } from '../../lib/app-error';
import { countHit, rateLimitAddress, readHits, secondsUntilWindowEnds } from '../../lib/rate-limit';
import { createToken, sha256 } from '../../lib/secrets';
import type { SessionUser } from './sessions';

/** The key behind a request authenticated by one. */
export interface ApiKeyUse {
  id: number;
  name: string;
  scope: ApiKeyScope;
}

/** A new key: the prefix and 256 random bits. Only its hash and its first characters are stored. */
export function newApiKey(): { key: string; hash: string; prefix: string } {
  const key = `${API_KEY_PREFIX}${createToken()}`;
  return { key, hash: sha256(key), prefix: key.slice(0, API_KEY_PREFIX.length + 8) };
}

/** The token of an `Authorization: Bearer <token>` header; null without one; '' when it is not Bearer. */
export function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (header === undefined) return null;
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header.trim());
  return match?.[1] ?? '';
}

const NOT_VALID = 'This API key is not valid or has been revoked.';
const MISS_WINDOW = 15 * 60;
/** Unknown keys one address may send per 15 minutes; honest callers never send one twice. */
const MISSES_PER_ADDRESS = 20;

const missKey = (request: FastifyRequest) => `api-key-miss:ip:${rateLimitAddress(request.ip)}`;
const useKey = (id: number) => `api-key:${id}`;

async function refuse(db: DbOrTx, key: string, windowSeconds: number, message: string): Promise<never> {
  const retryAfterSeconds = await secondsUntilWindowEnds(db, key, windowSeconds);
  throw new AppError('RATE_LIMITED', message, { retryAfterSeconds });
}

async function findLiveKey(db: DbOrTx, token: string) {
  if (!token.startsWith(API_KEY_PREFIX) || token.length > 200) return null;
  const [row] = await db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      organizationId: apiKeys.organizationId,
      lastUsedAt: apiKeys.lastUsedAt,
      user: users,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(and(eq(apiKeys.keyHash, sha256(token)), isNull(apiKeys.revokedAt)));
  // The key acts as its creator while they are still in its organisation (ADR-025).
  const isMember = row?.user.kind === 'organizer' && row.user.organizationId === row.organizationId;
  return isMember ? row : null;
}

/**
 * The person and organisation an API key acts for, or 401 at once for an unknown or revoked key
 * (looked up on every call: nothing outlives a revocation). Unknown keys count against the sending
 * address, and each key's calls against the key; past either limit, 429 with Retry-After.
 */
export async function authenticateApiKey(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  token: string,
): Promise<{ user: SessionUser; apiKey: ApiKeyUse }> {
  const { db } = deps;
  const misses = missKey(request);
  if ((await readHits(db, misses, MISS_WINDOW)) >= MISSES_PER_ADDRESS) {
    await refuse(
      db,
      misses,
      MISS_WINDOW,
      'Too many unknown API keys from your address. Please wait and try again.',
    );
  }
  const row = await findLiveKey(db, token);
  if (!row) {
    await countHit(db, misses, MISS_WINDOW);
    throw new AppError('UNAUTHORIZED', NOT_VALID);
  }
  const calls = await countHit(db, useKey(row.id), 60);
  if (calls > deps.config.apiKeyRequestsPerMinute) {
    await refuse(db, useKey(row.id), 60, 'This API key made too many calls. Please wait and try again.');
  }
  // Like session activity, the last use is written at most once a minute.
  if (!row.lastUsedAt || Date.now() - row.lastUsedAt.getTime() > 60_000) {
    await db.update(apiKeys).set({ lastUsedAt: sql`now()` }).where(eq(apiKeys.id, row.id));
  }
  return { user: row.user, apiKey: { id: row.id, name: row.name, scope: row.scope } };
}

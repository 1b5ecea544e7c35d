import { AUTH_HEADER } from '@tiketi/contract/accounts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
import { isKeyRoute, scopeAllows } from './api-key-scope';
import { type ApiKeyUse, authenticateApiKey, readBearer } from './api-keys';
import { findSessionUser, type SessionUser } from './sessions';

export interface Actor {
  user: SessionUser;
  sessionId: number;
}

declare module 'fastify' {
  interface FastifyRequest {
    actor: Actor | null;
  }
}

const SIGN_IN_AGAIN = 'Your session has ended. Please sign in again.';

export function readToken(request: FastifyRequest): string {
  const value = request.headers[AUTH_HEADER];
  return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
}

/** The signed-in person of a request, or 401. */
export async function requireActor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<Actor> {
  if (request.actor) return request.actor;
  const found = await findSessionUser(deps.db, readToken(request), deps.config.session);
  if (!found) throw new AppError('UNAUTHORIZED', SIGN_IN_AGAIN);
  request.actor = found;
  return found;
}

/** The signed-in person, or null for a visitor without a token; a dead token is still 401. */
export async function findActor(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<Actor | null> {
  if (!readToken(request)) return null;
  return requireActor(deps, request);
}

export interface OrganizerActor {
  user: SessionUser;
  /** The session, or null when an API key made the call. */
  sessionId: number | null;
  organizationId: number;
  role: 'owner' | 'member';
  /** The organisation's API key that made the call (ADR-025), or null for a signed-in person. */
  apiKey: ApiKeyUse | null;
}

const KEY_NOT_HERE = 'API keys cannot be used for this call. Sign in to your host account instead.';
const KEY_READS_ONLY = 'This API key can only read. Use a key with read and write access to make changes.';

/** The organisation member behind a session or an organisation's API key, or 401. */
export async function requireOrganizer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<OrganizerActor> {
  // A key comes as `Authorization: Bearer`, a session in the `auth` header; never both at once.
  const bearer = readBearer(request);
  if (bearer !== null) {
    if (readToken(request)) throw new AppError('UNAUTHORIZED', 'Send a session or an API key, not both.');
    return requireKeyOrganizer(deps, request, bearer);
  }
  const actor = await requireActor(deps, request);
  return { ...organizerOf(actor.user), sessionId: actor.sessionId, apiKey: null };
}

function organizerOf(user: SessionUser) {
  const { organizationId, role, kind } = user;
  if (kind !== 'organizer' || organizationId === null || role === null) {
    throw new AppError('UNAUTHORIZED', 'Please sign in with your host account.');
  }
  return { user, organizationId, role };
}

/**
 * An API key acts as the owner who created it, within its organisation, on the routes keys reach
 * and with its scope: 401 for an unknown or revoked key, then 403 outside what it may do.
 */
async function requireKeyOrganizer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
  token: string,
): Promise<OrganizerActor> {
  const { user, apiKey } = await authenticateApiKey(deps, request, token);
  if (!isKeyRoute(request.routeOptions.url ?? '')) throw new AppError('FORBIDDEN', KEY_NOT_HERE);
  if (!scopeAllows(apiKey.scope, request.method)) throw new AppError('FORBIDDEN', KEY_READS_ONLY);
  return { ...organizerOf(user), sessionId: null, apiKey };
}

import { AUTH_HEADER } from '@tiketi/contract/accounts';
import type { FastifyRequest } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError } from '../../lib/app-error';
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

export interface OrganizerActor extends Actor {
  organizationId: number;
  role: 'owner' | 'member';
}

/** A member of an organisation (owner or teammate), or 401. */
export async function requireOrganizer(
  deps: Pick<AppDeps, 'db' | 'config'>,
  request: FastifyRequest,
): Promise<OrganizerActor> {
  const actor = await requireActor(deps, request);
  const { organizationId, role, kind } = actor.user;
  if (kind !== 'organizer' || organizationId === null || role === null) {
    throw new AppError('UNAUTHORIZED', 'Please sign in with your host account.');
  }
  return { ...actor, organizationId, role };
}

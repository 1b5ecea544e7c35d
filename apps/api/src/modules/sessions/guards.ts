import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';
import { isKeyRoute } from './api-key-scope';
import { type Actor, type OrganizerActor, requireActor, requireOrganizer } from './authenticate';

/** The session header every signed-in route documents; the one copy all routes share. */
export const authHeaders = z.object({ auth: z.string().optional() });

declare module 'fastify' {
  interface FastifyRequest {
    /** The organisation member; only routes registered through `organizerRoutes` have it. */
    organizer: OrganizerActor;
    /** The signed-in person; only routes registered through `signedInRoutes` have it. */
    signedIn: Actor;
  }
}

const resolved = Symbol('guards');

interface GuardedRequest extends FastifyRequest {
  [resolved]?: { organizer?: OrganizerActor; signedIn?: Actor };
}

/**
 * The type checker cannot see which scope a route is in. Inside a guarded scope, reading the value
 * before the guard's preHandler ran (in an earlier hook) throws here; outside one the property is
 * absent, so using it fails too. Either is a programming error answered 500, never a wrong person.
 */
function unresolved(request: FastifyRequest, name: string): never {
  throw new Error(`${request.routeOptions.url}: request.${name} read before its guard ran`);
}

/**
 * Registers routes in a scope whose one preHandler resolves the organisation member (owner or
 * teammate) behind the session, or the organisation's API key on the routes keys reach (ADR-025),
 * or answers 401, before any handler runs; handlers read `request.organizer`.
 */
export function organizerRoutes(app: AppInstance, register: (scope: AppInstance) => void) {
  const { deps } = app;
  app.register(async (scope: AppInstance) => {
    scope.decorateRequest('organizer', {
      getter(this: GuardedRequest) {
        return this[resolved]?.organizer ?? unresolved(this, 'organizer');
      },
    });
    scope.addHook('preHandler', async (request: GuardedRequest) => {
      request[resolved] = { organizer: await requireOrganizer(deps, request) };
    });
    // The OpenAPI document says which organizer routes an API key reaches too (ADR-025).
    scope.addHook('onRoute', (route) => {
      const security: Record<string, string[]>[] = [{ session: [] }];
      if (isKeyRoute(route.url)) security.push({ apiKey: [] });
      route.schema = { ...route.schema, security };
    });
    register(scope);
  });
}

/**
 * Registers routes in a scope whose one preHandler answers 401 unless someone (an attendee, or an
 * organiser) is signed in; handlers read `request.signedIn`.
 */
export function signedInRoutes(app: AppInstance, register: (scope: AppInstance) => void) {
  const { deps } = app;
  app.register(async (scope: AppInstance) => {
    scope.decorateRequest('signedIn', {
      getter(this: GuardedRequest) {
        return this[resolved]?.signedIn ?? unresolved(this, 'signedIn');
      },
    });
    scope.addHook('preHandler', async (request: GuardedRequest) => {
      request[resolved] = { signedIn: await requireActor(deps, request) };
    });
    register(scope);
  });
}

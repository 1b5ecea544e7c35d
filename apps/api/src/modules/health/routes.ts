import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

/**
 * Health for load balancers: /healthz answers 503 while the database does not; /readyz also
 * answers 503 from the moment the server starts shutting down, so no new traffic is sent to it.
 */
export function registerHealthRoutes(app: AppInstance) {
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while shutting down',
        response: { 200: health, 503: health },
      },
    },
    async (request, reply) => {
      const database = app.deps.database.kind;
      if (app.lifecycle.draining) return reply.code(503).send({ status: 'unavailable' as const, database });
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database });
      }
    },
  );
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'Health check', response: { 200: health, 503: health } } },
    async (request, reply) => {
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database: app.deps.database.kind };
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).send({ status: 'unavailable' as const, database: app.deps.database.kind });
      }
    },
  );
}

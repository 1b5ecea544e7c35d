import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });
/** Readiness also says whether API calls are being shed (503 with Retry-After) under load. */
const readiness = health.extend({ under_pressure: z.boolean() });

/**
 * Health for load balancers: /healthz answers 503 while the database does not; /readyz also
 * answers 503 from the moment the server starts shutting down, so no new traffic is sent to it.
 * Neither is ever shed under load (lib/shed-load.ts): /readyz stays 200 and says under_pressure.
 */
export function registerHealthRoutes(app: AppInstance) {
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary: 'Readiness: 503 while shutting down',
        response: { 200: readiness, 503: readiness },
      },
    },
    async (request, reply) => {
      const database = app.deps.database.kind;
      const under_pressure = app.isUnderPressure();
      const unavailable = { status: 'unavailable' as const, database, under_pressure };
      if (app.lifecycle.draining) return reply.code(503).send(unavailable);
      try {
        await app.deps.db.execute(sql`select 1`);
        return { status: 'ok' as const, database, under_pressure };
      } catch (error) {
        request.log.error({ err: error }, 'readiness check: database unreachable');
        return reply.code(503).send(unavailable);
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

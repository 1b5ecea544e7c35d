import { sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppInstance } from '../../app-types';

const health = z.object({ status: z.enum(['ok', 'unavailable']), database: z.string() });

/** Liveness and readiness for load balancers: answers 503 while the database does not. */
export function registerHealthRoutes(app: AppInstance) {
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

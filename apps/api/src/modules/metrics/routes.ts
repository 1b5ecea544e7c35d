import type { AppInstance } from '../../app-types';
import { metricsGuard } from './guard';
import { outboxFigures } from './outbox-figures';

/** The route label of a request no route matched (unknown paths, and the web app's pages). */
export const UNMATCHED_ROUTE = 'unmatched';

/**
 * Issue 19, ADR-024: every response is timed and counted by method, route pattern (never the raw
 * URL, so the number of series stays bounded) and status; GET /metrics serves the app's registry
 * (deps.metrics) in Prometheus text format, outside /api (never shed, see lib/shed-load.ts), never
 * cached and kept out of the API docs. Register it before the routes so every one is measured.
 */
export function registerMetrics(app: AppInstance) {
  const { metrics, database, config } = app.deps;
  metrics.readGaugesFrom({
    outbox: () => outboxFigures(database.db),
    poolWaiting: () => database.poolWaiting(),
    eventLoopDelayMs: () => app.memoryUsage().eventLoopDelay,
    underPressure: () => app.isUnderPressure(),
  });
  app.addHook('onResponse', async (request, reply) => {
    const labels = {
      method: request.method,
      route: request.routeOptions.url ?? UNMATCHED_ROUTE,
      status_code: String(reply.statusCode),
    };
    metrics.httpDuration.observe(labels, reply.elapsedTime / 1000);
    metrics.httpRequests.inc(labels);
  });
  app.get(
    '/metrics',
    { onRequest: metricsGuard(config.metricsToken), schema: { hide: true } },
    async (_request, reply) => {
      const text = await metrics.scrape();
      return reply.header('cache-control', 'no-store').type(metrics.contentType).send(text);
    },
  );
}

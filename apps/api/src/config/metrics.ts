import { z } from 'zod';

/**
 * Issue 19: GET /metrics. With METRICS_TOKEN set, a scrape must send it as a bearer token; without
 * it, only a client on this machine (loopback, no proxy in between) may read the metrics.
 */
export const metricsEnv = z.object({
  METRICS_TOKEN: z
    .string()
    .min(16, 'must be at least 16 characters (use a long random value)')
    .max(512)
    .regex(/^[\x21-\x7e]+$/, 'must be printable ASCII without spaces')
    .optional(),
});

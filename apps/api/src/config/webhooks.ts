import { z } from 'zod';
import { booleanString } from './env-values';

/** Outgoing webhooks (issue 19, ADR-026). */
export const webhooksEnv = z.object({
  /** Lets endpoints resolve to loopback and private networks (development and tests only). */
  WEBHOOKS_ALLOW_PRIVATE: booleanString.default(false),
});

export interface WebhooksConfig {
  /** Loopback, private and link-local targets are allowed (and plain http with them). */
  allowPrivate: boolean;
  /** Endpoints must use https: in production, unless private targets are allowed. */
  requireHttps: boolean;
}

export function webhooksOf(e: z.output<typeof webhooksEnv> & { PRODUCTION: boolean }): WebhooksConfig {
  return {
    allowPrivate: e.WEBHOOKS_ALLOW_PRIVATE,
    requireHttps: e.PRODUCTION && !e.WEBHOOKS_ALLOW_PRIVATE,
  };
}

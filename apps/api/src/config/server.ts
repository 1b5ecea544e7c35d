import { fileURLToPath } from 'node:url';
import { DEFAULT_SUPPORT_EMAIL } from '@tiketi/contract/constants';
import { z } from 'zod';
import { booleanString, isTimeZone } from './env-values';

/** The repository root: `./data/` and the built web app are found relative to it. */
const repoRoot = fileURLToPath(new URL('../../../../', import.meta.url));

/** Where the server listens, its database and files, and what it calls itself. */
export const serverEnv = z.object({
  PORT: z.coerce.number().int().min(0).max(65535).default(3000),
  HOST: z.string().default('0.0.0.0'),
  PUBLIC_URL: z.url().optional(),
  TRUST_PROXY: booleanString.default(false),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TZ: z
    .string()
    .default('UTC')
    .refine(isTimeZone, { error: 'TZ must be an IANA time zone such as Europe/Berlin or Africa/Nairobi' }),
  DATABASE_URL: z
    .string()
    .regex(/^postgres(ql)?:\/\//, { error: 'DATABASE_URL must start with postgres:// or postgresql://' })
    .optional(),
  DATABASE_POOL_SIZE: z.coerce.number().int().min(1).max(200).default(10),
  DATA_DIR: z.string().default(`${repoRoot}data`),
  DEMO_DATA: booleanString.default(true),
  WEB_DIST: z.string().default(`${repoRoot}apps/web/dist`),
  PUBLIC_CACHE_TTL_MS: z.coerce.number().int().min(0).max(60_000).default(2000),
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
  PLATFORM_NAME: z.string().min(1).max(60).default('Tiketi'),
});

export type DatabaseConfig =
  | { kind: 'postgres'; url: string; poolSize: number }
  | { kind: 'pglite'; dataDir: string };

/** PostgreSQL when DATABASE_URL is set, otherwise the embedded database under DATA_DIR. */
export function databaseOf(e: z.output<typeof serverEnv>): DatabaseConfig {
  return e.DATABASE_URL
    ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
    : { kind: 'pglite', dataDir: `${e.DATA_DIR}/pglite` };
}

import { fileURLToPath } from 'node:url';
import { z } from 'zod';

/** The repository root: `./data/` and the built web app are found relative to it. */
const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

const booleanString = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => value === 'true' || value === '1' || value === 'yes');

const optionalUrl = z.url().optional();

const envSchema = z.object({
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
  SUPPORT_EMAIL: z.email().default('support@tiketi.local'),
  PLATFORM_NAME: z.string().min(1).max(60).default('Tiketi'),
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'MAIL_FROM must be an address, optionally with a name: Tiketi <no-reply@example.com>',
    })
    .optional(),
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  MAX_TICKETS_PER_BOOKING: z.coerce.number().int().min(1).max(500).default(20),
  STRIPE_SECRET_KEY: z
    .string()
    .startsWith('sk_', { error: 'STRIPE_SECRET_KEY must start with sk_' })
    .optional(),
  STRIPE_PUBLISHABLE_KEY: z
    .string()
    .startsWith('pk_', { error: 'STRIPE_PUBLISHABLE_KEY must start with pk_' })
    .optional(),
  STRIPE_WEBHOOK_SECRET: z
    .string()
    .startsWith('whsec_', { error: 'STRIPE_WEBHOOK_SECRET must start with whsec_' })
    .optional(),
  /** Only for tests of the Stripe adapter against a local fake of its API, e.g. http://127.0.0.1:12111. */
  STRIPE_API_URL: z.url().optional(),
  SESSION_IDLE_MINUTES: z.coerce
    .number()
    .int()
    .min(5)
    .max(7 * 24 * 60)
    .default(120),
  SESSION_MAX_HOURS: z.coerce
    .number()
    .int()
    .min(1)
    .max(90 * 24)
    .default(7 * 24),
  S3_ENDPOINT: optionalUrl,
  S3_REGION: z.string().default('us-east-1'),
  S3_BUCKET: z.string().optional(),
  S3_ACCESS_KEY_ID: z.string().optional(),
  S3_SECRET_ACCESS_KEY: z.string().optional(),
  S3_PUBLIC_URL: optionalUrl,
  S3_FORCE_PATH_STYLE: booleanString.default(true),
});

function isTimeZone(zone: string): boolean {
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

export type Env = z.input<typeof envSchema>;

export interface S3Config {
  endpoint?: string;
  region: string;
  bucket: string;
  accessKeyId: string;
  secretAccessKey: string;
  publicUrl?: string;
  forcePathStyle: boolean;
}

export interface Config {
  port: number;
  host: string;
  publicUrl?: string;
  /** Read client addresses from X-Forwarded-For (only behind a proxy you run). */
  trustProxy: boolean;
  logLevel: string;
  timeZone: string;
  database: { kind: 'postgres'; url: string; poolSize: number } | { kind: 'pglite'; dataDir: string };
  dataDir: string;
  demoData: boolean;
  webDist: string;
  publicCacheTtlMs: number;
  supportEmail: string;
  platformName: string;
  mail: { smtpUrl?: string; from: string };
  session: { idleMinutes: number; maxHours: number };
  booking: { holdMinutes: number; maxTicketsPerBooking: number };
  payments:
    | { kind: 'stripe'; secretKey: string; publishableKey: string; webhookSecret: string; apiUrl?: string }
    | { kind: 'simulated' };
  storage: { kind: 's3'; s3: S3Config } | { kind: 'local'; dir: string };
}

/** Parses settings once; a bad value stops the start with a message naming the setting. */
export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  // An empty value means "not set", as it does in most deployment tools.
  const given = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== ''));
  const parsed = envSchema.safeParse(given);
  if (!parsed.success) {
    const lines = parsed.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid configuration:\n${lines.join('\n')}`);
  }
  const e = parsed.data;
  const s3Keys = [e.S3_BUCKET, e.S3_ACCESS_KEY_ID, e.S3_SECRET_ACCESS_KEY];
  if (s3Keys.some(Boolean) && !s3Keys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  S3: set S3_BUCKET, S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY together',
    );
  }
  const stripeKeys = [e.STRIPE_SECRET_KEY, e.STRIPE_PUBLISHABLE_KEY, e.STRIPE_WEBHOOK_SECRET];
  if (stripeKeys.some(Boolean) && !stripeKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  Stripe: set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET together',
    );
  }
  return {
    port: e.PORT,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TZ,
    database: e.DATABASE_URL
      ? { kind: 'postgres', url: e.DATABASE_URL, poolSize: e.DATABASE_POOL_SIZE }
      : { kind: 'pglite', dataDir: `${e.DATA_DIR}/pglite` },
    dataDir: e.DATA_DIR,
    demoData: e.DEMO_DATA,
    webDist: e.WEB_DIST,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    supportEmail: e.SUPPORT_EMAIL,
    platformName: e.PLATFORM_NAME,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.PLATFORM_NAME} <no-reply@tiketi.local>` },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    booking: { holdMinutes: e.HOLD_MINUTES, maxTicketsPerBooking: e.MAX_TICKETS_PER_BOOKING },
    payments:
      e.STRIPE_SECRET_KEY && e.STRIPE_PUBLISHABLE_KEY && e.STRIPE_WEBHOOK_SECRET
        ? {
            kind: 'stripe',
            secretKey: e.STRIPE_SECRET_KEY,
            publishableKey: e.STRIPE_PUBLISHABLE_KEY,
            webhookSecret: e.STRIPE_WEBHOOK_SECRET,
            apiUrl: e.STRIPE_API_URL,
          }
        : { kind: 'simulated' },
    storage:
      e.S3_BUCKET && e.S3_ACCESS_KEY_ID && e.S3_SECRET_ACCESS_KEY
        ? {
            kind: 's3',
            s3: {
              endpoint: e.S3_ENDPOINT,
              region: e.S3_REGION,
              bucket: e.S3_BUCKET,
              accessKeyId: e.S3_ACCESS_KEY_ID,
              secretAccessKey: e.S3_SECRET_ACCESS_KEY,
              publicUrl: e.S3_PUBLIC_URL,
              forcePathStyle: e.S3_FORCE_PATH_STYLE,
            },
          }
        : { kind: 'local', dir: `${e.DATA_DIR}/uploads` },
  };
}

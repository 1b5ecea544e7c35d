import { fileURLToPath } from 'node:url';
import { DEFAULT_SUPPORT_EMAIL } from '@tiketi/contract/constants';
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
  SHUTDOWN_DELAY_MS: z.coerce.number().int().min(0).max(60_000).default(0),
  SUPPORT_EMAIL: z.email().default(DEFAULT_SUPPORT_EMAIL),
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
  BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(60),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  HELD_SEATS_PER_BUYER: z.coerce.number().int().min(0).max(100_000).default(20),
  HELD_SEATS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(400),
  FREE_BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(20),
  FREE_BOOKINGS_PER_RECIPIENT: z.coerce.number().int().min(0).max(100_000).default(5),
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
  /** Signs e-ticket QR and PDF links; unset: a random key kept in the database (decision 011). */
  TICKET_LINK_SECRET: z
    .string()
    .min(32, {
      error: 'TICKET_LINK_SECRET must be at least 32 characters, e.g. from openssl rand -base64 32',
    })
    .optional(),
  /** Refuses the development stand-ins that must never face the public: dev sign-in issuer, dev mailbox. */
  PRODUCTION: booleanString.default(false),
  /** Attendee sign-in (OpenID Connect); Google: https://accounts.google.com. Unset: the development issuer. */
  OIDC_ISSUER: z
    .url({
      protocol: /^https?$/,
      error: 'OIDC_ISSUER must be an https URL, e.g. https://accounts.google.com',
    })
    .refine((value) => value.startsWith('https:') || isLoopbackUrl(value), {
      error: 'OIDC_ISSUER must use https (plain http only on this machine: localhost or 127.0.0.1)',
    })
    .optional(),
  OIDC_CLIENT_ID: z.string().max(500).optional(),
  OIDC_CLIENT_SECRET: z.string().max(500).optional(),
  /** Enables POST v1/auth/firebase for clients holding a Firebase ID token of this project. */
  FIREBASE_PROJECT_ID: z
    .string()
    .regex(/^[a-z0-9-]{4,40}$/, {
      error: 'FIREBASE_PROJECT_ID must be a Firebase project id, e.g. my-app-1a2b3',
    })
    .optional(),
  FIREBASE_JWKS_URL: z
    .url({ protocol: /^https?$/ })
    .refine((value) => value.startsWith('https:') || isLoopbackUrl(value), {
      error: 'FIREBASE_JWKS_URL must use https (plain http only on this machine)',
    })
    .default('https://www.googleapis.com/service_accounts/v1/jwk/securetoken@system.gserviceaccount.com'),
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

/** The development issuer lives under /dev/oidc of this server, at the address people use. */
function identityOf(e: z.output<typeof envSchema>): IdentityConfig {
  if (e.OIDC_ISSUER && e.OIDC_CLIENT_ID && e.OIDC_CLIENT_SECRET) {
    return {
      kind: 'oidc',
      issuer: e.OIDC_ISSUER,
      clientId: e.OIDC_CLIENT_ID,
      clientSecret: e.OIDC_CLIENT_SECRET,
    };
  }
  const origin = e.PUBLIC_URL?.replace(/\/+$/, '') ?? `http://localhost:${e.PORT}`;
  return { kind: 'dev', issuer: `${origin}/dev/oidc` };
}

/** http is tolerated only for a peer on this machine (a local issuer in tests or development). */
export function isLoopbackUrl(value: string): boolean {
  const { hostname } = new URL(value);
  return hostname === 'localhost' || hostname === '[::1]' || /^127\.\d+\.\d+\.\d+$/.test(hostname);
}

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

/** Where attendees sign in: a real OpenID Connect issuer, or the development issuer on this server. */
export type IdentityConfig =
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'dev'; issuer: string };

export interface Config {
  port: number;
  /** PRODUCTION=true: development stand-ins are refused at start. */
  production: boolean;
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
  /** On SIGTERM, how long /readyz answers 503 (and requests are still served) before the port closes. */
  shutdownDelayMs: number;
  supportEmail: string;
  platformName: string;
  mail: { smtpUrl?: string; from: string };
  session: { idleMinutes: number; maxHours: number };
  identity: IdentityConfig;
  /** Firebase ID tokens accepted by POST v1/auth/firebase; null when FIREBASE_PROJECT_ID is unset. */
  firebase: { projectId: string; jwksUrl: string } | null;
  /** Key for e-ticket links; undefined means the platform's own key stored in the database. */
  ticketLinkSecret?: string;
  /** Organizer registrations one client address may make per hour. */
  registrationsPerAddress: number;
  booking: {
    holdMinutes: number;
    maxTicketsPerBooking: number;
    /** Booking attempts one client address may make per 10 minutes on one instance; 0 is no limit. */
    perAddressLimit: number;
    /** Seats one email, and one phone number, may hold unpaid per event; 0 is no cap. */
    heldSeatsPerBuyer: number;
    /** Seats one client address may hold unpaid per event; 0 (or BOOKINGS_PER_ADDRESS=0) is no cap. */
    heldSeatsPerAddress: number;
    /** Free bookings (each mails a PDF) one client address may make per hour; 0 is no limit. */
    freePerAddress: number;
    /** Free bookings one recipient email may be sent per hour; 0 is no limit. */
    freePerRecipient: number;
  };
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
  const oidcKeys = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean)) {
    throw new Error(
      'Invalid configuration:\n  Attendee sign-in: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
    );
  }
  if (e.PRODUCTION && !e.OIDC_ISSUER) {
    throw new Error(
      'Invalid configuration:\n  PRODUCTION is set, so the development sign-in issuer is refused: set OIDC_ISSUER, ' +
        'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (Google: OIDC_ISSUER=https://accounts.google.com)',
    );
  }
  // In production mail must reach people (the development mailbox would show their codes to
  // anyone), and its links must not be built from a Host header the client chose.
  if (e.PRODUCTION && (!e.SMTP_URL || !e.PUBLIC_URL)) {
    throw new Error(
      'Invalid configuration:\n  PRODUCTION is set, so mail must really be sent with links to the public ' +
        'address: set SMTP_URL and PUBLIC_URL (e.g. SMTP_URL=smtps://user:password@smtp.example.com:465, ' +
        'PUBLIC_URL=https://tickets.example.com)',
    );
  }
  return {
    port: e.PORT,
    production: e.PRODUCTION,
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
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    supportEmail: e.SUPPORT_EMAIL,
    platformName: e.PLATFORM_NAME,
    mail: { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.PLATFORM_NAME} <no-reply@tiketi.local>` },
    session: { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS },
    ticketLinkSecret: e.TICKET_LINK_SECRET,
    identity: identityOf(e),
    firebase: e.FIREBASE_PROJECT_ID
      ? { projectId: e.FIREBASE_PROJECT_ID, jwksUrl: e.FIREBASE_JWKS_URL }
      : null,
    registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    booking: {
      holdMinutes: e.HOLD_MINUTES,
      maxTicketsPerBooking: e.MAX_TICKETS_PER_BOOKING,
      perAddressLimit: e.BOOKINGS_PER_ADDRESS,
      heldSeatsPerBuyer: e.HELD_SEATS_PER_BUYER,
      heldSeatsPerAddress: e.BOOKINGS_PER_ADDRESS === 0 ? 0 : e.HELD_SEATS_PER_ADDRESS,
      freePerAddress: e.BOOKINGS_PER_ADDRESS === 0 ? 0 : e.FREE_BOOKINGS_PER_ADDRESS,
      freePerRecipient: e.FREE_BOOKINGS_PER_RECIPIENT,
    },
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

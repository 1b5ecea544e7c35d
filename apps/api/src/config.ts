import { z } from 'zod';
import { type EmbedConfig, embedEnv, embedOf } from './config/embed';
import {
  type FirebaseConfig,
  firebaseOf,
  identityEnv,
  identityOf,
  type SessionConfig,
  sessionOf,
} from './config/identity';
import { type BookingLimits, bookingLimitsOf, limitsEnv } from './config/limits';
import { type MailConfig, mailEnv, mailOf } from './config/mail';
import { metricsEnv } from './config/metrics';
import { type PaymentsConfig, paymentsEnv, paymentsOf } from './config/payments';
import { productionEnv, refuseDevelopmentStandIns } from './config/production';
import { type DatabaseConfig, databaseOf, serverEnv } from './config/server';
import { type SheddingConfig, sheddingEnv, sheddingOf } from './config/shedding';
import { type StorageConfig, storageEnv, storageOf } from './config/storage';
import { type WebhooksConfig, webhooksEnv, webhooksOf } from './config/webhooks';

// The settings, read once from the environment. Each area's variables, defaults, checks and shape
// are in config/ (server, mail, limits, payments, production, identity, storage, shedding); this file joins them.

export { isLoopbackUrl } from './config/env-values';

import type { IdentityConfig } from './config/identity';

export type { S3Config } from './config/storage';
export type { IdentityConfig };

/** The sections in the order the variables always had: zod reports several bad values in key order. */
const envSchema = z.object({
  ...serverEnv.shape,
  ...mailEnv.shape,
  ...limitsEnv.shape,
  ...paymentsEnv.shape,
  ...productionEnv.shape,
  ...identityEnv.shape,
  ...storageEnv.shape,
  ...sheddingEnv.shape,
  ...embedEnv.shape,
  ...webhooksEnv.shape,
  ...metricsEnv.shape,
});

export type Env = z.input<typeof envSchema>;

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
  database: DatabaseConfig;
  dataDir: string;
  demoData: boolean;
  webDist: string;
  publicCacheTtlMs: number;
  /** On SIGTERM, how long /readyz answers 503 (and requests are still served) before the port closes. */
  shutdownDelayMs: number;
  supportEmail: string;
  platformName: string;
  mail: MailConfig;
  session: SessionConfig;
  identity: IdentityConfig;
  /** Firebase ID tokens accepted by POST v1/auth/firebase; null when FIREBASE_PROJECT_ID is unset. */
  firebase: FirebaseConfig | null;
  /** Key for e-ticket links; undefined means the platform's own key stored in the database. */
  ticketLinkSecret?: string;
  /** Organizer registrations one client address may make per hour. */
  registrationsPerAddress: number;
  booking: BookingLimits;
  /** Calls one API key may make per minute (issue 19, ADR-025). */
  apiKeyRequestsPerMinute: number;
  payments: PaymentsConfig;
  storage: StorageConfig;
  /** When API calls answer 503 with Retry-After rather than queue (issue 18). */
  shedding: SheddingConfig;
  /** Issue 19: who may frame the ticket widget. */
  embed: EmbedConfig;
  /** Outgoing webhooks (issue 19): which targets and schemes endpoints may use. */
  webhooks: WebhooksConfig;
  /** Bearer token GET /metrics requires; undefined: /metrics answers loopback clients only. */
  metricsToken?: string;
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
  // The checks across settings, in the order they have always been reported.
  const storage = storageOf(e);
  const payments = paymentsOf(e);
  const identity = identityOf(e);
  refuseDevelopmentStandIns(e);
  return {
    port: e.PORT,
    production: e.PRODUCTION,
    host: e.HOST,
    publicUrl: e.PUBLIC_URL,
    trustProxy: e.TRUST_PROXY,
    logLevel: e.LOG_LEVEL,
    timeZone: e.TZ,
    database: databaseOf(e),
    dataDir: e.DATA_DIR,
    demoData: e.DEMO_DATA,
    webDist: e.WEB_DIST,
    publicCacheTtlMs: e.PUBLIC_CACHE_TTL_MS,
    shutdownDelayMs: e.SHUTDOWN_DELAY_MS,
    supportEmail: e.SUPPORT_EMAIL,
    platformName: e.PLATFORM_NAME,
    mail: mailOf(e),
    session: sessionOf(e),
    ticketLinkSecret: e.TICKET_LINK_SECRET,
    identity,
    firebase: firebaseOf(e),
    registrationsPerAddress: e.REGISTRATIONS_PER_ADDRESS,
    booking: bookingLimitsOf(e),
    apiKeyRequestsPerMinute: e.API_KEY_REQUESTS_PER_MINUTE,
    payments,
    storage,
    shedding: sheddingOf(e),
    embed: embedOf(e),
    webhooks: webhooksOf(e),
    metricsToken: e.METRICS_TOKEN,
  };
}

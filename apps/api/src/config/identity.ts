import { z } from 'zod';
import { invalidConfiguration, isLoopbackUrl } from './env-values';

/** Attendee sign-in (OpenID Connect, Firebase ID tokens) and how long sessions last. */
export const identityEnv = z.object({
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
});

type IdentityEnv = z.output<typeof identityEnv>;

/** Where attendees sign in: a real OpenID Connect issuer, or the development issuer on this server. */
export type IdentityConfig =
  | { kind: 'oidc'; issuer: string; clientId: string; clientSecret: string }
  | { kind: 'dev'; issuer: string };

export interface SessionConfig {
  idleMinutes: number;
  maxHours: number;
}

export interface FirebaseConfig {
  projectId: string;
  jwksUrl: string;
}

/**
 * The issuer named by OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (some of them only is
 * refused); none set: the development issuer, under /dev/oidc of this server at the address people use.
 */
export function identityOf(e: IdentityEnv & { PUBLIC_URL?: string; PORT: number }): IdentityConfig {
  const oidcKeys = [e.OIDC_ISSUER, e.OIDC_CLIENT_ID, e.OIDC_CLIENT_SECRET];
  if (oidcKeys.some(Boolean) && !oidcKeys.every(Boolean)) {
    throw invalidConfiguration(
      'Attendee sign-in: set OIDC_ISSUER, OIDC_CLIENT_ID and OIDC_CLIENT_SECRET together',
    );
  }
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

export function sessionOf(e: IdentityEnv): SessionConfig {
  return { idleMinutes: e.SESSION_IDLE_MINUTES, maxHours: e.SESSION_MAX_HOURS };
}

export function firebaseOf(e: IdentityEnv): FirebaseConfig | null {
  return e.FIREBASE_PROJECT_ID ? { projectId: e.FIREBASE_PROJECT_ID, jwksUrl: e.FIREBASE_JWKS_URL } : null;
}

import { index, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Attendee sign-ins on their way through the identity provider: the PKCE verifier, nonce and
 * redirect URI that the return must match. Found by the hash of `state`, deleted on first use,
 * and dead after `expires_at`; kept in the database so any instance can finish a flow.
 * `browser_hash` binds the flow to the browser that started it (a cookie), against login CSRF.
 */
export const oidcFlows = pgTable(
  'oidc_flows',
  {
    stateHash: text('state_hash').primaryKey(),
    browserHash: text('browser_hash').notNull(),
    issuer: text('issuer').notNull(),
    nonce: text('nonce').notNull(),
    codeVerifier: text('code_verifier').notNull(),
    redirectUri: text('redirect_uri').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('oidc_flows_expires_idx').on(t.expiresAt)],
);

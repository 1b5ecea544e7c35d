import { z } from 'zod';
import { booleanString, invalidConfiguration } from './env-values';

/** What a public deployment needs: its own secrets, and no development stand-ins. */
export const productionEnv = z.object({
  /** Signs e-ticket QR and PDF links; unset: a random key kept in the database (ADR-011). */
  TICKET_LINK_SECRET: z
    .string()
    .min(32, {
      error: 'TICKET_LINK_SECRET must be at least 32 characters, e.g. from openssl rand -base64 32',
    })
    .optional(),
  /** Refuses the development stand-ins that must never face the public: dev sign-in issuer, dev mailbox. */
  PRODUCTION: booleanString.default(false),
});

/** With PRODUCTION set, a start that would use the development issuer or mailbox is refused. */
export function refuseDevelopmentStandIns(
  e: z.output<typeof productionEnv> & { OIDC_ISSUER?: string; SMTP_URL?: string; PUBLIC_URL?: string },
): void {
  if (e.PRODUCTION && !e.OIDC_ISSUER) {
    throw invalidConfiguration(
      'PRODUCTION is set, so the development sign-in issuer is refused: set OIDC_ISSUER, ' +
        'OIDC_CLIENT_ID and OIDC_CLIENT_SECRET (Google: OIDC_ISSUER=https://accounts.google.com)',
    );
  }
  // In production mail must reach people (the development mailbox would show their codes to
  // anyone), and its links must not be built from a Host header the client chose.
  if (e.PRODUCTION && (!e.SMTP_URL || !e.PUBLIC_URL)) {
    throw invalidConfiguration(
      'PRODUCTION is set, so mail must really be sent with links to the public ' +
        'address: set SMTP_URL and PUBLIC_URL (e.g. SMTP_URL=smtps://user:password@smtp.example.com:465, ' +
        'PUBLIC_URL=https://tickets.example.com)',
    );
  }
}

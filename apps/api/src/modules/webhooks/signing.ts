import { createHmac, randomBytes } from 'node:crypto';

const PREFIX = 'whsec_';

/** A new endpoint secret in the Standard Webhooks form: `whsec_` and 32 random bytes in base64. */
export function newWebhookSecret(): string {
  return `${PREFIX}${randomBytes(32).toString('base64')}`;
}

/** `v1,<base64 HMAC-SHA256 of "{id}.{timestamp}.{body}">`, keyed with the secret's decoded bytes. */
export function signatureOf(secret: string, message: { id: string; timestamp: number; body: string }) {
  const key = Buffer.from(secret.startsWith(PREFIX) ? secret.slice(PREFIX.length) : secret, 'base64');
  const mac = createHmac('sha256', key)
    .update(`${message.id}.${message.timestamp}.${message.body}`)
    .digest('base64');
  return `v1,${mac}`;
}

/**
 * The `webhook-signature` header: signed with the current secret and, for the overlap after a
 * rotation, also with the previous one, space-separated as the specification allows; a receiver
 * that still holds the old secret keeps verifying until it switches.
 */
export function signatureHeader(
  secrets: { current: string; previous: string | null },
  message: { id: string; timestamp: number; body: string },
): string {
  const signatures = [signatureOf(secrets.current, message)];
  if (secrets.previous) signatures.push(signatureOf(secrets.previous, message));
  return signatures.join(' ');
}

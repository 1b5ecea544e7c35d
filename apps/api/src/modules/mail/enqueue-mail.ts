import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { type MailMessage, mailMessageSchema } from './mail-message-schema';

export type { MailMessage };

/** Outbox rows of this topic are mail; other topics belong to other workers. */
export const MAIL_TOPIC = 'mail';

/**
 * Puts a message in the outbox. Call it inside the transaction of the change that causes the mail,
 * so the mail exists exactly when the change does; the outbox worker delivers it. A message with an
 * idempotency key is written once per key, and its SMTP Message-ID is derived from the key.
 */
export async function enqueueMail(
  db: DbOrTx,
  message: MailMessage,
  options: { idempotencyKey?: string } = {},
): Promise<void> {
  await db
    .insert(outbox)
    .values({
      topic: MAIL_TOPIC,
      payload: mailMessageSchema.parse(message),
      idempotencyKey: options.idempotencyKey ?? null,
    })
    // A message of the same key is already in the outbox: it is sent once, not twice.
    .onConflictDoNothing({ target: outbox.idempotencyKey });
}

import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';
import type { OutgoingMail } from '../../providers/mail/mail-provider';
import { mailMessageSchema } from './mail-message-schema';

/** A message as the application writes it; the worker adds the sender (MAIL_FROM) when it sends. */
export type MailMessage = Omit<OutgoingMail, 'from'>;

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

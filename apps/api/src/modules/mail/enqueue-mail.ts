import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
}

/**
 * Puts a message in the outbox. Call it inside the transaction of the change that causes the mail,
 * so the mail exists exactly when the change does; the outbox worker delivers it.
 */
export async function enqueueMail(db: DbOrTx, message: MailMessage): Promise<void> {
  await db.insert(outbox).values({ topic: 'mail', payload: message });
}

import { and, count, desc, eq, type SQL, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { outbox } from '../../db/schema/index';
import { MAIL_TOPIC } from './enqueue-mail';
import { mailMessageSchema } from './mail-message-schema';

export interface MailboxMessage {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string;
  status: 'pending' | 'sent' | 'dead';
  attachments: string[];
  createdAt: Date;
  sentAt: Date | null;
}

/** The latest mail rows, newest first, optionally only those to one address. Reads nothing but mail. */
export async function findMailboxMessages(
  db: DbOrTx,
  options: { limit: number; to?: string },
): Promise<{ messages: MailboxMessage[]; total: number }> {
  const conditions: SQL[] = [eq(outbox.topic, MAIL_TOPIC)];
  if (options.to) conditions.push(sql`lower(${outbox.payload} ->> 'to') = lower(${options.to})`);
  const where = and(...conditions);
  const rows = await db
    .select({
      id: outbox.id,
      payload: outbox.payload,
      status: outbox.status,
      createdAt: outbox.createdAt,
      sentAt: outbox.sentAt,
    })
    .from(outbox)
    .where(where)
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit);
  const [counted] = await db.select({ total: count() }).from(outbox).where(where);
  return { messages: rows.map(toMailboxMessage), total: counted?.total ?? 0 };
}

function toMailboxMessage(row: {
  id: number;
  payload: unknown;
  status: MailboxMessage['status'];
  createdAt: Date;
  sentAt: Date | null;
}): MailboxMessage {
  const parsed = mailMessageSchema.safeParse(row.payload);
  // A row this code cannot read is still listed, so its status is visible, but shows no content.
  const message = parsed.success
    ? parsed.data
    : { to: '', subject: '(unreadable message)', text: '', html: '' };
  return {
    id: row.id,
    to: message.to,
    subject: message.subject,
    text: message.text,
    html: message.html,
    status: row.status,
    attachments: message.attachments?.map((attachment) => attachment.filename) ?? [],
    createdAt: row.createdAt,
    sentAt: row.sentAt,
  };
}

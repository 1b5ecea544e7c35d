import { createHash } from 'node:crypto';
import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import { MAIL_TOPIC, mailMessageSchema } from '../modules/mail';
import type { MailProvider } from '../providers/mail/mail-provider';
import { type ClaimedRow, claimDueRows, markRowFailed, markRowSent, renewLease } from './outbox-queries';
import { computeRetryDelayMs } from './retry-delay';

export type JobLog = Pick<FastifyBaseLogger, 'debug' | 'info' | 'warn' | 'error'>;

export interface SendDueMailOptions {
  db: Db;
  provider: MailProvider;
  /** The sender of every message (MAIL_FROM), e.g. `Tiketi <no-reply@example.com>`. */
  from: string;
  log: JobLog;
  batchSize: number;
  maxAttempts: number;
  /** How long a claimed row stays hidden from other instances while it is being sent. */
  leaseMs: number;
}

/** Claims one batch of due mail, sends it and records each outcome; returns how many were claimed. */
export async function sendDueMail(options: SendDueMailOptions): Promise<number> {
  const rows = await claimDueRows(options.db, {
    topic: MAIL_TOPIC,
    limit: options.batchSize,
    leaseMs: options.leaseMs,
  });
  await Promise.all(rows.map((row) => deliverRow(options, row)));
  return rows.length;
}

async function deliverRow(options: SendDueMailOptions, row: ClaimedRow): Promise<void> {
  try {
    const message = mailMessageSchema.safeParse(row.payload);
    if (!message.success) {
      // Retrying cannot repair a payload, so it is dead at once.
      await recordFailure(options, {
        row,
        error: `invalid mail payload: ${message.error.message}`,
        isPermanent: true,
      });
      return;
    }
    // The lease is short, so a crashed sender's mail is retried soon; it is renewed while this
    // attempt lasts, so a slow SMTP server does not get the same message sent twice.
    const renewal = setInterval(
      () => {
        renewLease(options.db, row.id, options.leaseMs).catch((error: unknown) => {
          options.log.warn({ err: error, outboxId: row.id }, 'outbox: could not renew a lease');
        });
      },
      Math.max(1, Math.floor(options.leaseMs / 3)),
    );
    try {
      const { fromName, ...content } = message.data;
      await options.provider.send({
        ...content,
        from: fromName ? senderNamed(fromName, options.from) : options.from,
        ...(row.idempotency_key ? { messageId: messageIdOf(row.idempotency_key, options.from) } : {}),
      });
    } catch (error) {
      await recordFailure(options, { row, error: describeError(error), isPermanent: false });
      return;
    } finally {
      clearInterval(renewal);
    }
    await markRowSent(options.db, row.id);
    options.log.debug({ outboxId: row.id }, 'mail sent');
  } catch (error) {
    // The database failed while recording an outcome; the lease expires and the row is tried again.
    options.log.error({ err: error, outboxId: row.id }, 'outbox: could not record a delivery outcome');
  }
}

async function recordFailure(
  options: SendDueMailOptions,
  { row, error, isPermanent }: { row: ClaimedRow; error: string; isPermanent: boolean },
) {
  const attempts = row.attempts + 1;
  const isDead = isPermanent || attempts >= options.maxAttempts;
  const retryDelayMs = computeRetryDelayMs(attempts);
  await markRowFailed(options.db, { id: row.id, attempts, error, retryDelayMs, isDead });
  if (isDead) {
    options.log.error({ outboxId: row.id, attempts, error }, 'mail could not be delivered and is given up');
  } else {
    options.log.warn(
      { outboxId: row.id, attempts, retryInMs: retryDelayMs, error },
      'mail delivery failed; will retry',
    );
  }
}

/**
 * The platform's sender address (MAIL_FROM, with or without a name) under another display name, as
 * an RFC 5322 quoted string: quotes and backslashes escaped, line breaks (header injection) dropped.
 * Mail libraries encode a name that is not ASCII.
 */
export function senderNamed(name: string, from: string): string {
  const address = /<([^<>]+)>\s*$/.exec(from)?.[1] ?? from.trim();
  const quoted = name
    .replace(/[\r\n]+/g, ' ')
    .trim()
    .replace(/[\\"]/g, (char) => `\\${char}`);
  return `"${quoted}" <${address}>`;
}

/**
 * The SMTP Message-ID of a keyed message: the same for every attempt, so a message re-sent after a
 * crash between the server's acceptance and our record is recognised as one by mail systems.
 */
export function messageIdOf(idempotencyKey: string, from: string): string {
  const domain = /@([^\s<>@]+)>?\s*$/.exec(from)?.[1] ?? 'tiketi.invalid';
  const digest = createHash('sha256').update(idempotencyKey).digest('hex').slice(0, 32);
  return `<${digest}@${domain}>`;
}

function describeError(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? `${code}: ${error.message}` : error.message;
}

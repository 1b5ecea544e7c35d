import { createTransport } from 'nodemailer';
import type { MailProvider, OutgoingMail } from './mail-provider';

/** Bounds on one delivery, well under the outbox lease, so a hung server cannot cause a double send. */
const SEND_TIMEOUT_MS = 120_000;

/** Real delivery through an SMTP server named by a URL: smtp://user:pass@host:587 or smtps://... */
export function createSmtpMailProvider(url: string): MailProvider {
  const transport = createTransport({
    url,
    pool: true,
    maxConnections: 5,
    // nodemailer's defaults (2 min to connect, 10 min of silence) would stall a whole batch.
    connectionTimeout: 10_000,
    greetingTimeout: 10_000,
    socketTimeout: 60_000,
  });
  return {
    kind: 'smtp',
    async send(message: OutgoingMail) {
      await transport.sendMail({
        from: message.from,
        to: message.to,
        replyTo: message.replyTo,
        ...(message.messageId ? { messageId: message.messageId } : {}),
        subject: message.subject,
        text: message.text,
        html: message.html,
        attachments: message.attachments?.map((attachment) => ({
          filename: attachment.filename,
          contentType: attachment.contentType,
          content: attachment.content,
          encoding: 'base64',
        })),
        // Messages carry content only: never let one make nodemailer read a file or fetch a URL.
        disableFileAccess: true,
        disableUrlAccess: true,
        signal: AbortSignal.timeout(SEND_TIMEOUT_MS),
      });
    },
    async close() {
      transport.close();
    },
  };
}

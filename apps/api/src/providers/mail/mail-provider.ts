/** A file sent with a message; later issues attach e-ticket PDFs and calendar (.ics) files. */
export interface MailAttachment {
  filename: string;
  contentType: string;
  /** The bytes, base64-encoded, so a message fits in the outbox's JSON payload. */
  content: string;
}

/** A complete message as handed to a provider: what the application wrote, plus the sender. */
export interface OutgoingMail {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  replyTo?: string;
  attachments?: MailAttachment[];
  /** The SMTP Message-ID, e.g. `<digest@example.com>`; the same for every attempt of one message. */
  messageId?: string;
}

/** Where outgoing mail goes: an SMTP server, or (with no SMTP_URL) the development mailbox. */
export interface MailProvider {
  kind: 'smtp' | 'dev';
  /** Resolves once the message is accepted; rejects when it was not, so the outbox retries it. */
  send(message: OutgoingMail): Promise<void>;
  close?(): Promise<void>;
}

import { z } from 'zod';
import type { OutgoingMail } from '../../providers/mail/mail-provider';

/**
 * A message as the application writes it; the worker adds the sender (MAIL_FROM) when it sends.
 * `fromName` replaces MAIL_FROM's display name, never its address (an organisation writing to its
 * ticket holders is named, while the mail still comes from the platform's own domain).
 */
export type MailMessage = Omit<OutgoingMail, 'from'> & { fromName?: string };

/**
 * The shape of a mail row's payload. Checked when a message is enqueued (a bad one fails in the
 * caller's transaction) and again when it is read back, since a row may predate a change here.
 */
export const mailMessageSchema: z.ZodType<MailMessage> = z.object({
  to: z.string().trim().min(1),
  subject: z.string().min(1),
  text: z.string(),
  html: z.string(),
  replyTo: z.string().trim().min(1).optional(),
  fromName: z.string().trim().min(1).max(200).optional(),
  attachments: z
    .array(
      z.object({
        filename: z.string().min(1),
        contentType: z.string().min(1),
        content: z.base64(),
      }),
    )
    .optional(),
});

import { z } from 'zod';

/** How mail leaves the server; unset SMTP_URL: the development mailbox. */
export const mailEnv = z.object({
  SMTP_URL: z
    .string()
    .regex(/^smtps?:\/\//, { error: 'SMTP_URL must start with smtp:// or smtps://' })
    .optional(),
  MAIL_FROM: z
    .string()
    .regex(/^(?:[^<>]*<[^\s<>@]+@[^\s<>@]+>|[^\s<>@]+@[^\s<>@]+)$/, {
      error: 'MAIL_FROM must be an address, optionally with a name: Tiketi <no-reply@example.com>',
    })
    .optional(),
});

export interface MailConfig {
  smtpUrl?: string;
  from: string;
}

export function mailOf(e: z.output<typeof mailEnv> & { PLATFORM_NAME: string }): MailConfig {
  return { smtpUrl: e.SMTP_URL, from: e.MAIL_FROM ?? `${e.PLATFORM_NAME} <no-reply@tiketi.local>` };
}

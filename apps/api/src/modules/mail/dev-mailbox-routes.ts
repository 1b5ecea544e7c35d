import { z } from 'zod';
import type { AppDeps, AppInstance } from '../../app-types';
import { envelope } from '../../lib/envelope';
import { localOnly } from '../../lib/local-request';
import { findMailboxMessages } from './find-mailbox-messages';
import { renderMailboxPage } from './render-mailbox-page';

const LIMIT = 50;

const mailboxQuery = z.object({
  to: z.string().trim().max(320).optional().describe('Only messages to this address'),
});

const mailboxItem = z.object({
  id: z.number().int(),
  to: z.string(),
  subject: z.string(),
  text: z.string(),
  html: z.string(),
  status: z.enum(['pending', 'sent', 'dead']),
  attachments: z.array(z.string()).describe('File names'),
  created_at: z.string(),
  sent_at: z.string().nullable(),
});

const NOT_HERE =
  'The development mailbox is shown only on the machine running the server: open it there at localhost.';

/**
 * Anyone not on this machine gets a 403 that says where to look instead. Forwarded requests count as
 * someone else's even with TRUST_PROXY (false), so the mailbox fails closed.
 */
const onlyOnThisMachine = localOnly(false, (reply) =>
  reply.code(403).send({ status: 403, message: null, status_description: NOT_HERE, code: 'FORBIDDEN' }),
);

const mailboxResponse = z.object({
  status: z.number(),
  message: z.object({ data: z.array(mailboxItem), total: z.number().int() }),
  status_description: z.string(),
});

/**
 * The development mailbox, where a person running without SMTP_URL reads the mail the platform
 * "sent" (their verification code, say). Register it only while the development mail provider is
 * active; config refuses PRODUCTION=true without SMTP_URL, so it is never mounted in production.
 * It shows codes that take over accounts, so it answers only a client on this machine; a request
 * forwarded by a proxy counts as someone else (fail closed, whatever TRUST_PROXY says).
 */
export function registerDevMailboxRoutes(app: AppInstance, deps: Pick<AppDeps, 'db'>) {
  app.get(
    '/dev/mailbox',
    {
      onRequest: onlyOnThisMachine,
      schema: {
        tags: ['development'],
        summary: 'Development mailbox page (only without SMTP_URL)',
        querystring: mailboxQuery,
      },
    },
    async (request, reply) => {
      const mailbox = await findMailboxMessages(deps.db, { limit: LIMIT, to: request.query.to });
      return reply
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .header(
          'content-security-policy',
          "default-src 'none'; style-src 'unsafe-inline'; frame-ancestors 'none'",
        )
        .send(renderMailboxPage(mailbox));
    },
  );

  app.get(
    '/dev/mailbox.json',
    {
      onRequest: onlyOnThisMachine,
      schema: {
        tags: ['development'],
        summary: 'Development mailbox as data, newest first (only without SMTP_URL)',
        querystring: mailboxQuery,
        response: { 200: mailboxResponse },
      },
    },
    async (request, reply) => {
      const mailbox = await findMailboxMessages(deps.db, { limit: LIMIT, to: request.query.to });
      const data = mailbox.messages.map((message) => ({
        id: message.id,
        to: message.to,
        subject: message.subject,
        text: message.text,
        html: message.html,
        status: message.status,
        attachments: message.attachments,
        created_at: message.createdAt.toISOString(),
        sent_at: message.sentAt?.toISOString() ?? null,
      }));
      return reply
        .header('cache-control', 'no-store')
        .send(envelope(200, { data, total: mailbox.total }, 'Development mailbox'));
    },
  );
}

import type { FastifyBaseLogger } from 'fastify';
import type { MailProvider } from './mail-provider';

export type DevMailLog = Pick<FastifyBaseLogger, 'info'>;

/**
 * The offline default: nothing leaves the machine. The message stays in the outbox, where the
 * development mailbox page shows it; the log names it (never its body, which may hold a code).
 */
export function createDevMailProvider(log: DevMailLog): MailProvider {
  return {
    kind: 'dev',
    async send(message) {
      log.info(`Development mail to ${message.to}: "${message.subject}" (read it at /dev/mailbox)`);
    },
  };
}

import type { Config } from '../../config';
import { createDevMailProvider, type DevMailLog } from './dev-mail-provider';
import type { MailProvider } from './mail-provider';
import { createSmtpMailProvider } from './smtp-mail-provider';

/** The mail adapter the settings name: SMTP when SMTP_URL is set, else the development mailbox. */
export function createMailProvider(settings: Pick<Config['mail'], 'smtpUrl'>, log: DevMailLog): MailProvider {
  return settings.smtpUrl ? createSmtpMailProvider(settings.smtpUrl) : createDevMailProvider(log);
}

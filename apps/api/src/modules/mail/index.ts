// The mail module's front door: what other modules, jobs and the app may use of it.
export { registerDevMailboxRoutes } from './dev-mailbox-routes';
export { enqueueMail, MAIL_TOPIC, type MailMessage } from './enqueue-mail';
export { mailMessageSchema } from './mail-message-schema';

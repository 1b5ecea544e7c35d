// The webhooks module's front door (issue 19, ADR-026): what the app and the jobs may use of it.
export { type DeliverDueOptions, deliverDueWebhooks } from './deliver-due';
export { registerWebhookRoutes } from './routes';

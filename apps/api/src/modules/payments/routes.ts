import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { badRequest } from '../../lib/app-error';
import { originOf, publicOrigin } from '../../lib/origin-of';
import type { PaymentNotification, PaymentProvider } from '../../providers/payments/payment-provider';
import { isSimulatedPaymentProvider } from '../../providers/payments/simulated-payment-provider';
import { confirmPayment, recordRefund } from '../bookings';
import { registerSimulatedPaymentRoutes } from '../simulated-payments';
import { registerMpesaRoutes } from './mpesa-routes';
import { isNotificationProcessed, recordProcessedNotification } from './queries';

// Listed with the booking routes in the API docs, as before the webhook moved here.
const tags = ['bookings'];

/**
 * The payment routes: each notifying provider's webhook, M-Pesa's callback and retry, and the
 * simulator's card form when it is the card provider.
 */
export function registerPaymentRoutes(app: AppInstance) {
  const { deps } = app;
  registerWebhookRoute(app, {
    providerId: 'stripe',
    path: '/api/v1/payments/stripe/webhook',
    name: 'Stripe',
  });

  registerMpesaRoutes(app);

  const simulator = deps.payments.byId('simulated');
  if (simulator && isSimulatedPaymentProvider(simulator)) {
    registerSimulatedPaymentRoutes(app, {
      provider: simulator,
      // The simulator's "card network" confirms in-process, as Stripe's webhook would.
      onSucceeded: async (intentId) => {
        await confirmPayment(deps, simulator, intentId, { origin: publicOrigin(deps.config), log: app.log });
      },
    });
  }
}

/**
 * A provider's notifications. Providers sign the exact bytes they sent, so the body is read raw.
 *
 * Money moves once because every handler locks the booking and checks its status before changing
 * it (a replay finds it paid or refunded already). `processed_webhooks` is a cheap first guard on
 * top: a notification handled to the end is recorded after its work committed, and a redelivery
 * of it is acknowledged without asking the provider again. One that found nothing to do yet (its
 * booking not written, its payment not yet succeeded or refunded at the provider) is not recorded,
 * so a redelivery is handled afresh.
 */
function registerWebhookRoute(app: AppInstance, route: { providerId: string; path: string; name: string }) {
  const { deps } = app;
  app.register(async (scope) => {
    scope.removeContentTypeParser('application/json');
    scope.addContentTypeParser(
      'application/json',
      { parseAs: 'buffer', bodyLimit: 1024 * 1024 },
      (_req, body, done) => done(null, body),
    );
    scope.post(
      route.path,
      {
        schema: {
          tags,
          summary: `${route.name}'s notifications (signature checked on the raw body)`,
          hide: false,
        },
      },
      async (request, reply) => {
        const provider = deps.payments.byId(route.providerId);
        if (!provider) throw badRequest(`${route.name} is not configured on this server`);
        const notice = provider.parseNotification(request.body as Buffer, request.headers);
        if (await isNotificationProcessed(deps.db, provider.id, notice.id)) {
          request.log.info({ event: notice.id }, 'payment notification already handled');
          return reply.send({ received: true });
        }
        const isSettled = await handleNotification(provider, notice, request);
        if (isSettled) await recordProcessedNotification(deps.db, provider.id, notice.id);
        return reply.send({ received: true });
      },
    );
  });

  /** Acts on one notification; true when it is settled and a redelivery has nothing left to do. */
  async function handleNotification(
    provider: PaymentProvider,
    notice: PaymentNotification,
    request: FastifyRequest,
  ): Promise<boolean> {
    if (notice.kind === 'other' || !notice.paymentId) return true;
    const context = { origin: originOf(request, deps.config), log: request.log };
    if (notice.kind === 'succeeded') {
      const outcome = await confirmPayment(deps, provider, notice.paymentId, context);
      request.log.info({ event: notice.id, outcome }, 'payment notification handled');
      return outcome !== 'unknown' && outcome !== 'not-paid';
    }
    const outcome = await recordRefund(deps, provider, notice.paymentId, request.log);
    request.log.info({ event: notice.id, outcome }, 'refund notification handled');
    return outcome !== 'unknown' && outcome !== 'not-refunded';
  }
}

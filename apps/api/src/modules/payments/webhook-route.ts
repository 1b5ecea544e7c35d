import type { FastifyRequest } from 'fastify';
import type { AppInstance } from '../../app-types';
import { badRequest } from '../../lib/app-error';
import { originOf } from '../../lib/origin-of';
import type { PaymentNotification, PaymentProvider } from '../../providers/payments/payment-provider';
import { confirmPayment, recordPaymentNotice, recordRefund } from '../bookings';
import { isNotificationProcessed, recordProcessedNotification } from './queries';

// Listed with the booking routes in the API docs, as before the webhook moved here.
const tags = ['bookings'];

type Headers = FastifyRequest['headers'];

export interface WebhookRoute {
  providerId: string;
  path: string;
  name: string;
  /**
   * Checks the notification's signature and says what it is about; throws AppError BAD_REQUEST when
   * it is not the provider's. Asynchronous, as PayPal's check is a call to PayPal. By default the
   * provider's own `parseNotification` (Stripe signs with a shared secret, checked here).
   */
  verify?: (provider: PaymentProvider, rawBody: Buffer, headers: Headers) => Promise<PaymentNotification>;
}

const verifyLocally: NonNullable<WebhookRoute['verify']> = async (provider, rawBody, headers) =>
  provider.parseNotification(rawBody, headers);

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
export function registerWebhookRoute(app: AppInstance, route: WebhookRoute) {
  const { deps } = app;
  const verify = route.verify ?? verifyLocally;
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
        const notice = await verify(provider, request.body as Buffer, request.headers);
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
    // Held back or refused: never a refund, whatever follows below.
    if (notice.kind === 'pending' || notice.kind === 'denied') {
      const outcome = await recordPaymentNotice(deps, provider, notice.paymentId, notice.kind);
      request.log.info({ event: notice.id, outcome }, 'payment notification handled');
      return outcome !== 'unknown' && outcome !== 'not-yet';
    }
    const outcome = await recordRefund(deps, provider, notice.paymentId, request.log);
    request.log.info({ event: notice.id, outcome }, 'refund notification handled');
    return outcome !== 'unknown' && outcome !== 'not-refunded';
  }
}

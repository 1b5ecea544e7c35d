import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { envelopeOf } from '@tiketi/contract/envelope';
import { MESSAGES } from '@tiketi/contract/messages';
import { type PaypalCaptured, paypalCaptured, paypalCaptureInput } from '@tiketi/contract/payments';
import type { AppInstance } from '../../app-types';
import { AppError, badRequest } from '../../lib/app-error';
import { envelope } from '../../lib/envelope';
import { MemoryRateLimit } from '../../lib/memory-rate-limit';
import { originOf, publicOrigin } from '../../lib/origin-of';
import { isSimulatedPaypalProvider } from '../../providers/payments/paypal-simulated-provider';
import { isPaypalRestProvider } from '../../providers/payments/paypal-types';
import { confirmPayment, recordPaymentNotice } from '../bookings';
import { authHeaders as headers, signedInRoutes } from '../sessions';
import { registerSimulatedPaypalRoutes } from '../simulated-payments';
import { capturePaypalOrder } from './paypal-capture';
import { registerWebhookRoute } from './webhook-route';

/** The spec's texts for a payment's outcome (section 4), by what PayPal's capture came to. */
function describe(data: PaypalCaptured['data']): string {
  // Taken after its seats were sold (or refunded at PayPal first): the money goes back.
  if (data.booking_status === BOOKING_STATUS.refunded) return 'This payment was refunded.';
  if (data.status === 'COMPLETED') return MESSAGES.paymentSucceeded;
  return data.status === 'PENDING' ? MESSAGES.paymentProcessing : MESSAGES.paymentFailed;
}

const NOT_CONFIGURED = 'PayPal is not configured on this server';

/** Captures per order: a buyer's retries after a network error, not a loop hammering PayPal. */
const CAPTURES_PER_ORDER = 20;
const CAPTURE_WINDOW_MS = 10 * 60_000;

/**
 * PayPal's routes (issue 13): the buyer's capture of an approved order, PayPal's webhook (only when
 * PayPal itself is configured), and the simulated approval page's calls when the simulator is.
 */
export function registerPaypalRoutes(app: AppInstance) {
  const { deps } = app;
  const captures = new MemoryRateLimit(CAPTURES_PER_ORDER, CAPTURE_WINDOW_MS);

  signedInRoutes(app, (scope) => {
    scope.post(
      '/api/v1/payments/paypal/capture',
      {
        schema: {
          tags: ['payments'],
          summary: "Capture the buyer's approved PayPal order (the booking's client secret)",
          description:
            'Answers what the capture came to (COMPLETED, PENDING or DECLINED) and the booking as it stands after it; 409 while the order is not approved.',
          headers,
          body: paypalCaptureInput,
          response: { 200: envelopeOf(paypalCaptured) },
        },
      },
      async (request, reply) => {
        const orderId = request.body.order_id;
        if (!captures.hit(orderId)) {
          throw new AppError('RATE_LIMITED', 'Too many tries for this payment. Please wait a few minutes.');
        }
        const data = await capturePaypalOrder(deps, request.signedIn, orderId, {
          origin: originOf(request, deps.config),
          log: request.log,
        });
        reply.header('cache-control', 'no-store');
        return envelope(200, { data }, describe(data));
      },
    );
  });

  registerWebhookRoute(app, {
    providerId: 'paypal',
    path: '/api/v1/payments/paypal/webhook',
    name: 'PayPal',
    // PayPal's signatures are checked by PayPal: the simulator has none to check.
    verify: async (provider, rawBody, requestHeaders) => {
      if (!isPaypalRestProvider(provider)) throw badRequest(NOT_CONFIGURED);
      return provider.verifyWebhook(rawBody, requestHeaders);
    },
  });

  const simulator = deps.payments.byId('paypal-simulated');
  if (simulator && isSimulatedPaypalProvider(simulator)) {
    registerSimulatedPaypalRoutes(app, {
      provider: simulator,
      // A held-back capture settled on the simulator is acted on in-process, as PayPal's webhook would be.
      onSettled: async (orderId, outcome) => {
        const context = { origin: publicOrigin(deps.config), log: app.log };
        if (outcome === 'COMPLETED') await confirmPayment(deps, simulator, orderId, context);
        else await recordPaymentNotice(deps, simulator, orderId, 'denied');
      },
    });
  }
}

import type { AppInstance } from '../../app-types';
import { publicOrigin } from '../../lib/origin-of';
import { isSimulatedPaymentProvider } from '../../providers/payments/simulated-payment-provider';
import { confirmPayment } from '../bookings';
import { registerSimulatedPaymentRoutes } from '../simulated-payments';
import { registerMpesaRoutes } from './mpesa-routes';
import { registerPaypalRoutes } from './paypal-routes';
import { registerWebhookRoute } from './webhook-route';

/**
 * The payment routes: each notifying provider's webhook, PayPal's capture, M-Pesa's callback and
 * retry, and the simulator's card form when it is the card provider.
 */
export function registerPaymentRoutes(app: AppInstance) {
  const { deps } = app;
  registerWebhookRoute(app, {
    providerId: 'stripe',
    path: '/api/v1/payments/stripe/webhook',
    name: 'Stripe',
  });
  registerPaypalRoutes(app);
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

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { PaymentProvider } from './payment-provider';
import { createPaymentRegistry, type PaymentRegistry } from './payment-registry';
import { createSimulatedPaymentProvider } from './simulated-payment-provider';
import { createStripePaymentProvider, type PaymentLog } from './stripe-payment-provider';

/** The card provider the settings name: Stripe when its three keys are set, else the offline simulator. */
export function createPaymentProvider(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): PaymentProvider {
  if (config.kind === 'stripe') return createStripePaymentProvider(config, deps.log);
  return createSimulatedPaymentProvider({ db: deps.db });
}

/** Every provider the settings configure (today one, for cards), keyed as bookings store them. */
export function createPaymentProviders(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): PaymentRegistry {
  return createPaymentRegistry([createPaymentProvider(config, deps)]);
}

import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDarajaPaymentProvider, type MpesaPaymentProvider } from './mpesa-daraja-provider';
import { createSimulatedMpesaProvider } from './mpesa-simulated-provider';
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

/** The M-Pesa provider the settings name: Daraja when its keys are set, else the offline simulator. */
export function createMpesaPaymentProvider(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): MpesaPaymentProvider {
  if (config.mpesa?.kind === 'daraja') return createDarajaPaymentProvider(config.mpesa, deps);
  return createSimulatedMpesaProvider({ db: deps.db });
}

/** Every provider the settings configure (cards and M-Pesa), keyed as bookings store them. */
export function createPaymentProviders(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): PaymentRegistry {
  return createPaymentRegistry([
    createPaymentProvider(config, deps),
    createMpesaPaymentProvider(config, deps),
  ]);
}

import type { PaymentMethod } from '@tiketi/contract/constants';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { createDarajaPaymentProvider, type MpesaPaymentProvider } from './mpesa-daraja-provider';
import { createSimulatedMpesaProvider } from './mpesa-simulated-provider';
import type { PaymentProvider } from './payment-provider';
import { createPaymentRegistry, type PaymentRegistry } from './payment-registry';
import { createPaypalProvider } from './paypal-provider';
import { createSimulatedPaypalProvider } from './paypal-simulated-provider';
import { createSimulatedPaymentProvider } from './simulated-payment-provider';
import { createStripePaymentProvider, type PaymentLog } from './stripe-payment-provider';

/**
 * The methods bookings can be paid by. A method's provider is built and tested before the booking
 * flow takes it; it is listed here once its routes and screens exist too (issue 13).
 */
export const BOOKABLE_METHODS: readonly PaymentMethod[] = ['card', 'mpesa', 'paypal'];

/** The card provider the settings name: Stripe when its three keys are set, else the offline simulator. */
export function createPaymentProvider(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): PaymentProvider {
  if (config.kind === 'stripe') return createStripePaymentProvider(config, deps.log);
  return createSimulatedPaymentProvider({ db: deps.db });
}

/** The PayPal provider the settings name: PayPal when its three settings are set, else the simulator. */
export function createPaypalPaymentProvider(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): PaymentProvider {
  if (config.paypal?.kind === 'paypal') return createPaypalProvider(config.paypal, deps.log);
  return createSimulatedPaypalProvider({ db: deps.db });
}

/** The M-Pesa provider the settings name: Daraja when its keys are set, else the offline simulator. */
export function createMpesaPaymentProvider(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
): MpesaPaymentProvider {
  if (config.mpesa?.kind === 'daraja') return createDarajaPaymentProvider(config.mpesa, deps);
  return createSimulatedMpesaProvider({ db: deps.db });
}

/** Every provider the settings configure for these methods (by default the bookable ones), keyed as bookings store them. */
export function createPaymentProviders(
  config: Config['payments'],
  deps: { db: Db; log: PaymentLog },
  methods: readonly PaymentMethod[] = BOOKABLE_METHODS,
): PaymentRegistry {
  const providers: PaymentProvider[] = [createPaymentProvider(config, deps)];
  if (methods.includes('mpesa')) providers.push(createMpesaPaymentProvider(config, deps));
  if (methods.includes('paypal')) providers.push(createPaypalPaymentProvider(config, deps));
  return createPaymentRegistry(providers);
}

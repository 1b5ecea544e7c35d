import type { PaymentMethod } from '@tiketi/contract/constants';
import type { PaymentProvider } from './payment-provider';

/**
 * The payment providers this server runs with. New payments go to the provider that serves their
 * method; an existing booking is settled only by the provider stored on it, so a booking taken by a
 * provider that is no longer configured is left alone (not asked about) rather than sent to another.
 */
export interface PaymentRegistry {
  readonly providers: readonly PaymentProvider[];
  /** The provider that takes new payments by this method; null when none does. */
  forMethod(method: PaymentMethod): PaymentProvider | null;
  /** The provider a booking's payment belongs to, by the id stored on it; null when not registered. */
  byId(id: string | null): PaymentProvider | null;
}

export function createPaymentRegistry(providers: readonly PaymentProvider[]): PaymentRegistry {
  const ids = new Set<string>();
  const methods = new Set<PaymentMethod>();
  for (const provider of providers) {
    if (ids.has(provider.id)) throw new Error(`payment provider ${provider.id} is registered twice`);
    ids.add(provider.id);
    for (const method of provider.methods) {
      if (methods.has(method)) throw new Error(`two payment providers take ${method} payments`);
      methods.add(method);
    }
  }
  return {
    providers,
    forMethod: (method) => providers.find((provider) => provider.methods.includes(method)) ?? null,
    byId: (id) => providers.find((provider) => provider.id === id) ?? null,
  };
}

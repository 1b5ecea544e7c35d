import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import { paymentIdFromClientSecret } from '../../providers/payments/payment-provider';
import type { Actor } from '../sessions';
import { findOwnBookingByIntent } from './queries';

const NOT_FOUND = 'Booking not found';

/**
 * The caller's own booking behind a client secret, with its payment as its own provider tells it.
 * The secret must be the payment's own (compared in constant time), so knowing a payment id is not
 * enough; anything else is the same not-found, as is a booking whose provider this server no longer
 * runs with. `reload` reads the booking again after a change.
 */
export async function findOwnBookingByClientSecret(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  actor: Actor,
  clientSecret: string,
) {
  const intentId = paymentIdFromClientSecret(clientSecret);
  if (!intentId) throw notFound(NOT_FOUND);
  const providerIds = deps.payments.providers.map((provider) => provider.id);
  const reload = () => findOwnBookingByIntent(deps.db, providerIds, intentId, actor.user.id);
  const booking = await reload();
  const provider = deps.payments.byId(booking?.provider ?? null);
  if (!booking || !provider) throw notFound(NOT_FOUND);
  const intent = await provider.retrievePayment(intentId);
  if (!intent?.clientSecret || !isSameSecret(intent.clientSecret, clientSecret)) throw notFound(NOT_FOUND);
  return { booking, intent, intentId, provider, reload };
}

import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import { intentIdFromClientSecret } from '../../providers/payments/payment-provider';
import type { Actor } from '../sessions';
import { findOwnBookingByIntent } from './queries';

const NOT_FOUND = 'Booking not found';

/**
 * The caller's own booking behind a client secret, with its intent as the provider tells it. The
 * secret must be the intent's own (compared in constant time), so knowing an intent id is not
 * enough; anything else is the same not-found. `reload` reads the booking again after a change.
 */
export async function findOwnBookingByClientSecret(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  actor: Actor,
  clientSecret: string,
) {
  const intentId = intentIdFromClientSecret(clientSecret);
  if (!intentId) throw notFound(NOT_FOUND);
  const reload = () => findOwnBookingByIntent(deps.db, deps.payments.kind, intentId, actor.user.id);
  const booking = await reload();
  if (!booking) throw notFound(NOT_FOUND);
  const intent = await deps.payments.retrieveIntent(intentId);
  if (!intent || !isSameSecret(intent.clientSecret, clientSecret)) throw notFound(NOT_FOUND);
  return { booking, intent, intentId, reload };
}

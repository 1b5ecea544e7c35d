import type { AppDeps } from '../../app-types';
import { notFound } from '../../lib/app-error';
import { isSameSecret } from '../../lib/secrets';
import {
  type Payment,
  type PaymentProvider,
  paymentIdFromClientSecret,
} from '../../providers/payments/payment-provider';
import type { Actor } from '../sessions';
import { type BookingRow, findOwnBookingByIntent, findOwnBookingBySecret } from './queries';

const NOT_FOUND = 'Booking not found';

export interface OwnBooking {
  booking: BookingRow;
  provider: PaymentProvider;
  /** The payment now open for it (the latest M-Pesa prompt), or null when none was opened. */
  intentId: string | null;
  /**
   * The card payment as its provider tells it now (its secret proved the caller holds it); null for
   * methods whose secret is the booking's own, which are asked about as their status needs.
   */
  intent: Payment | null;
  reload(): Promise<BookingRow | null>;
}

/**
 * The caller's own booking behind a client secret. An M-Pesa or PayPal booking keeps its own secret
 * (the PayPal order id, as issue 13 says); a card's secret is its payment's, which must be the
 * payment's own (compared in constant time), so knowing a payment id is not enough. Anything else is
 * the same not-found, as is a booking whose provider this server no longer runs with.
 */
export async function findOwnBookingByClientSecret(
  deps: Pick<AppDeps, 'db' | 'payments'>,
  actor: Actor,
  clientSecret: string,
): Promise<OwnBooking> {
  const userId = actor.user.id;
  const own = await findOwnBookingBySecret(deps.db, clientSecret, userId);
  if (own) {
    const provider = deps.payments.byId(own.provider);
    if (!provider || !own.clientSecret || !isSameSecret(own.clientSecret, clientSecret))
      throw notFound(NOT_FOUND);
    const reload = () => findOwnBookingBySecret(deps.db, clientSecret, userId);
    return { booking: own, provider, intentId: own.providerIntentId, intent: null, reload };
  }
  const intentId = paymentIdFromClientSecret(clientSecret);
  if (!intentId) throw notFound(NOT_FOUND);
  const providerIds = deps.payments.providers.map((provider) => provider.id);
  const reload = () => findOwnBookingByIntent(deps.db, providerIds, intentId, userId);
  const booking = await reload();
  const provider = deps.payments.byId(booking?.provider ?? null);
  if (!booking || !provider) throw notFound(NOT_FOUND);
  const intent = await provider.retrievePayment(intentId);
  if (!intent?.clientSecret || !isSameSecret(intent.clientSecret, clientSecret)) throw notFound(NOT_FOUND);
  return { booking, intent, intentId, provider, reload };
}

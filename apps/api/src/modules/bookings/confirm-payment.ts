import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { type FulfilOutcome, fulfilBooking } from './fulfil-booking';

import { settleAsRefunded } from './record-refund';
import { lockBookingByIntent } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache'>;

export type ConfirmOutcome = FulfilOutcome | 'not-paid' | 'unknown' | 'mismatch' | 'refunded-before';

/**
 * Confirms a booking's payment after asking the provider itself whether it succeeded: the webhook,
 * the buyer's retrieve call and the simulator all end here, and however they race, a booking is
 * paid once. A payment that can no longer be honoured is refunded in full.
 *
 * Stripe does not promise the order of its notices: the money may already have gone back (an
 * organizer refunded it) when the success arrives. So before any ticket is issued the provider is
 * asked how much of the intent it has refunded; a payment refunded in full
 * leaves the booking refunded with no tickets, as the other order would.
 */
export async function confirmPayment(
  deps: Deps,
  provider: PaymentProvider,
  intentId: string,
  context: { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
): Promise<ConfirmOutcome> {
  const intent = await provider.retrievePayment(intentId);
  if (!intent) return 'unknown';
  if (intent.status !== 'succeeded') return 'not-paid';
  // Read before the lock (the simulator answers from this database). A refund made after this read
  // has its own notice, which settles the booking as refunded whether it finds it pending or paid.
  const refunded = await provider.refundedAmount(intentId);
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const booking = await lockBookingByIntent(tx, provider.id, intentId);
    if (!booking) return 'unknown';
    if (booking.status === BOOKING_STATUS.paid) return 'already-paid';
    if (booking.status === BOOKING_STATUS.refunded) return 'already-refunded';
    if (refunded > 0 && refunded >= intent.amountMinor) {
      await settleAsRefunded(deps, tx, booking);
      return 'refunded-before';
    }
    if (
      booking.totalMinor !== intent.amountMinor ||
      booking.currency.toLowerCase() !== intent.currency.toLowerCase()
    ) {
      context.log.error(
        { intentId, booking: booking.reference },
        'payment amount does not match its booking',
      );
      // The buyer is told, and the hold ends: the money goes back below.
      await settleAsRefunded(deps, tx, booking);
      return 'mismatch';
    }
    return fulfilBooking(deps, tx, booking, context.origin);
  });
  if (outcome === 'paid' || outcome === 'refunded-before' || outcome === 'mismatch') deps.publicCache.clear();
  if (outcome === 'refund' || outcome === 'mismatch') {
    // Money taken for tickets we cannot issue goes back in full, whatever the reason.
    if (outcome === 'refund')
      context.log.warn({ intentId }, 'payment arrived after its seats were sold; refunding');
    await provider
      .refundPayment(intentId, { idempotencyKey: `refund-${intentId}` })
      .catch((error: unknown) => {
        context.log.error({ err: error, intentId }, 'refund failed; it must be issued by hand');
      });
  }
  return outcome;
}

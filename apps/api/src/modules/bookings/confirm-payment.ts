import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { type FulfilOutcome, fulfilBooking } from './fulfil-booking';
import { lockBookingByIntent } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache'>;

export type ConfirmOutcome = FulfilOutcome | 'not-paid' | 'unknown' | 'mismatch';

/**
 * Confirms a booking's payment after asking the provider itself whether it succeeded: the webhook,
 * the buyer's retrieve call and the simulator all end here, and however they race, a booking is
 * paid once. A payment that can no longer be honoured is refunded in full.
 */
export async function confirmPayment(
  deps: Deps,
  intentId: string,
  context: { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> },
): Promise<ConfirmOutcome> {
  const intent = await deps.payments.retrieveIntent(intentId);
  if (!intent) return 'unknown';
  if (intent.status !== 'succeeded') return 'not-paid';
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const booking = await lockBookingByIntent(tx, deps.payments.kind, intentId);
    if (!booking) return 'unknown';
    if (
      booking.totalMinor !== intent.amountMinor ||
      booking.currency.toLowerCase() !== intent.currency.toLowerCase()
    ) {
      context.log.error(
        { intentId, booking: booking.reference },
        'payment amount does not match its booking',
      );
      return 'mismatch';
    }
    return fulfilBooking(deps, tx, booking, context.origin);
  });
  if (outcome === 'paid') deps.publicCache.clear();
  if (outcome === 'refund' || outcome === 'mismatch') {
    // Money taken for tickets we cannot issue goes back in full, whatever the reason.
    if (outcome === 'refund')
      context.log.warn({ intentId }, 'payment arrived after its seats were sold; refunding');
    await deps.payments.refundIntent(intentId, `refund-${intentId}`).catch((error: unknown) => {
      context.log.error({ err: error, intentId }, 'refund failed; it must be issued by hand');
    });
  }
  return outcome;
}

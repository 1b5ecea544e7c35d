import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { Payment, PaymentProvider } from '../../providers/payments/payment-provider';
import { type FulfilOutcome, fulfilBooking } from './fulfil-booking';
import { hasAttempts, recordAttemptReference } from './payment-attempts';
import { settleAsRefunded } from './record-refund';
import { lockBookingByIntent } from './status-queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

export type ConfirmOutcome =
  | FulfilOutcome
  | 'not-paid'
  | 'unknown'
  | 'mismatch'
  | 'refused'
  | 'refunded-before';

/** A payment its provider vouched for: a retrieved payment, an M-Pesa callback, a PayPal capture. */
export interface VerifiedPayment {
  paymentId: string;
  amountMinor: number;
  /** Upper- or lower-case ISO code. */
  currency: string;
  /** The M-Pesa receipt, the PayPal capture id; the payment id for a card. Null when not known yet. */
  reference: string | null;
  /** How much of it the provider has refunded already (0 for none). */
  refundedMinor: number;
}

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
  context: Context,
  /** The payment as the caller has just read it from the provider, so it is not asked twice. */
  retrieved?: Payment | null,
): Promise<ConfirmOutcome> {
  const intent = retrieved ?? (await provider.retrievePayment(intentId));
  if (!intent) return 'unknown';
  if (intent.status !== 'succeeded') return 'not-paid';
  // Read before the lock (the simulator answers from this database). A refund made after this read
  // has its own notice, which settles the booking as refunded whether it finds it pending or paid.
  const refundedMinor = await provider.refundedAmount(intentId);
  return confirmVerifiedPayment(
    deps,
    provider,
    {
      paymentId: intentId,
      amountMinor: intent.amountMinor,
      currency: intent.currency,
      reference: intent.reference === undefined ? intentId : intent.reference,
      refundedMinor,
    },
    context,
  );
}

/**
 * Pays the booking a verified payment belongs to, once. It must be the booking's money: a card
 * payment of another amount is refunded (the money was taken); an M-Pesa or PayPal payment of
 * another amount is refused and logged, and the booking stays unpaid (issue 13). A reference that
 * comes after the payment was confirmed (an M-Pesa receipt after the status query) is filled in.
 */
export async function confirmVerifiedPayment(
  deps: Deps,
  provider: PaymentProvider,
  payment: VerifiedPayment,
  context: Context,
): Promise<ConfirmOutcome> {
  const { paymentId } = payment;
  const refundsMismatch = provider.methods.includes('card');
  const outcome = await deps.db.transaction(async (tx): Promise<ConfirmOutcome> => {
    const booking = await lockBookingByIntent(tx, provider.id, paymentId);
    if (!booking) return 'unknown';
    const isBookingMoney =
      booking.totalMinor === payment.amountMinor &&
      booking.currency.toLowerCase() === payment.currency.toLowerCase();
    // Only the booking's own money marks its attempt paid; a refused one is not a receipt.
    if (payment.reference && hasAttempts(booking) && isBookingMoney)
      await recordAttemptReference(tx, provider.id, paymentId, payment.reference, booking);
    if (booking.status === BOOKING_STATUS.paid) return 'already-paid';
    if (booking.status === BOOKING_STATUS.refunded) return 'already-refunded';
    if (payment.refundedMinor > 0 && payment.refundedMinor >= payment.amountMinor) {
      await settleAsRefunded(deps, tx, booking, 'provider');
      return 'refunded-before';
    }
    if (!isBookingMoney) {
      context.log.error(
        { paymentId, booking: booking.reference, provider: provider.id },
        'payment amount does not match its booking',
      );
      // Left as it was: a forged M-Pesa callback must change nothing; the caller decides the rest.
      if (!refundsMismatch) return 'refused';
      // The buyer is told, and the hold ends: the money goes back below.
      await settleAsRefunded(deps, tx, booking, 'system');
      return 'mismatch';
    }
    const paid = { ...booking, paymentReference: payment.reference ?? booking.paymentReference };
    return fulfilBooking(deps, tx, paid, context.origin, { refundsByHand: provider.refundsByHand });
  });
  if (outcome === 'paid' || outcome === 'refunded-before' || outcome === 'mismatch') deps.publicCache.clear();
  // Counted once: only the call that moved the booking (under its lock) gets these outcomes.
  if (outcome === 'paid') deps.metrics.payment(provider.id, 'confirmed');
  if (outcome === 'refund' || outcome === 'refunded-before' || outcome === 'mismatch')
    deps.metrics.payment(provider.id, 'refunded');
  if ((outcome === 'refund' && !provider.refundsByHand) || outcome === 'mismatch') {
    // Money taken for tickets we cannot issue goes back in full, whatever the reason.
    if (outcome === 'refund')
      context.log.warn({ paymentId }, 'payment arrived after its seats were sold; refunding');
    await provider
      .refundPayment(paymentId, { idempotencyKey: `refund-${paymentId}` })
      .catch((error: unknown) => {
        context.log.error({ err: error, paymentId }, 'refund failed; it must be issued by hand');
      });
  }
  if (outcome === 'refund' && provider.refundsByHand)
    context.log.warn(
      { paymentId },
      'payment arrived after its seats were sold; the organizer must refund it',
    );
  return outcome;
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { PaymentStatusName } from '@tiketi/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { isMpesaPaymentProvider } from '../../providers/payments/mpesa-daraja-provider';
import { paymentStatusNameOf } from '../../providers/payments/mpesa-rules';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { confirmPayment } from './confirm-payment';
import { endAttempt, findAttempt, markAttemptChecked, type PaymentAttempt } from './payment-attempts';
import type { BookingRow } from './queries';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

/**
 * A prompt is asked about only once its callback is overdue, and then not more often than this:
 * Daraja answers callbacks within seconds and rate-limits its status query.
 */
const ASK_AFTER_MS = 30_000;
const ASK_EVERY_MS = 15_000;

function isDue(attempt: PaymentAttempt, now: number): boolean {
  if (now - attempt.createdAt.getTime() < ASK_AFTER_MS) return false;
  return attempt.checkedAt === null || now - attempt.checkedAt.getTime() >= ASK_EVERY_MS;
}

/**
 * Where an M-Pesa or PayPal booking's payment stands, for the buyer's screen: the booking's own end
 * first, else its open payment as the callbacks left it. A payment still open whose news is overdue
 * is asked about at its provider (M-Pesa's status query), and one that succeeded is confirmed here,
 * as a card's is when its buyer comes back.
 */
export async function paymentProgressOf(
  deps: Deps,
  provider: PaymentProvider,
  booking: BookingRow,
  context: Context,
): Promise<PaymentStatusName> {
  if (booking.status === BOOKING_STATUS.paid) return 'paid';
  if (booking.status === BOOKING_STATUS.refunded) return 'refunded';
  const paymentId = booking.providerIntentId;
  const attempt = paymentId ? await findAttempt(deps.db, provider.id, paymentId) : null;
  if (!paymentId || !attempt) return booking.status === BOOKING_STATUS.pending ? 'pending' : 'cancelled';
  const outcome = attempt.outcome as PaymentStatusName;
  const isOpen = outcome === 'pending' || outcome === 'processing';
  if (!isOpen || booking.status !== BOOKING_STATUS.pending || !isDue(attempt, Date.now())) return outcome;
  await markAttemptChecked(deps.db, provider.id, paymentId);
  return askProvider(deps, provider, paymentId, outcome, context);
}

/** Asks the provider how a payment stands now and records its ending; the previous word if it cannot say. */
async function askProvider(
  deps: Deps,
  provider: PaymentProvider,
  paymentId: string,
  previous: PaymentStatusName,
  context: Context,
): Promise<PaymentStatusName> {
  try {
    if (isMpesaPaymentProvider(provider)) {
      const outcome = await provider.queryOutcome(paymentId);
      if (!outcome || outcome === 'pending') return previous;
      if (outcome === 'paid')
        return paidOrNot(await confirmPayment(deps, provider, paymentId, context), previous);
      const ended = paymentStatusNameOf(outcome);
      if (ended !== 'paid' && ended !== 'pending') await endAttempt(deps, provider.id, paymentId, ended);
      return ended;
    }
    const payment = await provider.retrievePayment(paymentId);
    if (payment?.status === 'succeeded')
      return paidOrNot(await confirmPayment(deps, provider, paymentId, context, payment), previous);
    if (payment?.status === 'processing') {
      await endAttempt(deps, provider.id, paymentId, 'processing');
      return 'processing';
    }
    if (payment?.status === 'canceled') {
      await endAttempt(deps, provider.id, paymentId, 'failed');
      return 'failed';
    }
    return previous;
  } catch (error) {
    context.log.warn({ err: error, paymentId }, 'could not ask the provider how a payment stands');
    return previous;
  }
}

function paidOrNot(outcome: Awaited<ReturnType<typeof confirmPayment>>, previous: PaymentStatusName) {
  if (outcome === 'paid' || outcome === 'already-paid') return 'paid';
  if (outcome === 'refund' || outcome === 'already-refunded' || outcome === 'refunded-before')
    return 'refunded';
  return previous;
}

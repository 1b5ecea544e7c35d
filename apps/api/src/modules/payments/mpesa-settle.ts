import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import type { MpesaPaymentProvider } from '../../providers/payments/mpesa-daraja-provider';
import { type MpesaOutcome, paymentStatusNameOf } from '../../providers/payments/mpesa-rules';
import { confirmVerifiedPayment, endAttempt, findAttempt } from '../bookings';

type Deps = Pick<AppDeps, 'db' | 'config' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

/** How one STK prompt ended, as Daraja's callback (or the simulated phone) tells it. */
export interface MpesaAnswer {
  /** The CheckoutRequestID. */
  paymentId: string;
  outcome: Exclude<MpesaOutcome, 'pending'>;
  /** What M-Pesa took, in minor units; set when paid. */
  amountMinor: number | null;
  /** The M-Pesa receipt; set when paid. */
  receipt: string | null;
}

export type MpesaSettled = 'unknown' | 'paid' | 'refused' | 'ended' | 'unchanged';

/**
 * Acts on how a prompt ended, the same way for Daraja's callback and the simulated phone: a paid
 * prompt confirms its booking through the one confirmation every method uses (which checks the
 * amount, pays once and handles a late payment); any other ending is written on the prompt, the
 * first ending standing. A prompt no booking opened changes nothing.
 */
export async function settleMpesaAnswer(
  deps: Deps,
  provider: MpesaPaymentProvider,
  answer: MpesaAnswer,
  context: Context,
): Promise<MpesaSettled> {
  const { paymentId } = answer;
  const attempt = await findAttempt(deps.db, provider.id, paymentId);
  if (!attempt) {
    context.log.warn({ paymentId, provider: provider.id }, 'M-Pesa answer for a prompt no booking opened');
    return 'unknown';
  }
  if (answer.outcome === 'paid') {
    if (answer.amountMinor === null || answer.receipt === null) {
      // parseCallback refuses a paid callback without them; this guards the type, not a real case.
      context.log.error({ paymentId }, 'paid M-Pesa answer without amount or receipt');
      return 'refused';
    }
    const outcome = await confirmVerifiedPayment(
      deps,
      provider,
      {
        paymentId,
        amountMinor: answer.amountMinor,
        currency: 'kes',
        reference: answer.receipt,
        refundedMinor: 0,
      },
      context,
    );
    context.log.info({ paymentId, outcome }, 'M-Pesa payment settled');
    if (outcome === 'refused' || outcome === 'mismatch') return 'refused';
    return outcome === 'unknown' ? 'unknown' : 'paid';
  }
  const ended = paymentStatusNameOf(answer.outcome);
  if (ended === 'paid' || ended === 'pending') return 'unchanged';
  const moved = await endAttempt(deps, provider.id, paymentId, ended);
  context.log.info({ paymentId, outcome: ended, moved: moved !== null }, 'M-Pesa prompt ended unpaid');
  return moved ? 'ended' : 'unchanged';
}

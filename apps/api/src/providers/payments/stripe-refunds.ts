import type Stripe from 'stripe';
import { AppError } from '../../lib/app-error';
import type { RefundResult, RefundState } from './payment-provider';

/**
 * A refund Stripe accepted: succeeded, or pending (some payment methods confirm later, by the
 * charge.refunded notice). One that failed or was canceled at once is refused with Stripe's reason.
 */
export function refundResultOf(refund: Stripe.Refund): RefundResult {
  if (refund.status === 'succeeded') return { id: refund.id, status: 'succeeded' };
  if (refund.status === 'failed' || refund.status === 'canceled') {
    const reason = refund.failure_reason ? `: ${refund.failure_reason.replaceAll('_', ' ')}` : '';
    throw new AppError('CONFLICT', `Stripe could not refund the payment${reason}`);
  }
  return { id: refund.id, status: 'pending' };
}

/** The latest refund of a payment already refunded in full (a repeated refund's answer). */
export async function lastRefundOf(stripe: Stripe, intentId: string): Promise<RefundResult> {
  const { data } = await stripe.refunds.list({ payment_intent: intentId, limit: 1 });
  const [last] = data;
  return last ? refundResultOf(last) : { id: intentId, status: 'succeeded' };
}

/** A refund's status in the app's words: failed and canceled give the money back; pending and requires_action wait. */
export function refundStateOf(refund: Stripe.Refund): RefundState {
  if (refund.status === 'succeeded') return 'succeeded';
  if (refund.status === 'failed' || refund.status === 'canceled') return 'failed';
  return 'pending';
}

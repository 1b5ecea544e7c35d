import type { AppDeps } from '../../app-types';
import type { PaymentProvider } from '../../providers/payments/payment-provider';
import { endAttempt } from './payment-attempts';

type Deps = Pick<AppDeps, 'db' | 'metrics'>;

/**
 * What a pending or denied notice came to: the payment's ending recorded (`processing`, `failed`),
 * `superseded` when the provider says it has moved past that already (a completion or refusal has
 * its own notice), `not-yet` when the provider does not say so yet, `unknown` for no such payment.
 */
export type PaymentNoticeOutcome = 'processing' | 'failed' | 'superseded' | 'not-yet' | 'unknown';

/**
 * A provider's word that a payment is held back for review (`pending`, a PayPal capture under review)
 * or refused after all (`denied`). It is acted on only once the provider, asked again, says the same
 * (issue 13), and only on the booking's payment attempt: a held-back payment keeps its seats past the
 * hold (the sweeper keeps `processing` holds), a denied one leaves the booking unpaid, and its hold
 * ends at expiry as any unpaid one does. The first ending of an attempt stands, so replays, and a
 * pending notice arriving after the capture completed, change nothing.
 */
export async function recordPaymentNotice(
  deps: Deps,
  provider: PaymentProvider,
  paymentId: string,
  kind: 'pending' | 'denied',
): Promise<PaymentNoticeOutcome> {
  const payment = await provider.retrievePayment(paymentId);
  if (!payment) return 'unknown';
  if (kind === 'pending' && payment.status === 'processing') {
    await endAttempt(deps, provider.id, paymentId, 'processing');
    return 'processing';
  }
  if (kind === 'denied' && payment.status === 'canceled') {
    await endAttempt(deps, provider.id, paymentId, 'failed');
    return 'failed';
  }
  if (payment.status === 'succeeded' || payment.status === 'canceled') return 'superseded';
  return 'not-yet';
}

import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { PaypalCaptured } from '@tiketi/contract/payments';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest } from '../../lib/app-error';
import type { PaypalCapture } from '../../providers/payments/paypal-orders';
import { isPaypalProvider, type PaypalPaymentProvider } from '../../providers/payments/paypal-types';
import { confirmVerifiedPayment, endAttempt, findOwnBookingByClientSecret } from '../bookings';
import type { Actor } from '../sessions';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

const NOT_PAYPAL = 'This booking is not paid with PayPal';
const NOT_ACCEPTED =
  'PayPal took a payment that does not match this booking, so it was not accepted. Please contact the organizer.';

/**
 * The buyer approved their booking's PayPal order; the server takes the money (issue 13). Only the
 * booking's own buyer may, by the order id that is its client secret. PayPal answers a repeated
 * capture with the same capture, and the booking is paid once however the calls race; a booking
 * already paid answers COMPLETED without asking PayPal again.
 */
export async function capturePaypalOrder(
  deps: Deps,
  actor: Actor,
  orderId: string,
  context: Context,
): Promise<PaypalCaptured['data']> {
  const own = await findOwnBookingByClientSecret(deps, actor, orderId);
  const { booking, provider } = own;
  const paymentId = booking.providerIntentId;
  if (booking.paymentMethod !== 'paypal' || !isPaypalProvider(provider) || !paymentId)
    throw badRequest(NOT_PAYPAL);
  if (booking.status === BOOKING_STATUS.paid) return answerOf('COMPLETED', booking);

  const capture = await provider.capture(paymentId);
  if (capture.status === 'COMPLETED') await confirmCapture(deps, provider, capture, context);
  // Money held back for review keeps the seats past the hold until PayPal's webhook ends it; a
  // declined one leaves the booking unpaid, and its hold ends at expiry.
  if (capture.status === 'PENDING') await endAttempt(deps, provider.id, paymentId, 'processing');
  if (capture.status === 'DECLINED') await endAttempt(deps, provider.id, paymentId, 'failed');
  return answerOf(capture.status, (await own.reload()) ?? booking);
}

/** Pays the booking with what PayPal says it captured, which must be the booking's money. */
async function confirmCapture(
  deps: Deps,
  provider: PaypalPaymentProvider,
  capture: PaypalCapture,
  context: Context,
) {
  const { orderId, amountMinor, currency } = capture;
  if (amountMinor === null || currency === null) {
    context.log.error({ orderId }, 'PayPal completed a capture without saying how much it took');
    throw new AppError('CONFLICT', NOT_ACCEPTED);
  }
  const outcome = await confirmVerifiedPayment(
    deps,
    provider,
    {
      paymentId: orderId,
      amountMinor,
      currency,
      reference: capture.captureId,
      // Money PayPal already gave back counts against it, as it does for every confirmation.
      refundedMinor: await provider.refundedAmount(orderId),
    },
    context,
  );
  context.log.info({ orderId, outcome }, 'PayPal capture handled');
  // Logged by the confirmation; the buyer is told rather than shown a success that is not one.
  if (outcome === 'refused') {
    // PayPal's own capture took it, so it is real money, but never this booking's payment.
    await endAttempt(deps, provider.id, orderId, 'failed');
    throw new AppError('CONFLICT', NOT_ACCEPTED);
  }
}

function answerOf(
  status: PaypalCapture['status'],
  booking: { reference: string; status: number; paymentReference: string | null },
): PaypalCaptured['data'] {
  return {
    booking_id: booking.reference,
    status,
    booking_status: booking.status,
    payment_reference: booking.paymentReference,
  };
}

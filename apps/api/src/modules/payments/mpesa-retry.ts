import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { MpesaPrompt } from '@tiketi/contract/payments';
import { kenyanMsisdn } from '@tiketi/contract/phone';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { AppError, badRequest } from '../../lib/app-error';
import { enforceRateLimit } from '../../lib/rate-limit';
import { isMpesaPaymentProvider } from '../../providers/payments/mpesa-daraja-provider';
import { BAD_PHONE } from '../../providers/payments/mpesa-rules';
import {
  countAttempts,
  findLatestAttempt,
  findOwnBookingByClientSecret,
  insertAttempt,
  paymentProgressOf,
  setBookingPayment,
} from '../bookings';
import type { Actor } from '../sessions';

type Deps = Pick<AppDeps, 'db' | 'config' | 'payments' | 'publicCache' | 'metrics'>;
type Context = { origin: string; log: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'> };

/** A prompt stays on the phone about a minute; a new one before then would only meet "busy". */
export const PROMPT_ON_PHONE_MS = 60_000;
/** New prompts per booking: enough for a few honest tries, too few to ring a phone all day. */
export const RETRIES_PER_BOOKING = { limit: 5, windowSeconds: 600 };

export const NOT_MPESA = 'This booking is not paid by M-Pesa';
export const NOT_PENDING = 'This booking is no longer waiting for payment';
export const HOLD_ENDED = 'The seats are no longer held for this booking. Please book again.';
export const PROMPT_ON_PHONE =
  'A prompt is already on your phone. Enter your M-Pesa PIN, or wait a minute and try again.';
const TOO_MANY = 'Too many M-Pesa prompts for this booking. Please wait a few minutes and try again.';
const UNAVAILABLE = 'M-Pesa is unavailable right now. Please try again.';

/**
 * Sends a new STK prompt for the caller's own unpaid M-Pesa booking, to the number the last prompt
 * went to, for the same amount. The seats stay held only as long as the hold already runs: a retry
 * never extends it. The previous prompt stays the booking's (a late payment of it still counts).
 */
export async function retryMpesaPrompt(
  deps: Deps,
  actor: Actor,
  clientSecret: string,
  context: Context,
): Promise<MpesaPrompt['data']> {
  const { booking, provider } = await findOwnBookingByClientSecret(deps, actor, clientSecret);
  if (booking.paymentMethod !== 'mpesa' || !isMpesaPaymentProvider(provider)) throw badRequest(NOT_MPESA);
  if (booking.status !== BOOKING_STATUS.pending) throw new AppError('CONFLICT', NOT_PENDING);
  if (booking.holdExpiresAt.getTime() <= Date.now()) throw new AppError('CONFLICT', HOLD_ENDED);

  // The prompt on the phone may have been paid without its callback reaching us: asking first
  // (when its news is overdue) confirms it rather than ringing the phone for money already taken.
  const status = await paymentProgressOf(deps, provider, booking, context);
  if (status === 'paid' || status === 'refunded') throw new AppError('CONFLICT', NOT_PENDING);
  const latest = await findLatestAttempt(deps.db, booking.id);
  const isOpen = status === 'pending' || status === 'processing';
  if (isOpen && latest && Date.now() - latest.createdAt.getTime() < PROMPT_ON_PHONE_MS) {
    throw new AppError('CONFLICT', PROMPT_ON_PHONE);
  }
  const phone = latest?.msisdn ?? kenyanMsisdn(booking.buyerMsisdn);
  if (!phone) throw badRequest(BAD_PHONE);

  await enforceRateLimit(deps.db, {
    key: `mpesa-retry:booking:${booking.id}`,
    ...RETRIES_PER_BOOKING,
    message: TOO_MANY,
  });
  // Named by how many prompts came before, so two retries racing send one prompt, not two.
  const idempotencyKey = `booking-${booking.reference}-retry-${await countAttempts(deps.db, booking.id)}`;
  let paymentId: string;
  try {
    const payment = await provider.createPayment({
      amountMinor: booking.totalMinor,
      currency: booking.currency,
      reference: booking.reference,
      idempotencyKey,
      phone,
    });
    paymentId = payment.id;
  } catch (error) {
    // A phone busy with another payment is a 409 with the provider's own words.
    if (error instanceof AppError) throw error;
    context.log.error({ err: error, booking: booking.reference }, 'a new M-Pesa prompt could not be sent');
    throw new AppError('UNAVAILABLE', UNAVAILABLE);
  }
  // The booking keeps its client secret; only its open payment moves to the new prompt.
  await setBookingPayment(deps.db, booking.id, { provider: provider.id, intentId: paymentId });
  await insertAttempt(deps.db, { provider: provider.id, paymentId, bookingId: booking.id, msisdn: phone });
  context.log.info({ booking: booking.reference, paymentId }, 'new M-Pesa prompt sent');
  return {
    booking_id: booking.reference,
    payment_status: 'pending',
    msisdn: phone,
    expires_at: booking.holdExpiresAt.toISOString(),
  };
}

import { paths } from '@/lib/paths';

/**
 * The success screen's address. A card payment returns the way Stripe redirects after
 * confirmPayment: `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…`; the test card
 * form navigates to the same address. A free booking (spec decision #5) has no payment and comes with
 * `?booking=<reference>&free=1`.
 */
export type SuccessQuery =
  | { kind: 'payment'; clientSecret: string; intentId: string | null; redirectStatus: string | null }
  | { kind: 'free'; bookingId: string }
  | { kind: 'missing' };

export const SUCCESS_PATH = paths.paymentSuccess;

/** The intent id inside a client secret ('pi_123_secret_abc' holds 'pi_123'), as the server reads it. */
export function intentIdOf(clientSecret: string): string | null {
  const match = /^([A-Za-z0-9_]+?)_secret_[A-Za-z0-9]+$/.exec(clientSecret.trim());
  return match?.[1] ?? null;
}

const MAX_SECRET_LENGTH = 300;

export function parseSuccessQuery(params: URLSearchParams): SuccessQuery {
  const clientSecret = params.get('payment_intent_client_secret')?.trim() ?? '';
  if (clientSecret && clientSecret.length <= MAX_SECRET_LENGTH) {
    return {
      kind: 'payment',
      clientSecret,
      intentId: params.get('payment_intent') || intentIdOf(clientSecret),
      redirectStatus: params.get('redirect_status') || null,
    };
  }
  const bookingId = params.get('booking')?.trim() ?? '';
  if (bookingId && params.get('free') === '1' && /^[A-Za-z0-9-]{1,40}$/.test(bookingId)) {
    return { kind: 'free', bookingId };
  }
  return { kind: 'missing' };
}

/** Where a confirmed card payment goes: the address Stripe's return_url redirect would have. */
export function paymentReturnPath(clientSecret: string, status: string): string {
  const params = new URLSearchParams();
  params.set('payment_intent', intentIdOf(clientSecret) ?? '');
  params.set('payment_intent_client_secret', clientSecret);
  params.set('redirect_status', status);
  return `${SUCCESS_PATH}?${params}`;
}

/** Where a free booking, confirmed at once, goes. */
export function freeBookingPath(bookingId: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ booking: bookingId, free: '1' })}`;
}

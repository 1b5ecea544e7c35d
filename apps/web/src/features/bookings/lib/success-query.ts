import { paths } from '@/lib/paths';

/**
 * The success screen's address. A card payment returns the way Stripe redirects after
 * confirmPayment: `?payment_intent=…&payment_intent_client_secret=…&redirect_status=…`; the test card
 * form navigates to the same address. M-Pesa and PayPal, which have no provider redirect of that
 * kind, come with `?method=mpesa|paypal&secret=<client secret>`. A free booking (spec decision #5)
 * has no payment and comes with `?booking=<reference>&free=1`.
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

/** The methods whose success address is `?method=…&secret=…`. */
export type ReturningMethod = 'mpesa' | 'paypal';

function isReturningMethod(value: string | null): value is ReturningMethod {
  return value === 'mpesa' || value === 'paypal';
}

export function parseSuccessQuery(params: URLSearchParams): SuccessQuery {
  const secret = params.get('secret')?.trim() ?? '';
  if (isReturningMethod(params.get('method')) && secret && secret.length <= MAX_SECRET_LENGTH) {
    return { kind: 'payment', clientSecret: secret, intentId: null, redirectStatus: null };
  }
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

/** Where an M-Pesa payment (once paid) or a captured PayPal payment goes. */
export function methodReturnPath(method: ReturningMethod, clientSecret: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ method, secret: clientSecret })}`;
}

/** Where a free booking, confirmed at once, goes. */
export function freeBookingPath(bookingId: string): string {
  return `${SUCCESS_PATH}?${new URLSearchParams({ booking: bookingId, free: '1' })}`;
}

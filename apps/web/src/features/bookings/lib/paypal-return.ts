import type { PaypalCaptured } from '@tiketi/contract/payments';
import { sessionStore } from '@/lib/session';
import { cancelBooking } from '../api/cancel-booking';
import { holdsSecret, releasedSession } from './booked-session';
import { methodReturnPath } from './success-query';

/** Why the buyer is back on the payment screen from PayPal without having paid. */
export type PaypalNotice = 'declined' | 'cancelled';

export const PAYPAL_NOTICES: Record<PaypalNotice, string> = {
  declined:
    'PayPal declined this payment, so you have not been charged. Press Proceed to try PayPal again, or choose another way to pay.',
  cancelled:
    'You cancelled the PayPal payment, so you have not been charged. Your seats are still held: try PayPal again or choose another way to pay.',
};

/** The router state the payment screen is opened with, to say why the buyer is back. */
export function paypalReturnState(notice: PaypalNotice): { paypal: PaypalNotice } {
  return { paypal: notice };
}

/** The notice in the router state of the payment screen, if it came back from PayPal. */
export function paypalNoticeOf(state: unknown): PaypalNotice | null {
  if (typeof state !== 'object' || state === null || !('paypal' in state)) return null;
  return state.paypal === 'declined' || state.paypal === 'cancelled' ? state.paypal : null;
}

/**
 * Where a capture leads: a completed capture and one held for review (the success screen reads
 * 'Your payment is processing.') go to the success screen; a declined one goes nowhere (null).
 */
export function capturedPath(status: PaypalCaptured['data']['status'], orderId: string): string | null {
  return status === 'DECLINED' ? null : methodReturnPath('paypal', orderId);
}

/**
 * A declined order can never be paid: its booking gives the seats back and this browser forgets
 * it, so the next Proceed books afresh with a new order (or another method).
 */
export function releaseDeclinedOrder(orderId: string): void {
  if (!holdsSecret(sessionStore.get().payment_intent, orderId)) return;
  cancelBooking(orderId).catch(() => undefined);
  sessionStore.update(releasedSession);
}

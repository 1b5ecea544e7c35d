import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { MESSAGES } from '@tiketi/contract/messages';

/**
 * Spec 4 "Card provider statuses after return": the status line of the success screen. It takes the
 * card provider's own statuses (the return address's redirect_status) and the server's
 * payment_status words for every method (paid, processing, failed...).
 */
export function paymentStatusMessage(status: string): string {
  switch (status) {
    case 'succeeded':
    case 'paid':
    // The payment went through, and was refunded after (its seats were sold first); the screen says so below.
    case 'refunded':
      return MESSAGES.paymentSucceeded;
    case 'processing':
      return MESSAGES.paymentProcessing;
    case 'requires_payment_method':
    case 'pending':
    case 'failed':
    // An M-Pesa prompt that did not pay (the payment screen says which way, and offers Try again).
    case 'timeout':
    case 'wrong_pin':
    case 'insufficient_funds':
      return MESSAGES.paymentFailed;
    default:
      return MESSAGES.somethingWrong;
  }
}

/** An error as the card providers report it: Stripe.js confirmPayment's `error`, or the simulator's. */
export interface ConfirmationError {
  type?: string;
  message?: string;
}

/**
 * Spec 8 "Card confirmation errors": a card_error or validation_error shows the provider's own
 * message; anything else (network, server, an unknown kind) shows 'An unexpected error occurred.'.
 */
export function confirmationErrorMessage(error: ConfirmationError | null | undefined): string {
  const isCardProblem = error?.type === 'card_error' || error?.type === 'validation_error';
  const message = error?.message?.trim();
  return isCardProblem && message ? message : MESSAGES.unexpectedError;
}

/** The provider statuses after which the buyer is sent on to the success screen, as Stripe redirects. */
export function isReturnStatus(status: string): boolean {
  return status === 'succeeded' || status === 'processing';
}

export type BookingOutcome = 'paid' | 'refunded' | 'pending' | 'expired' | 'cancelled' | 'unknown';

/** What a booking status (spec 9: 2 paid; ours also 1 pending, 3 expired, 4 cancelled, 5 refunded) means. */
export function bookingOutcomeOf(status: number): BookingOutcome {
  switch (status) {
    case BOOKING_STATUS.paid:
      return 'paid';
    case BOOKING_STATUS.refunded:
      return 'refunded';
    case BOOKING_STATUS.pending:
      return 'pending';
    case BOOKING_STATUS.expired:
      return 'expired';
    case BOOKING_STATUS.cancelled:
      return 'cancelled';
    default:
      return 'unknown';
  }
}

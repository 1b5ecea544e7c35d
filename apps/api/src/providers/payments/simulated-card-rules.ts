import { isLuhnValid } from '@tiketi/contract/card-number';

/**
 * Stripe's test card numbers, as the offline simulator answers them. 4000 0000 0000 0077 is the
 * simulator's own choice for a payment that stays `processing` (Stripe uses it for a different
 * test), so the "still processing" screen can be tried without a bank. 4000 0025 0000 3155 asks
 * for a 3-D Secure style confirmation first, as in Stripe's test mode.
 */
export const SIMULATED_TEST_CARDS = {
  succeeds: '4242424242424242',
  declined: '4000000000000002',
  insufficientFunds: '4000000000009995',
  staysProcessing: '4000000000000077',
  requiresAuthentication: '4000002500003155',
} as const;

/** Stripe's words when the bank's confirmation step is failed or abandoned. */
export const AUTHENTICATION_FAILED: CardError = {
  type: 'card_error',
  code: 'payment_intent_authentication_failure',
  message:
    'We are unable to authenticate your payment method. Please choose a different payment method and try again.',
};

export interface CardDetails {
  cardNumber: string;
  expMonth: number;
  /** Four digits, or two (34 means 2034), as card forms take it. */
  expYear: number;
  cvc: string;
}

/** Shaped like Stripe.js's confirmPayment error, so the card form treats both providers alike. */
export interface CardError {
  type: 'card_error' | 'validation_error';
  code: string;
  message: string;
}

export type CardVerdict =
  | { outcome: 'succeeded' }
  | { outcome: 'processing' }
  /** The bank asks the buyer to confirm (3-D Secure) before the charge: see `authenticate`. */
  | { outcome: 'requires_action' }
  /** Caught before any charge, as Stripe.js does in the browser: the intent is untouched. */
  | { outcome: 'invalid'; error: CardError }
  /** A charge was tried and refused: the intent remembers it and the buyer may retry. */
  | { outcome: 'declined'; error: CardError };

const invalid = (code: string, message: string): CardVerdict => ({
  outcome: 'invalid',
  error: { type: 'validation_error', code, message },
});

const declined = (code: string, message: string): CardVerdict => ({
  outcome: 'declined',
  error: { type: 'card_error', code, message },
});

/** Stripe.js refuses expiry years this far ahead; so do we. */
const MAX_YEARS_AHEAD = 50;

/** What Stripe's test mode would say to this card, checked in the order Stripe.js checks fields. */
export function judgeTestCard(card: CardDetails, now = new Date()): CardVerdict {
  const number = card.cardNumber.replace(/\s+/g, '');
  if (!/^\d{13,19}$/.test(number) || !isLuhnValid(number)) {
    return invalid('incorrect_number', 'Your card number is invalid.');
  }
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12) {
    return invalid('invalid_expiry_month', "Your card's expiration month is invalid.");
  }
  const year = card.expYear >= 0 && card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  if (!Number.isInteger(year) || year > thisYear + MAX_YEARS_AHEAD || year < 2000) {
    return invalid('invalid_expiry_year', "Your card's expiration year is invalid.");
  }
  // A card is good through the last day of its expiry month.
  if (year < thisYear || (year === thisYear && card.expMonth < now.getUTCMonth() + 1)) {
    const code = year < thisYear ? 'invalid_expiry_year_past' : 'invalid_expiry_month_past';
    return invalid(code, "Your card's expiration date is in the past.");
  }
  if (!/^\d{3,4}$/.test(card.cvc.trim())) {
    return invalid('incomplete_cvc', "Your card's security code is incomplete.");
  }
  switch (number) {
    case SIMULATED_TEST_CARDS.succeeds:
      return { outcome: 'succeeded' };
    case SIMULATED_TEST_CARDS.staysProcessing:
      return { outcome: 'processing' };
    case SIMULATED_TEST_CARDS.requiresAuthentication:
      return { outcome: 'requires_action' };
    case SIMULATED_TEST_CARDS.declined:
      return declined('card_declined', 'Your card was declined.');
    case SIMULATED_TEST_CARDS.insufficientFunds:
      return declined('insufficient_funds', 'Your card has insufficient funds.');
    default:
      return declined(
        'card_declined',
        'Your card was declined. In this test environment, use 4242 4242 4242 4242.',
      );
  }
}

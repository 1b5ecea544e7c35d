import { describe, expect, it } from 'vitest';
import {
  bookingOutcomeOf,
  confirmationErrorMessage,
  isReturnStatus,
  paymentStatusMessage,
} from './payment-status';

describe('paymentStatusMessage', () => {
  it("uses spec 4's words for each provider status", () => {
    expect(paymentStatusMessage('succeeded')).toBe('Payment succeeded!');
    expect(paymentStatusMessage('processing')).toBe('Your payment is processing.');
    expect(paymentStatusMessage('requires_payment_method')).toBe(
      'Your payment was not successful, please try again.',
    );
    for (const mpesaEnding of ['timeout', 'wrong_pin', 'insufficient_funds']) {
      expect(paymentStatusMessage(mpesaEnding)).toBe('Your payment was not successful, please try again.');
    }
    for (const other of ['canceled', 'requires_action', '', 'nonsense']) {
      expect(paymentStatusMessage(other)).toBe('Something went wrong.');
    }
  });
});

describe('confirmationErrorMessage', () => {
  it("shows the provider's message for card and validation errors", () => {
    expect(confirmationErrorMessage({ type: 'card_error', message: 'Your card was declined.' })).toBe(
      'Your card was declined.',
    );
    expect(
      confirmationErrorMessage({ type: 'validation_error', message: 'Your card number is incomplete.' }),
    ).toBe('Your card number is incomplete.');
  });

  it('shows the generic text for anything else', () => {
    expect(confirmationErrorMessage({ type: 'api_error', message: 'Internal details' })).toBe(
      'An unexpected error occurred.',
    );
    expect(confirmationErrorMessage({ type: 'card_error', message: '  ' })).toBe(
      'An unexpected error occurred.',
    );
    expect(confirmationErrorMessage(undefined)).toBe('An unexpected error occurred.');
    expect(confirmationErrorMessage(null)).toBe('An unexpected error occurred.');
  });
});

describe('isReturnStatus', () => {
  it('moves on for succeeded and processing only', () => {
    expect(isReturnStatus('succeeded')).toBe(true);
    expect(isReturnStatus('processing')).toBe(true);
    expect(isReturnStatus('requires_payment_method')).toBe(false);
    expect(isReturnStatus('canceled')).toBe(false);
  });
});

describe('bookingOutcomeOf', () => {
  it('reads the booking statuses', () => {
    expect(bookingOutcomeOf(1)).toBe('pending');
    expect(bookingOutcomeOf(2)).toBe('paid');
    expect(bookingOutcomeOf(3)).toBe('expired');
    expect(bookingOutcomeOf(4)).toBe('cancelled');
    expect(bookingOutcomeOf(5)).toBe('refunded');
    expect(bookingOutcomeOf(9)).toBe('unknown');
  });
});

import { describe, expect, it } from 'vitest';
import { paymentReceiptLine } from './e-tickets';

describe('paymentReceiptLine', () => {
  it('names the reference after the way the booking was paid', () => {
    expect(paymentReceiptLine('mpesa', 'SGR7ABC123')).toBe('M-Pesa receipt SGR7ABC123');
    expect(paymentReceiptLine('paypal', '3C679366HH908993F')).toBe('PayPal transaction 3C679366HH908993F');
    expect(paymentReceiptLine('card', 'pi_3Abc')).toBe('Card payment pi_3Abc');
  });

  it('shows nothing for a free booking or one without a reference', () => {
    expect(paymentReceiptLine('free', 'anything')).toBeNull();
    expect(paymentReceiptLine('mpesa', null)).toBeNull();
    expect(paymentReceiptLine('card', undefined)).toBeNull();
    expect(paymentReceiptLine('paypal', '  ')).toBeNull();
  });
});

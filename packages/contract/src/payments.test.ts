import { describe, expect, it } from 'vitest';
import { paymentMethodsFor } from './payments';

describe('paymentMethodsFor', () => {
  it('offers M-Pesa first for shillings, PayPal first where PayPal is offered, and the card always', () => {
    expect(paymentMethodsFor('KES')).toEqual(['mpesa', 'card']);
    expect(paymentMethodsFor('usd')).toEqual(['paypal', 'card']);
    expect(paymentMethodsFor('EUR')).toEqual(['paypal', 'card']);
    expect(paymentMethodsFor('NGN')).toEqual(['card']);
  });
});

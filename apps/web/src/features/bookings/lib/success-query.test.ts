import { describe, expect, it } from 'vitest';
import {
  freeBookingPath,
  intentIdOf,
  methodReturnPath,
  parseSuccessQuery,
  paymentReturnPath,
} from './success-query';

const secret = 'sim_pi_AbC123_secret_XyZ789';

describe('intentIdOf', () => {
  it('reads the intent id of Stripe and simulator secrets', () => {
    expect(intentIdOf(secret)).toBe('sim_pi_AbC123');
    expect(intentIdOf('pi_3Nx_secret_abc')).toBe('pi_3Nx');
    expect(intentIdOf('not a secret')).toBeNull();
  });
});

describe('paymentReturnPath', () => {
  it("builds Stripe's return address, which parseSuccessQuery reads back", () => {
    const path = paymentReturnPath(secret, 'succeeded');
    expect(path).toBe(
      '/payment/success?payment_intent=sim_pi_AbC123&payment_intent_client_secret=sim_pi_AbC123_secret_XyZ789&redirect_status=succeeded',
    );
    const params = new URL(path, 'http://localhost').searchParams;
    expect(parseSuccessQuery(params)).toEqual({
      kind: 'payment',
      clientSecret: secret,
      intentId: 'sim_pi_AbC123',
      redirectStatus: 'succeeded',
    });
  });
});

describe('parseSuccessQuery', () => {
  it('takes the intent id from the secret when the query has none', () => {
    expect(parseSuccessQuery(new URLSearchParams({ payment_intent_client_secret: secret }))).toEqual({
      kind: 'payment',
      clientSecret: secret,
      intentId: 'sim_pi_AbC123',
      redirectStatus: null,
    });
  });

  it('reads the address of an M-Pesa or PayPal payment', () => {
    const path = methodReturnPath('paypal', 'SIMPP-5O190127TN364715T');
    expect(path).toBe('/payment/success?method=paypal&secret=SIMPP-5O190127TN364715T');
    expect(parseSuccessQuery(new URL(path, 'http://localhost').searchParams)).toEqual({
      kind: 'payment',
      clientSecret: 'SIMPP-5O190127TN364715T',
      intentId: null,
      redirectStatus: null,
    });
    expect(parseSuccessQuery(new URLSearchParams({ method: 'bitcoin', secret: 'abc' }))).toEqual({
      kind: 'missing',
    });
  });

  it('reads a free booking', () => {
    const params = new URL(freeBookingPath('TK-ABCDE23456'), 'http://localhost').searchParams;
    expect(parseSuccessQuery(params)).toEqual({ kind: 'free', bookingId: 'TK-ABCDE23456' });
  });

  it('reports a missing or unusable query', () => {
    expect(parseSuccessQuery(new URLSearchParams())).toEqual({ kind: 'missing' });
    expect(parseSuccessQuery(new URLSearchParams({ payment_intent_client_secret: '  ' }))).toEqual({
      kind: 'missing',
    });
    expect(parseSuccessQuery(new URLSearchParams({ booking: 'TK-1' }))).toEqual({ kind: 'missing' });
    expect(parseSuccessQuery(new URLSearchParams({ booking: '<script>', free: '1' }))).toEqual({
      kind: 'missing',
    });
    expect(parseSuccessQuery(new URLSearchParams({ payment_intent_client_secret: 'x'.repeat(301) }))).toEqual(
      { kind: 'missing' },
    );
  });
});

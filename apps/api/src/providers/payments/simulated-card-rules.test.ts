import { isLuhnValid } from '@tiketi/contract/card-number';
import { describe, expect, it } from 'vitest';
import { judgeTestCard, SIMULATED_TEST_CARDS } from './simulated-card-rules';

const MID_JUNE_2030 = new Date('2030-06-15T12:00:00Z');
const card = (overrides: Partial<Parameters<typeof judgeTestCard>[0]> = {}) => ({
  cardNumber: SIMULATED_TEST_CARDS.succeeds,
  expMonth: 12,
  expYear: 2031,
  cvc: '123',
  ...overrides,
});

describe('judgeTestCard', () => {
  it('knows that every Stripe test number passes the Luhn check, and a changed digit does not', () => {
    for (const number of Object.values(SIMULATED_TEST_CARDS)) expect(isLuhnValid(number)).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
  });

  it('reads a card as good through the last day of its expiry month', () => {
    expect(judgeTestCard(card({ expMonth: 6, expYear: 2030 }), MID_JUNE_2030)).toEqual({
      outcome: 'succeeded',
    });
    expect(judgeTestCard(card({ expMonth: 6, expYear: 30 }), MID_JUNE_2030)).toEqual({
      outcome: 'succeeded',
    });
    expect(judgeTestCard(card({ expMonth: 5, expYear: 2030 }), MID_JUNE_2030)).toMatchObject({
      outcome: 'invalid',
      error: { code: 'invalid_expiry_month_past', message: "Your card's expiration date is in the past." },
    });
    expect(judgeTestCard(card({ expMonth: 12, expYear: 29 }), MID_JUNE_2030)).toMatchObject({
      error: { code: 'invalid_expiry_year_past' },
    });
  });

  it('refuses months and years no card carries', () => {
    for (const expMonth of [0, 13, 1.5]) {
      expect(judgeTestCard(card({ expMonth }), MID_JUNE_2030)).toMatchObject({
        error: {
          type: 'validation_error',
          code: 'invalid_expiry_month',
          message: "Your card's expiration month is invalid.",
        },
      });
    }
    for (const expYear of [1999, 2081, -1]) {
      expect(judgeTestCard(card({ expYear }), MID_JUNE_2030)).toMatchObject({
        error: {
          type: 'validation_error',
          code: 'invalid_expiry_year',
          message: "Your card's expiration year is invalid.",
        },
      });
    }
  });

  it('checks the number before the expiry, and the expiry before the cvc, as Stripe.js does', () => {
    expect(judgeTestCard(card({ cardNumber: '1', expMonth: 0, cvc: '' }), MID_JUNE_2030)).toMatchObject({
      error: { code: 'incorrect_number' },
    });
    expect(judgeTestCard(card({ expYear: 2020, cvc: '' }), MID_JUNE_2030)).toMatchObject({
      error: { code: 'invalid_expiry_year_past' },
    });
  });

  it('strips spaces anywhere in the number, and nothing else', () => {
    expect(judgeTestCard(card({ cardNumber: ' 4242 4242 4242 4242 ' }), MID_JUNE_2030)).toEqual({
      outcome: 'succeeded',
    });
    expect(judgeTestCard(card({ cardNumber: '4242.4242.4242.4242' }), MID_JUNE_2030)).toMatchObject({
      error: { code: 'incorrect_number' },
    });
  });
});

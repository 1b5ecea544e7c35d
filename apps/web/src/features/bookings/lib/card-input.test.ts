import { describe, expect, it } from 'vitest';
import { cardDigits, checkCard, formatCardNumber, formatCvc, formatExpiry, parseExpiry } from './card-input';

describe('formatCardNumber', () => {
  it('groups digits by four as they are typed or pasted', () => {
    expect(formatCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(formatCardNumber('4242 42')).toBe('4242 42');
    expect(formatCardNumber('4242')).toBe('4242');
    expect(formatCardNumber('4000-0000-0000-0002')).toBe('4000 0000 0000 0002');
    expect(formatCardNumber('')).toBe('');
  });

  it('drops letters and stops at 19 digits', () => {
    expect(formatCardNumber('42a42 b')).toBe('4242');
    expect(cardDigits('1234567890123456789999')).toBe('1234567890123456789');
    expect(formatCardNumber('1234567890123456789999')).toBe('1234 5678 9012 3456 789');
  });
});

describe('formatExpiry and parseExpiry', () => {
  it('shows MM / YY once the year starts', () => {
    expect(formatExpiry('1')).toBe('1');
    expect(formatExpiry('12')).toBe('12');
    expect(formatExpiry('123')).toBe('12 / 3');
    expect(formatExpiry('1234')).toBe('12 / 34');
    expect(formatExpiry('12/345')).toBe('12 / 34');
    expect(formatExpiry('12 / ')).toBe('12');
  });

  it('reads a first digit above 1 as a one-digit month', () => {
    expect(formatExpiry('4')).toBe('04');
    expect(formatExpiry('430')).toBe('04 / 30');
  });

  it('parses only a complete expiry', () => {
    expect(parseExpiry('04 / 30')).toEqual({ month: 4, year: 2030 });
    expect(parseExpiry('04 / 3')).toBeNull();
    expect(parseExpiry('')).toBeNull();
  });
});

describe('formatCvc', () => {
  it('keeps up to four digits', () => {
    expect(formatCvc('12a34 5')).toBe('1234');
  });
});

describe('checkCard', () => {
  const now = new Date(2026, 4, 15); // 15 May 2026, local time
  const good = { number: '4242 4242 4242 4242', expiry: '12 / 30', cvc: '123' };

  it('accepts a complete card', () => {
    expect(checkCard(good, now)).toBeNull();
    expect(checkCard({ ...good, expiry: '05 / 26' }, now)).toBeNull();
    expect(checkCard({ ...good, cvc: '1234' }, now)).toBeNull();
  });

  it('names the first field that is wrong, in Stripe.js words', () => {
    expect(checkCard({ ...good, number: '' }, now)).toEqual({
      field: 'number',
      message: 'Your card number is incomplete.',
    });
    expect(checkCard({ ...good, number: '4242 4242 4242 4241', cvc: '' }, now)).toEqual({
      field: 'number',
      message: 'Your card number is invalid.',
    });
    expect(checkCard({ ...good, expiry: '12 / 3' }, now)?.message).toBe(
      "Your card's expiration date is incomplete.",
    );
    expect(checkCard({ ...good, expiry: '13 / 30' }, now)?.message).toBe(
      "Your card's expiration month is invalid.",
    );
    expect(checkCard({ ...good, expiry: '04 / 26' }, now)?.message).toBe(
      "Your card's expiration date is in the past.",
    );
    expect(checkCard({ ...good, expiry: '12 / 25' }, now)?.field).toBe('expiry');
    expect(checkCard({ ...good, cvc: '12' }, now)).toEqual({
      field: 'cvc',
      message: "Your card's security code is incomplete.",
    });
  });
});

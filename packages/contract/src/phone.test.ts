import { describe, expect, it } from 'vitest';
import { kenyanMsisdn, normalizePhone } from './phone';

describe('normalizePhone', () => {
  it('turns every spelling of a Kenyan mobile into +254…', () => {
    for (const spelling of [
      '0712345678',
      '0712 345 678',
      '(0712) 345-678',
      '254712345678',
      '+254712345678',
      '+254 712 345 678',
      '00254712345678',
    ]) {
      expect(normalizePhone(spelling)).toBe('+254712345678');
    }
    expect(normalizePhone('0110 123 456')).toBe('+254110123456');
    expect(normalizePhone('254110123456')).toBe('+254110123456');
  });

  it('keeps other numbers as typed, without punctuation', () => {
    expect(normalizePhone('+44 20 7946 0958')).toBe('+442079460958');
    expect(normalizePhone('020 123 4567')).toBe('0201234567');
    expect(normalizePhone('07123')).toBe('07123');
  });
});

describe('kenyanMsisdn', () => {
  it("gives M-Pesa's 2547…/2541… form for every spelling of a Kenyan mobile", () => {
    for (const spelling of [
      '0712345678',
      '+254712345678',
      '254712345678',
      '0712 345-678',
      '00254712345678',
    ]) {
      expect(kenyanMsisdn(spelling)).toBe('254712345678');
    }
    expect(kenyanMsisdn('0110123456')).toBe('254110123456');
    expect(kenyanMsisdn('+254 110 123 456')).toBe('254110123456');
  });

  it('refuses numbers that are not Kenyan mobiles', () => {
    for (const other of [
      '',
      '0712',
      '07123456789',
      '0201234567',
      '+255712345678',
      '254812345678',
      '+44 20 7946 0958',
      'phone',
    ]) {
      expect(kenyanMsisdn(other)).toBeNull();
    }
  });
});

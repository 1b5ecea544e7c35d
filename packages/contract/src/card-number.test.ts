import { describe, expect, it } from 'vitest';
import { isLuhnValid } from './card-number';

describe('isLuhnValid', () => {
  it('accepts the test cards and rejects a changed digit', () => {
    expect(isLuhnValid('4242424242424242')).toBe(true);
    expect(isLuhnValid('4000000000000002')).toBe(true);
    expect(isLuhnValid('4000000000009995')).toBe(true);
    expect(isLuhnValid('378282246310005')).toBe(true);
    expect(isLuhnValid('4242424242424241')).toBe(false);
    expect(isLuhnValid('4000000000000003')).toBe(false);
  });

  it('doubles every second digit from the right, subtracting 9 above 9', () => {
    // 18: 8 + (1 × 2) = 10. 59: 9 + (5 × 2 − 9) = 10. 58: 8 + 1 = 9.
    expect(isLuhnValid('18')).toBe(true);
    expect(isLuhnValid('59')).toBe(true);
    expect(isLuhnValid('58')).toBe(false);
  });
});

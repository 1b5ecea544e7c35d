import { describe, expect, it } from 'vitest';
import { formatMoney, fromMinor, toMinor, totalOf } from './money';

describe('totals (spec 9)', () => {
  it('sums quantity times price over the rows', () => {
    expect(
      totalOf([
        { qty: 2, price_per_ticket: 25 },
        { qty: 1, price_per_ticket: 100 },
      ]),
    ).toBe(150);
  });

  it('adds cents exactly, without floating point drift', () => {
    expect(totalOf([{ qty: 3, price_per_ticket: 0.1 }])).toBe(0.3);
    expect(
      totalOf([
        { qty: 1, price_per_ticket: 19.99 },
        { qty: 7, price_per_ticket: 0.07 },
      ]),
    ).toBe(20.48);
  });

  it('is zero for no rows, zero quantities and free tickets', () => {
    expect(totalOf([])).toBe(0);
    expect(totalOf([{ qty: 0, price_per_ticket: 50 }])).toBe(0);
    expect(totalOf([{ qty: 4, price_per_ticket: 0 }])).toBe(0);
  });

  it('converts between decimal amounts and minor units', () => {
    expect(toMinor(15.5)).toBe(1550);
    expect(toMinor(0.29)).toBe(29);
    expect(fromMinor(1999)).toBe(19.99);
  });

  it('formats amounts with their currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });
});

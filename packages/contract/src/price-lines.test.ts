import { describe, expect, it } from 'vitest';
import { bookingBreakdown, priceLineAmount, priceLinesOf } from './price-lines';
import type { PriceBreakdown } from './promo-codes';

const none: PriceBreakdown = {
  subtotal: 99.99,
  discount: 0,
  promo_code: null,
  fee: 0,
  tax: 0,
  tax_name: null,
  tax_rate: null,
  tax_mode: null,
};

/** A booking row's price columns as a booking made before issue 15 has them (migration 0014). */
const oldRow = {
  currency: 'USD',
  promoCode: null,
  subtotalMinor: 4500,
  discountMinor: 0,
  feeMinor: 0,
  taxMinor: 0,
  taxName: null,
  taxRateBp: null,
  taxMode: null,
};

describe('the price lines under the seats', () => {
  it('lists the discount with its code, the fee and the added tax, in pricing order', () => {
    const lines = priceLinesOf({
      ...none,
      discount: 15,
      promo_code: 'SPRING15',
      fee: 1.5,
      tax: 13.84,
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'added',
    });
    expect(lines.map((line) => [line.label, priceLineAmount(line, 'USD')])).toEqual([
      ['Discount (SPRING15)', '\u2212$15.00'],
      ['Booking fee', '$1.50'],
      ['VAT 16%', '$13.84'],
    ]);
  });

  it('marks an included tax, and prints a rate with decimals as it is', () => {
    const [line] = priceLinesOf({
      ...none,
      tax: 1500,
      tax_name: 'VAT',
      tax_rate: 7.25,
      tax_mode: 'included',
    });
    expect(line && [line.label, priceLineAmount(line, 'KES')]).toEqual([
      'VAT 7.25% (included)',
      'KES\u00a01,500',
    ]);
  });

  it('shows only the lines that apply: none for an order without code, fee or tax', () => {
    expect(priceLinesOf(none)).toEqual([]);
    // An access code takes nothing off: no discount line.
    expect(priceLinesOf({ ...none, promo_code: 'VIPACCESS' })).toEqual([]);
    expect(priceLinesOf({ ...none, fee: 2 }).map((line) => line.label)).toEqual(['Booking fee']);
  });

  it('reads a booking made before issue 15 as its subtotal and nothing else', () => {
    expect(bookingBreakdown(oldRow)).toEqual({ ...none, subtotal: 45 });
  });

  it('reads a stored tax with its name, rate and mode, and a row without its rate as no tax', () => {
    const taxed = { ...oldRow, taxMinor: 621, taxName: 'VAT', taxRateBp: 1600, taxMode: 'included' as const };
    expect(bookingBreakdown(taxed)).toMatchObject({
      tax: 6.21,
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'included',
    });
    expect(bookingBreakdown({ ...taxed, taxRateBp: null })).toMatchObject({
      tax_name: null,
      tax_rate: null,
      tax_mode: null,
    });
  });
});

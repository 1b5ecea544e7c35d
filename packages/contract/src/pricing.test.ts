import { describe, expect, it } from 'vitest';
import { type PricingRules, percentToBasisPoints, priceOrder, priceStepOf } from './pricing';

const noExtras = (currency = 'USD'): PricingRules => ({
  currency,
  tax: null,
  fee: { fixed_minor: 0, percent_bp: 0, payer: 'buyer' },
});

describe('priceOrder', () => {
  it("prices the issue's example: 3 × 33.33, a 15% code, 16% VAT added, no fee", () => {
    const order = priceOrder(
      [{ ticket_type_id: 1, quantity: 3, unit_minor: 3333 }],
      { discount_type: 'percentage', discount_value: 1500, ticket_type_ids: [] },
      { ...noExtras(), tax: { name: 'VAT', rate_bp: 1600, mode: 'added' } },
    );
    expect(order).toMatchObject({
      subtotal_minor: 9999,
      discount_minor: 1500, // 14.9985 rounds half away from zero to 15.00
      fee_minor: 0,
      tax_minor: 1360, // 13.5984 → 13.60
      total_minor: 9859,
    });
  });

  it('makes a 100% code free, with no fee on the free tickets', () => {
    const order = priceOrder(
      [{ ticket_type_id: 1, quantity: 2, unit_minor: 2500 }],
      { discount_type: 'percentage', discount_value: 10_000, ticket_type_ids: [] },
      { ...noExtras(), fee: { fixed_minor: 100, percent_bp: 500, payer: 'buyer' } },
    );
    expect(order.discount_minor).toBe(5000);
    expect(order.fee_minor).toBe(0);
    expect(order.total_minor).toBe(0);
  });

  it('stops a fixed discount larger than the price at zero, never below', () => {
    const order = priceOrder(
      [
        { ticket_type_id: 1, quantity: 2, unit_minor: 500 },
        { ticket_type_id: 2, quantity: 1, unit_minor: 3000 },
      ],
      { discount_type: 'fixed', discount_value: 1000, ticket_type_ids: [] },
      noExtras(),
    );
    expect(order.lines.map((line) => line.discount_minor)).toEqual([1000, 1000]);
    expect(order.lines[0]?.total_minor).toBe(0);
    expect(order.total_minor).toBe(2000);
  });

  it('discounts only the types a code names', () => {
    const order = priceOrder(
      [
        { ticket_type_id: 1, quantity: 1, unit_minor: 1000 },
        { ticket_type_id: 2, quantity: 1, unit_minor: 1000 },
      ],
      { discount_type: 'percentage', discount_value: 5000, ticket_type_ids: [2] },
      noExtras(),
    );
    expect(order.lines.map((line) => line.discount_minor)).toEqual([0, 500]);
  });

  it('adds the fixed fee per ticket and the percent fee of the discounted tickets, then taxes both', () => {
    const order = priceOrder(
      [{ ticket_type_id: 1, quantity: 2, unit_minor: 1000 }],
      { discount_type: 'fixed', discount_value: 250, ticket_type_ids: [] },
      {
        currency: 'USD',
        tax: { name: 'VAT', rate_bp: 1000, mode: 'added' },
        fee: { fixed_minor: 50, percent_bp: 250, payer: 'buyer' },
      },
    );
    // net 15.00; fee 2 × 0.50 + 2.5% of 15.00 = 1.375 → 1.38 (total fee 1.38); tax 10% of 16.38 = 1.638 → 1.64
    expect(order).toMatchObject({ discount_minor: 500, fee_minor: 138, tax_minor: 164, total_minor: 1802 });
  });

  it('shows an included tax without changing the price', () => {
    const order = priceOrder([{ ticket_type_id: 1, quantity: 1, unit_minor: 11_600 }], null, {
      ...noExtras(),
      tax: { name: 'VAT', rate_bp: 1600, mode: 'included' },
    });
    expect(order.tax_minor).toBe(1600);
    expect(order.total_minor).toBe(11_600);
  });

  it('leaves an absorbed fee out of what the buyer pays', () => {
    const order = priceOrder([{ ticket_type_id: 1, quantity: 4, unit_minor: 1000 }], null, {
      ...noExtras(),
      fee: { fixed_minor: 25, percent_bp: 0, payer: 'organizer' },
    });
    expect(order.fee_minor).toBe(0);
    expect(order.absorbed_fee_minor).toBe(100);
    expect(order.total_minor).toBe(4000);
  });

  it('rounds KES to whole shillings, since M-Pesa takes no cents', () => {
    expect(priceStepOf('KES')).toBe(100);
    const order = priceOrder(
      [{ ticket_type_id: 1, quantity: 1, unit_minor: 99_900 }],
      { discount_type: 'percentage', discount_value: 1500, ticket_type_ids: [] },
      { ...noExtras('KES'), tax: { name: 'VAT', rate_bp: 1600, mode: 'added' } },
    );
    // 15% of 999 = 149.85 → 150; 16% of 849 = 135.84 → 136
    expect(order).toMatchObject({ discount_minor: 15_000, tax_minor: 13_600, total_minor: 98_500 });
    expect(order.total_minor % 100).toBe(0);
  });

  it('rounds half away from zero exactly, without floating-point drift', () => {
    // 25% of 20.10 is 5.025, exactly a half: it rounds away from zero to 5.03.
    const order = priceOrder([{ ticket_type_id: 1, quantity: 1, unit_minor: 2010 }], null, {
      ...noExtras(),
      tax: { name: 'T', rate_bp: 2500, mode: 'added' },
    });
    expect(order.tax_minor).toBe(503);
    expect(percentToBasisPoints(7.25)).toBe(725);
  });
});

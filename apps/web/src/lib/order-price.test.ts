import type { AppliedCode } from '@tiketi/contract/promo-codes';
import type { PublicSalesSettings } from '@tiketi/contract/sales-settings';
import { describe, expect, it } from 'vitest';
import { discountedUnitPrice, figuresOfBreakdown, hasPriceAdjustments, priceRows } from './order-price';

const code = (over: Partial<AppliedCode> = {}): AppliedCode => ({
  code: 'SUMMER',
  discount_type: 'percentage',
  discount_value: 15,
  ticket_type_ids: [],
  unlocks_hidden: false,
  unlocked_tickets: [],
  ...over,
});

const sales = (over: Partial<PublicSalesSettings> = {}): PublicSalesSettings => ({
  tax_name: 'VAT',
  tax_rate: 16,
  tax_mode: 'added',
  fee_fixed: 0,
  fee_percent: 0,
  fee_payer: 'buyer',
  ...over,
});

describe('priceRows', () => {
  it('prices the issue’s example: 3 × 33.33, a 15% code, 16% VAT added', () => {
    expect(priceRows([{ id: 1, qty: 3, price: 33.33 }], 'USD', sales(), code())).toEqual({
      subtotal: 99.99,
      discount: 15,
      promo_code: 'SUMMER',
      fee: 0,
      tax: 13.6,
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'added',
      total: 98.59,
    });
  });

  it('treats an event without sales settings as no tax and no fee', () => {
    const figures = priceRows([{ id: 1, qty: 2, price: 10 }], 'USD', undefined, null);
    expect(figures).toMatchObject({ subtotal: 20, discount: 0, fee: 0, tax: 0, tax_name: null, total: 20 });
    expect(hasPriceAdjustments(figures)).toBe(false);
  });

  it('takes a fixed amount off each ticket of the types the code names, never below zero', () => {
    const fixed = code({ discount_type: 'fixed', discount_value: 5, ticket_type_ids: [2] });
    const rows = [
      { id: 1, qty: 2, price: 20 },
      { id: 2, qty: 2, price: 20 },
      { id: 3, qty: 1, price: 3 },
    ];
    expect(priceRows(rows, 'USD', undefined, fixed)).toMatchObject({ subtotal: 83, discount: 10, total: 73 });
    const big = code({ discount_type: 'fixed', discount_value: 50 });
    expect(priceRows(rows, 'USD', undefined, big)).toMatchObject({ discount: 83, total: 0 });
  });

  it('adds the buyer’s fee and shows an included tax without adding it', () => {
    const settings = sales({ tax_mode: 'included', fee_fixed: 1.5, fee_percent: 10 });
    // 2 × 10 = 20; fee 2 × 1.50 + 10% of 20 = 5; the tax is inside 25: 25 × 16 / 116 = 3.45.
    expect(priceRows([{ id: 1, qty: 2, price: 10 }], 'USD', settings, null)).toMatchObject({
      subtotal: 20,
      fee: 5,
      tax: 3.45,
      tax_mode: 'included',
      total: 25,
    });
    // The organizer absorbs it: the buyer pays no fee.
    const absorbed = sales({ tax_rate: 0, fee_fixed: 1.5, fee_payer: 'organizer' });
    expect(priceRows([{ id: 1, qty: 2, price: 10 }], 'USD', absorbed, null)).toMatchObject({
      fee: 0,
      tax_name: null,
      total: 20,
    });
  });

  it('names no code when an access code takes nothing off', () => {
    const access = code({ code: 'VIPONLY', discount_type: 'none', discount_value: 0, unlocks_hidden: true });
    expect(priceRows([{ id: 1, qty: 1, price: 10 }], 'USD', undefined, access)).toMatchObject({
      discount: 0,
      promo_code: null,
      total: 10,
    });
  });
});

describe('discountedUnitPrice', () => {
  it('is the price with the code, for the types it lowers only', () => {
    expect(discountedUnitPrice({ id: 1, price_per_ticket: 25 }, code({ discount_value: 20 }), 'USD')).toBe(
      20,
    );
    const onlyTwo = code({ ticket_type_ids: [2] });
    expect(discountedUnitPrice({ id: 1, price_per_ticket: 25 }, onlyTwo, 'USD')).toBeNull();
    expect(discountedUnitPrice({ id: 1, price_per_ticket: 25 }, null, 'USD')).toBeNull();
    expect(discountedUnitPrice({ id: 1, price_per_ticket: 0 }, code(), 'USD')).toBeNull();
  });
});

describe('figuresOfBreakdown', () => {
  it('is the server’s figures with its total, or null when it sent none', () => {
    expect(figuresOfBreakdown({}, 30)).toBeNull();
    expect(
      figuresOfBreakdown(
        {
          subtotal: 99.99,
          discount: 15,
          promo_code: 'SUMMER',
          fee: 0,
          tax: 13.6,
          tax_name: 'VAT',
          tax_rate: 16,
          tax_mode: 'added',
        },
        98.59,
      ),
    ).toMatchObject({ subtotal: 99.99, discount: 15, tax: 13.6, total: 98.59 });
  });
});

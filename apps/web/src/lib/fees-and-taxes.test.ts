import { describe, expect, it } from 'vitest';
import {
  checkClientSalesSettings,
  exampleLine,
  type FeesAndTaxesValues,
  feesAndTaxesValuesOf,
} from './fees-and-taxes';

const none: FeesAndTaxesValues = {
  tax_name: '',
  tax_rate: '',
  tax_mode: 'added',
  fee_fixed: '',
  fee_percent: '',
  fee_payer: 'buyer',
};

describe('the example line', () => {
  it('adds a 16% tax on top, or shows the price unchanged when it is included', () => {
    const vat = { ...none, tax_name: 'VAT', tax_rate: '16' };
    expect(exampleLine(vat, 10, 'USD')).toBe('A ticket at $10.00 costs the buyer $11.60');
    expect(exampleLine({ ...vat, tax_mode: 'included' }, 10, 'USD')).toBe(
      'A ticket at $10.00 costs the buyer $10.00',
    );
    // 33.33 × 1.16 = 38.6628, rounded half away from zero to the cent.
    expect(exampleLine(vat, 33.33, 'USD')).toBe('A ticket at $33.33 costs the buyer $38.66');
  });

  it('prices the fee as the server does: taxed with the tickets, and not charged when absorbed', () => {
    const fee = { ...none, tax_name: 'VAT', tax_rate: '16', fee_fixed: '50', fee_percent: '5' };
    // KES in whole shillings: 1,000 + 50 + 50 = 1,100, plus 16% = 1,276.
    // Intl puts a no-break space after the code.
    const spaced = (line: string | null) => line?.replace(/\u00a0/g, ' ');
    expect(spaced(exampleLine(fee, 1000, 'KES'))).toBe('A ticket at KES 1,000 costs the buyer KES 1,276');
    expect(spaced(exampleLine({ ...fee, fee_payer: 'organizer' }, 1000, 'KES'))).toBe(
      'A ticket at KES 1,000 costs the buyer KES 1,160',
    );
  });

  it('is left out while the form does not read as settings', () => {
    expect(exampleLine({ ...none, tax_rate: '16' }, 10, 'USD')).toBeNull();
    expect(exampleLine({ ...none, fee_percent: 'abc' }, 10, 'USD')).toBeNull();
    expect(exampleLine({ ...none, fee_fixed: '0.5' }, 1000, 'KES')).toBeNull();
  });
});

describe('the defaults form', () => {
  it('reads empty fields as none and sends numbers', () => {
    expect(checkClientSalesSettings({ ...none, tax_name: ' VAT ', tax_rate: '7.25' })).toEqual({
      isValid: true,
      data: {
        tax_name: 'VAT',
        tax_rate: 7.25,
        tax_mode: 'added',
        fee_fixed: 0,
        fee_percent: 0,
        fee_payer: 'buyer',
      },
    });
    expect(checkClientSalesSettings({ ...none, fee_percent: '101' })).toEqual({
      isValid: false,
      message: 'Fee percent is at most 100',
    });
  });

  it('shows saved zeros as empty fields', () => {
    const saved = {
      tax_name: '',
      tax_rate: 0,
      tax_mode: 'added',
      fee_fixed: 1.5,
      fee_percent: 0,
      fee_payer: 'buyer',
    } as const;
    expect(feesAndTaxesValuesOf(saved)).toEqual({ ...none, fee_fixed: '1.5' });
  });
});

import { describe, expect, it } from 'vitest';
import { CURRENCIES } from './constants';
import {
  fitsPriceDecimals,
  formatMoney,
  formatMoneyWithCode,
  fromMinor,
  MINOR_UNITS,
  priceDecimalsMessage,
  priceDecimalsOf,
  toMinor,
  totalOf,
} from './money';

describe('totals (spec 9)', () => {
  it('sums quantity times price over the rows', () => {
    expect(
      totalOf(
        [
          { qty: 2, price_per_ticket: 25 },
          { qty: 1, price_per_ticket: 100 },
        ],
        'USD',
      ),
    ).toBe(150);
  });

  it('adds cents exactly, without floating point drift', () => {
    expect(totalOf([{ qty: 3, price_per_ticket: 0.1 }], 'USD')).toBe(0.3);
    expect(
      totalOf(
        [
          { qty: 1, price_per_ticket: 19.99 },
          { qty: 7, price_per_ticket: 0.07 },
        ],
        'USD',
      ),
    ).toBe(20.48);
  });

  it('is zero for no rows, zero quantities and free tickets', () => {
    expect(totalOf([], 'USD')).toBe(0);
    expect(totalOf([{ qty: 0, price_per_ticket: 50 }], 'USD')).toBe(0);
    expect(totalOf([{ qty: 4, price_per_ticket: 0 }], 'USD')).toBe(0);
  });

  it('converts between decimal amounts and minor units', () => {
    expect(toMinor(15.5, 'USD')).toBe(1550);
    expect(toMinor(0.29, 'USD')).toBe(29);
    expect(fromMinor(1999, 'USD')).toBe(19.99);
  });

  it('formats amounts with their currency', () => {
    expect(formatMoney(1234.5, 'USD')).toBe('$1,234.50');
  });
});

/** Intl prints a space that does not break; the tests read plain spaces. */
const plain = (text: string) => text.replace(/\u00a0/g, ' ');

describe('currencies (spec decision #13)', () => {
  it('offers at least the currencies of the markets served', () => {
    expect(CURRENCIES).toEqual(
      expect.arrayContaining(['USD', 'KES', 'EUR', 'GBP', 'NGN', 'ZAR', 'UGX', 'TZS']),
    );
  });

  it.each(CURRENCIES)('%s has the minor units the platform Intl data gives it', (currency) => {
    const digits = new Intl.NumberFormat('en-US', { style: 'currency', currency }).resolvedOptions()
      .maximumFractionDigits;
    expect(MINOR_UNITS[currency]).toBe(digits);
  });

  it('stores each currency in its own minor units', () => {
    expect(toMinor(1500, 'KES')).toBe(150_000);
    expect(fromMinor(150_000, 'KES')).toBe(1500);
    expect(toMinor(20_000, 'UGX')).toBe(20_000);
    expect(fromMinor(20_000, 'UGX')).toBe(20_000);
    expect(toMinor(12.34, 'EUR')).toBe(1234);
    expect(fromMinor(1234, 'TZS')).toBe(12.34);
  });

  it('totals each currency in its own minor units', () => {
    expect(totalOf([{ qty: 3, price_per_ticket: 1500 }], 'KES')).toBe(4500);
    expect(totalOf([{ qty: 2, price_per_ticket: 7500 }], 'UGX')).toBe(15_000);
    expect(totalOf([{ qty: 3, price_per_ticket: 0.1 }], 'GBP')).toBe(0.3);
  });

  it('prices KES in whole shillings and UGX in whole units, others to the cent', () => {
    expect(priceDecimalsOf('KES')).toBe(0);
    expect(priceDecimalsOf('UGX')).toBe(0);
    expect(priceDecimalsOf('USD')).toBe(2);
    expect(fitsPriceDecimals(1500, 'KES')).toBe(true);
    expect(fitsPriceDecimals(1500.5, 'KES')).toBe(false);
    expect(fitsPriceDecimals(100.5, 'UGX')).toBe(false);
    expect(fitsPriceDecimals(19.99, 'USD')).toBe(true);
    expect(fitsPriceDecimals(19.999, 'USD')).toBe(false);
    expect(priceDecimalsMessage('KES')).toBe('KES prices must be whole shillings: M-Pesa takes no cents');
    expect(priceDecimalsMessage('UGX')).toBe('UGX prices must be whole numbers');
    expect(priceDecimalsMessage('EUR')).toBe('Price can have at most two decimals');
  });

  it('formats each currency with its symbol or code and its price decimals', () => {
    expect(plain(formatMoney(1500, 'KES'))).toBe('KES 1,500');
    expect(plain(formatMoney(20_000, 'UGX'))).toBe('UGX 20,000');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(12.5, 'GBP')).toBe('£12.50');
    expect(plain(formatMoneyWithCode(4500, 'KES'))).toBe('KES 4,500');
    expect(plain(formatMoneyWithCode(60.27, 'USD'))).toBe('USD 60.27');
  });
});

describe('money in the chosen language (issue 19)', () => {
  it('keeps English as it was', () => {
    expect(formatMoney(1500, 'KES')).toBe('KES\u00a01,500');
    expect(formatMoney(15, 'USD', 'en')).toBe('$15.00');
    expect(formatMoneyWithCode(15, 'USD', 'en')).toBe('USD 15.00');
  });

  it('writes Kiswahili money as KSh 1,500 and USD 15.00', () => {
    expect(formatMoney(1500, 'KES', 'sw')).toBe('KSh 1,500');
    expect(formatMoney(15, 'USD', 'sw')).toBe('USD 15.00');
    expect(formatMoneyWithCode(1500, 'KES', 'sw')).toBe('KES 1,500');
  });

  it('writes French money with the amount first and French separators', () => {
    expect(formatMoney(1500, 'KES', 'fr')).toBe('1\u202f500 KSh');
    expect(formatMoney(15, 'USD', 'fr')).toBe('15,00 USD');
    expect(formatMoney(20000, 'UGX', 'fr')).toBe('20\u202f000 UGX');
  });
});

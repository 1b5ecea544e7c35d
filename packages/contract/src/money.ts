import { CURRENCIES, type Currency } from './constants';
import { type Language, LOCALES } from './languages';

/**
 * ISO 4217 minor units: how many decimals one unit of the currency is stored with. Amounts are
 * stored and sent to card providers in these minor units (Stripe takes KES in cents too).
 */
export const MINOR_UNITS: Readonly<Record<Currency, number>> = {
  USD: 2,
  KES: 2,
  EUR: 2,
  GBP: 2,
  NGN: 2,
  ZAR: 2,
  UGX: 0,
  TZS: 2,
};

/**
 * The decimals a price may have. KES has cents in ISO, but M-Pesa takes whole shillings, so a KES
 * event is priced (and shown) in whole shillings (spec decision #13).
 */
export const PRICE_DECIMALS: Readonly<Record<Currency, number>> = { ...MINOR_UNITS, KES: 0 };

export function isCurrency(value: string): value is Currency {
  return (CURRENCIES as readonly string[]).includes(value);
}

/** Minor units of a currency code; an unknown code (older data) counts as two decimals. */
export function minorUnitsOf(currency: string): number {
  return isCurrency(currency) ? MINOR_UNITS[currency] : 2;
}

export function priceDecimalsOf(currency: string): number {
  return isCurrency(currency) ? PRICE_DECIMALS[currency] : minorUnitsOf(currency);
}

/** Money travels as decimal numbers in the API (as the spec does) and is stored in minor units. */
export function toMinor(amount: number, currency: string): number {
  return Math.round(amount * 10 ** minorUnitsOf(currency));
}

export function fromMinor(minor: number, currency: string): number {
  return minor / 10 ** minorUnitsOf(currency);
}

/** Whether an amount has no more decimals than a price in this currency may have. */
export function fitsPriceDecimals(amount: number, currency: string): boolean {
  const scaled = amount * 10 ** priceDecimalsOf(currency);
  return Math.abs(scaled - Math.round(scaled)) < 1e-6;
}

/** The refusal for a price with too many decimals, shown by the form and the API alike. */
export function priceDecimalsMessage(currency: string): string {
  if (currency === 'KES') return 'KES prices must be whole shillings: M-Pesa takes no cents';
  const decimals = priceDecimalsOf(currency);
  if (decimals === 0) return `${currency} prices must be whole numbers`;
  return `Price can have at most ${decimals === 2 ? 'two' : decimals} decimals`;
}

export interface PricedRow {
  qty: number;
  price_per_ticket: number;
}

/** Spec 9: the total is the sum of quantity times price_per_ticket, computed in minor units. */
export function totalOf(rows: readonly PricedRow[], currency: string): number {
  const minor = rows.reduce((sum, row) => sum + row.qty * toMinor(row.price_per_ticket, currency), 0);
  return fromMinor(minor, currency);
}

function moneyFormat(currency: string, language: Language, display: 'symbol' | 'code'): Intl.NumberFormat {
  const digits = priceDecimalsOf(currency);
  return new Intl.NumberFormat(LOCALES[language], {
    style: 'currency',
    currency,
    currencyDisplay: display,
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * In English (unchanged since before issue 19) '$1,234.50', 'KES 1,500', 'UGX 20,000': the
 * currency's own symbol and price decimals. Kiswahili and French (ADR-029) write the currency's
 * code, and Kenya's shilling as 'KSh', by their locale's conventions: 'KSh 1,500', 'USD 15.00';
 * '1 500 KSh', '15,00 USD'.
 */
export function formatMoney(amount: number, currency: string, language: Language = 'en'): string {
  if (language === 'en') return moneyFormat(currency, language, 'symbol').format(amount);
  return formatMoneyWithCode(amount, currency, language).replace('KES', 'KSh');
}

/** 'USD 60.27', 'KES 1,500' (French '60,27 USD'): the code and the amount, as 'Total to pay:' reads. */
export function formatMoneyWithCode(amount: number, currency: string, language: Language = 'en'): string {
  return moneyFormat(currency, language, 'code')
    .format(amount)
    .replace(/\u00a0/g, ' ');
}

import { minorUnitsOf, priceDecimalsOf } from './money';

/**
 * Issue 15: how an order is priced, defined once for the server (which charges it) and the screens
 * (which show it), in integer minor units so both agree to the last cent. Rates travel as percents
 * (16 is 16%) with at most two decimals and are held here in basis points (1600).
 */

export const DISCOUNT_TYPES = ['percentage', 'fixed', 'none'] as const;
export type DiscountType = (typeof DISCOUNT_TYPES)[number];
export const TAX_MODES = ['added', 'included'] as const;
export type TaxMode = (typeof TAX_MODES)[number];
export const FEE_PAYERS = ['buyer', 'organizer'] as const;
export type FeePayer = (typeof FEE_PAYERS)[number];

export interface PricingLine {
  ticket_type_id: number;
  quantity: number;
  unit_minor: number;
}

export interface PricingCode {
  discount_type: DiscountType;
  /** Basis points for a percentage (1500 is 15%), minor units per ticket for a fixed amount. */
  discount_value: number;
  /** The types it applies to; empty for all. */
  ticket_type_ids: readonly number[];
}

export interface PricingRules {
  currency: string;
  tax: { name: string; rate_bp: number; mode: TaxMode } | null;
  fee: { fixed_minor: number; percent_bp: number; payer: FeePayer };
}

export interface PricedLine {
  ticket_type_id: number;
  base_minor: number;
  discount_minor: number;
  fee_minor: number;
  tax_minor: number;
  total_minor: number;
}

export interface PricedOrder {
  lines: PricedLine[];
  /** Sum of the lines' base prices (quantity × unit price). */
  subtotal_minor: number;
  discount_minor: number;
  /** The booking fee the buyer pays: 0 when the organizer absorbs it. */
  fee_minor: number;
  /** The fee the organizer absorbs (not charged to the buyer). */
  absorbed_fee_minor: number;
  /** The tax: added to the total, or only shown when it is included in the prices. */
  tax_minor: number;
  /** What the buyer pays, and what the provider is asked for. */
  total_minor: number;
}

/** A percent with at most two decimals, as basis points: 16 → 1600, 7.25 → 725. */
export function percentToBasisPoints(percent: number): number {
  return Math.round(percent * 100);
}

export function basisPointsToPercent(basisPoints: number): number {
  return basisPoints / 100;
}

/**
 * numerator / denominator rounded half away from zero to a whole multiple of `step`, exactly, in
 * integers (no floating-point drift: 1499.85 minor rounds to 1500, never 1499).
 */
function divideRounded(numerator: number, denominator: number, step: number): number {
  const sign = Math.sign(numerator) * Math.sign(denominator);
  const n = Math.abs(numerator);
  const d = Math.abs(denominator) * step;
  return sign * Math.floor((2 * n + d) / (2 * d)) * step;
}

/**
 * The smallest amount prices of this currency move by, in minor units: 1 cent for USD, but 1 whole
 * shilling (100 minor) for KES, since M-Pesa takes no cents (spec decision #13).
 */
export function priceStepOf(currency: string): number {
  return 10 ** (minorUnitsOf(currency) - priceDecimalsOf(currency));
}

/**
 * Prices an order, line by line, in the order: the base; minus the discount; plus the fee
 * (fixed × quantity, plus the percent of the discounted tickets); plus the tax on the discounted
 * tickets and the fee when it is added (when included it is only shown). Each amount is rounded to
 * the currency's price step, half away from zero; a discount never takes a line below zero.
 */
export function priceOrder(
  lines: readonly PricingLine[],
  code: PricingCode | null,
  rules: PricingRules,
): PricedOrder {
  const step = priceStepOf(rules.currency);
  const priced = lines.map((line): PricedLine & { absorbed: number } => {
    const base = line.quantity * line.unit_minor;
    const applies =
      code !== null &&
      (code.ticket_type_ids.length === 0 || code.ticket_type_ids.includes(line.ticket_type_id));
    let discount = 0;
    if (applies && code.discount_type === 'percentage')
      discount = divideRounded(base * code.discount_value, 10_000, step);
    if (applies && code.discount_type === 'fixed') discount = line.quantity * code.discount_value;
    discount = Math.min(discount, base);
    const net = base - discount;
    const fee =
      net === 0
        ? 0
        : line.quantity * rules.fee.fixed_minor + divideRounded(net * rules.fee.percent_bp, 10_000, step);
    const buyerFee = rules.fee.payer === 'buyer' ? fee : 0;
    const gross = net + buyerFee;
    let tax = 0;
    if (rules.tax && rules.tax.mode === 'added') tax = divideRounded(gross * rules.tax.rate_bp, 10_000, step);
    if (rules.tax && rules.tax.mode === 'included')
      tax = divideRounded(gross * rules.tax.rate_bp, 10_000 + rules.tax.rate_bp, step);
    const total = gross + (rules.tax?.mode === 'added' ? tax : 0);
    return {
      ticket_type_id: line.ticket_type_id,
      base_minor: base,
      discount_minor: discount,
      fee_minor: buyerFee,
      tax_minor: tax,
      total_minor: total,
      absorbed: fee - buyerFee,
    };
  });
  const sum = (pick: (line: (typeof priced)[number]) => number) =>
    priced.reduce((total, line) => total + pick(line), 0);
  return {
    lines: priced.map(({ absorbed: _absorbed, ...line }) => line),
    subtotal_minor: sum((line) => line.base_minor),
    discount_minor: sum((line) => line.discount_minor),
    fee_minor: sum((line) => line.fee_minor),
    absorbed_fee_minor: sum((line) => line.absorbed),
    tax_minor: sum((line) => line.tax_minor),
    total_minor: sum((line) => line.total_minor),
  };
}

import { fromMinor, toMinor } from '@tiketi/contract/money';
import {
  type PricingCode,
  type PricingRules,
  percentToBasisPoints,
  priceOrder,
} from '@tiketi/contract/pricing';
import type { AppliedCode, PriceBreakdown } from '@tiketi/contract/promo-codes';
import type { PublicSalesSettings } from '@tiketi/contract/sales-settings';

/**
 * Issue 15: the price of an order as the buyer's screens show it before booking, by the contract's
 * one rule (priceOrder), so the total shown is the total the server will ask for. Once the server
 * has answered, its own figures are shown instead (figuresOfBreakdown).
 */

/** The price lines of an order: the server's breakdown fields and the total. Decimals in its currency. */
export interface OrderFigures extends PriceBreakdown {
  total: number;
}

/** The row of an order: a ticket type, how many, at what unit price (the booking draft's rows). */
export interface PriceRow {
  id: number;
  qty: number;
  price: number;
}

/** The event's fees and taxes as priceOrder takes them; an event without them has no tax and no fee. */
export function pricingRulesOf(
  currency: string,
  sales: PublicSalesSettings | null | undefined,
): PricingRules {
  return {
    currency,
    // As the server prices: a tax with a rate of 0 is no tax at all.
    tax:
      sales && sales.tax_rate > 0
        ? { name: sales.tax_name, rate_bp: percentToBasisPoints(sales.tax_rate), mode: sales.tax_mode }
        : null,
    fee: {
      fixed_minor: sales ? toMinor(sales.fee_fixed, currency) : 0,
      percent_bp: sales ? percentToBasisPoints(sales.fee_percent) : 0,
      payer: sales?.fee_payer ?? 'buyer',
    },
  };
}

/** An applied code as priceOrder takes it: a percent in basis points, an amount in minor units. */
export function pricingCodeOf(code: AppliedCode | null | undefined, currency: string): PricingCode | null {
  if (!code || code.discount_type === 'none') return null;
  return {
    discount_type: code.discount_type,
    discount_value:
      code.discount_type === 'percentage'
        ? percentToBasisPoints(code.discount_value)
        : toMinor(code.discount_value, currency),
    ticket_type_ids: code.ticket_type_ids,
  };
}

/** Prices the rows with the event's fees and taxes and the applied code, as the server will. */
export function priceRows(
  rows: readonly PriceRow[],
  currency: string,
  sales: PublicSalesSettings | null | undefined,
  code: AppliedCode | null | undefined,
): OrderFigures {
  const rules = pricingRulesOf(currency, sales);
  const priced = priceOrder(
    rows
      .filter((row) => row.qty > 0)
      .map((row) => ({
        ticket_type_id: row.id,
        quantity: row.qty,
        unit_minor: toMinor(row.price, currency),
      })),
    pricingCodeOf(code, currency),
    rules,
  );
  const amount = (minor: number) => fromMinor(minor, currency);
  return {
    subtotal: amount(priced.subtotal_minor),
    discount: amount(priced.discount_minor),
    promo_code: priced.discount_minor > 0 && code ? code.code : null,
    fee: amount(priced.fee_minor),
    tax: amount(priced.tax_minor),
    tax_name: rules.tax?.name ?? null,
    tax_rate: sales && rules.tax ? sales.tax_rate : null,
    tax_mode: rules.tax?.mode ?? null,
    total: amount(priced.total_minor),
  };
}

/**
 * One ticket's price with the code, when the code lowers it: what the details page shows beside the
 * struck-through price. Null when the code does not apply to this type or takes nothing off.
 */
export function discountedUnitPrice(
  ticket: { id: number; price_per_ticket: number },
  code: AppliedCode | null | undefined,
  currency: string,
): number | null {
  const pricing = pricingCodeOf(code, currency);
  if (!pricing) return null;
  const priced = priceOrder(
    [{ ticket_type_id: ticket.id, quantity: 1, unit_minor: toMinor(ticket.price_per_ticket, currency) }],
    pricing,
    pricingRulesOf(currency, null),
  );
  return priced.discount_minor > 0 ? fromMinor(priced.total_minor, currency) : null;
}

/** The server's figures (a booking's 201, a retrieved booking, an e-ticket), or null when it sent none. */
export function figuresOfBreakdown(breakdown: Partial<PriceBreakdown>, total: number): OrderFigures | null {
  if (breakdown.subtotal === undefined) return null;
  return {
    subtotal: breakdown.subtotal,
    discount: breakdown.discount ?? 0,
    promo_code: breakdown.promo_code ?? null,
    fee: breakdown.fee ?? 0,
    tax: breakdown.tax ?? 0,
    tax_name: breakdown.tax_name ?? null,
    tax_rate: breakdown.tax_rate ?? null,
    tax_mode: breakdown.tax_mode ?? null,
    total,
  };
}

/** Whether a tax line is shown: the order names a tax with a rate. */
export function hasTaxLine(figures: OrderFigures): boolean {
  return figures.tax_name !== null && figures.tax_rate !== null && figures.tax_rate > 0;
}

/** Whether anything stands between the seats' sum and the total: then the seats' sum reads 'Subtotal'. */
export function hasPriceAdjustments(figures: OrderFigures | null): figures is OrderFigures {
  return figures !== null && (figures.discount > 0 || figures.fee > 0 || hasTaxLine(figures));
}

import { formatMoney, fromMinor } from './money';
import { basisPointsToPercent } from './pricing';
import type { PriceBreakdown } from './promo-codes';

/**
 * Issue 15: an order's price lines beyond its seats, from what was stored when it was priced, and
 * how every surface (the API, the PDF e-ticket, the mail, the screens) lays them out. Kept here,
 * beside the pricing rule, so the API's modules that draw tickets and mails (which the bookings
 * module itself uses) read a stored booking the same way without depending on each other.
 */

export interface StoredPrice {
  currency: string;
  promoCode: string | null;
  subtotalMinor: number;
  discountMinor: number;
  feeMinor: number;
  taxMinor: number;
}

export interface StoredTax {
  name: string;
  rateBp: number;
  mode: 'added' | 'included';
}

/** The breakdown from stored amounts (minor units) and the tax they were priced with, if any. */
export function breakdownOf(price: StoredPrice, tax: StoredTax | null): PriceBreakdown {
  const amount = (minor: number) => fromMinor(minor, price.currency);
  return {
    subtotal: amount(price.subtotalMinor),
    discount: amount(price.discountMinor),
    promo_code: price.promoCode,
    fee: amount(price.feeMinor),
    tax: amount(price.taxMinor),
    tax_name: tax?.name ?? null,
    tax_rate: tax ? basisPointsToPercent(tax.rateBp) : null,
    tax_mode: tax?.mode ?? null,
  };
}

/**
 * The breakdown of a stored booking row: priced once at booking, never recomputed. A booking made
 * before issue 15 has its subtotal equal to its total and nothing else.
 */
export function bookingBreakdown(
  booking: StoredPrice & {
    taxName: string | null;
    taxRateBp: number | null;
    taxMode: 'added' | 'included' | null;
  },
): PriceBreakdown {
  const tax =
    booking.taxName !== null && booking.taxRateBp !== null && booking.taxMode !== null
      ? { name: booking.taxName, rateBp: booking.taxRateBp, mode: booking.taxMode }
      : null;
  return breakdownOf(booking, tax);
}

/** One line between the seat lines and the total. */
export interface PriceLine {
  label: string;
  /** Positive, in the order's currency. */
  amount: number;
  /** Taken off the price (a discount): shown with a minus sign. */
  isDeduction: boolean;
}

/**
 * The lines printed under the seat lines, in pricing order, only those that apply: the discount
 * with its code, the booking fee the buyer paid, and the tax with its name and rate, marked when
 * it is included in the prices. The total follows them on every surface.
 */
export function priceLinesOf(breakdown: PriceBreakdown): PriceLine[] {
  const lines: PriceLine[] = [];
  if (breakdown.discount > 0) {
    const label = breakdown.promo_code ? `Discount (${breakdown.promo_code})` : 'Discount';
    lines.push({ label, amount: breakdown.discount, isDeduction: true });
  }
  if (breakdown.fee > 0) lines.push({ label: 'Booking fee', amount: breakdown.fee, isDeduction: false });
  if (breakdown.tax_name !== null && breakdown.tax_rate !== null) {
    const rate = `${breakdown.tax_name} ${breakdown.tax_rate}%`;
    const label = breakdown.tax_mode === 'included' ? `${rate} (included)` : rate;
    lines.push({ label, amount: breakdown.tax, isDeduction: false });
  }
  return lines;
}

/** A line's amount as printed: '−$15.00' for a discount, '$13.60' otherwise. */
export function priceLineAmount(line: PriceLine, currency: string): string {
  const amount = formatMoney(line.amount, currency);
  return line.isDeduction ? `\u2212${amount}` : amount;
}

import { fromMinor } from '@tiketi/contract/money';
import { basisPointsToPercent } from '@tiketi/contract/pricing';
import type { PriceBreakdown } from '@tiketi/contract/promo-codes';

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

/**
 * An order's price lines beyond its seats (issue 15), as every screen, the PDF and the mail show
 * them: from the booking's own columns, priced once at booking, never recomputed.
 */
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

/** The breakdown of a stored booking row. */
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

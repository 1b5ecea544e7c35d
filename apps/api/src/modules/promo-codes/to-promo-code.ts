import { fitsPriceDecimals, fromMinor, priceDecimalsMessage, toMinor } from '@tiketi/contract/money';
import { basisPointsToPercent, percentToBasisPoints } from '@tiketi/contract/pricing';
import type { PromoCode, PromoCodeInput } from '@tiketi/contract/promo-codes';
import { badRequest } from '../../lib/app-error';
import type { PromoCodeRow } from './queries';

type StoredDiscount = Pick<PromoCodeRow, 'discountType' | 'discountValue'>;

/** A stored discount as the API reads it: a percent, a decimal amount per ticket, or 0. */
export function discountValueOf(row: StoredDiscount, currency: string): number {
  if (row.discountType === 'percentage') return basisPointsToPercent(row.discountValue);
  if (row.discountType === 'fixed') return fromMinor(row.discountValue, currency);
  return 0;
}

export function toPromoCode(row: PromoCodeRow, currency: string): PromoCode {
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    discount_value: discountValueOf(row, currency),
    ticket_type_ids: row.ticketTypeIds,
    max_uses: row.maxUses,
    valid_from: row.validFrom?.toISOString() ?? null,
    valid_to: row.validTo?.toISOString() ?? null,
    unlocks_hidden: row.unlocksHidden,
    active: row.active,
    uses: row.uses,
    revenue: fromMinor(Number(row.revenueMinor), currency),
    currency,
  };
}

/**
 * The columns a checked code fills: upper-case code (the contract already raised it), a percentage
 * in basis points, a fixed amount in the event currency's minor units (refused when it has more
 * decimals than that currency's prices may have: a KES discount is whole shillings).
 */
export function codeColumnsOf(input: PromoCodeInput, currency: string) {
  if (input.discount_type === 'fixed' && !fitsPriceDecimals(input.discount_value, currency)) {
    throw badRequest(`Discount: ${priceDecimalsMessage(currency)}`);
  }
  const discountValue =
    input.discount_type === 'percentage'
      ? percentToBasisPoints(input.discount_value)
      : input.discount_type === 'fixed'
        ? toMinor(input.discount_value, currency)
        : 0;
  return {
    code: input.code,
    discountType: input.discount_type,
    discountValue,
    ticketTypeIds: [...new Set(input.ticket_type_ids)].sort((a, b) => a - b),
    maxUses: input.max_uses,
    validFrom: input.valid_from ? new Date(input.valid_from) : null,
    validTo: input.valid_to ? new Date(input.valid_to) : null,
    unlocksHidden: input.unlocks_hidden,
    active: input.active,
  };
}

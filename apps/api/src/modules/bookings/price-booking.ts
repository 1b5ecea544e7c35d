import { type PricedOrder, type PricingCode, priceOrder } from '@tiketi/contract/pricing';
import {
  CODE_REFUSALS,
  type CodeRefusalKey,
  codeAppliesTo,
  codeRefusalOf,
} from '@tiketi/contract/promo-codes';
import { and, eq, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { promoCodes } from '../../db/schema/index';
import { AppError, badRequest } from '../../lib/app-error';
import type { PublicCache } from '../../lib/public-cache';
import type { BookSeatsInput, CodeRefusal } from './book-seats';
import type { BookingTarget } from './queries';

export type BookingCode = PricingCode & {
  id: number;
  code: string;
  unlocksHidden: boolean;
};

interface PricedRow {
  ticketTypeId: number;
  quantity: number;
  type: { name: string; priceMinor: number; hidden: boolean };
}

/** The refusal of a code as the buyer reads it: used up is a conflict (409), the rest bad input (400). */
export function codeError(key: CodeRefusalKey): AppError {
  return key === 'usedUp' ? new AppError('CONFLICT', CODE_REFUSALS.usedUp) : badRequest(CODE_REFUSALS[key]);
}

const REFUSED_AT_HOLD: Record<CodeRefusal, AppError> = {
  used_up: codeError('usedUp'),
  inactive: codeError('inactive'),
  not_started: codeError('notStarted'),
  expired: codeError('expired'),
  changed: new AppError('CONFLICT', 'This code has just changed. Please apply it again.'),
};

/** book_seats' refusal of the code at the hold (it judges again, by the database's clock). */
export function codeRefusedAtHold(reason: CodeRefusal): AppError {
  return REFUSED_AT_HOLD[reason];
}

/** The public micro-cache's key of an event's code as typed (codes are matched in capitals). */
export const bookingCodeKey = (eventId: number, typed: string) =>
  `booking-code:${eventId}:${typed.toUpperCase()}`;

/**
 * The event's code as typed, in any case, judged now: unknown, inactive or outside its window
 * refuse the booking before any seat is held. The row is read through the public micro-cache,
 * as the event and its types are, so a rush with a code costs no extra statement: a stale read can
 * only let a booking reach book_seats, which takes the use and judges the code again.
 */
export async function findBookingCode(
  deps: { db: DbOrTx; publicCache: PublicCache },
  eventId: number,
  typed: string,
): Promise<BookingCode> {
  const row = await deps.publicCache.getOrLoad(bookingCodeKey(eventId, typed), async () => {
    const [found] = await deps.db
      .select()
      .from(promoCodes)
      .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, sql`upper(${typed})`)));
    return found ?? null;
  });
  if (!row) throw codeError('unknown');
  // Whether a use is left is judged by book_seats alone, as it takes one: the cached count may be
  // a moment old, and a use given back a moment ago must be usable at once.
  const refusal = codeRefusalOf(
    { active: row.active, valid_from: row.validFrom, valid_to: row.validTo, max_uses: null, uses: 0 },
    new Date(),
  );
  if (refusal) throw codeError(refusal);
  return {
    id: row.id,
    code: row.code,
    discount_type: row.discountType,
    discount_value: row.discountValue,
    ticket_type_ids: row.ticketTypeIds,
    unlocksHidden: row.unlocksHidden,
  };
}

/**
 * Prices the order from the server's own data (issue 15): the types' prices, the code and the
 * event's fees and taxes, by the contract's one rule. A hidden type needs a code that unlocks it; a
 * code must apply to at least one of the order's types.
 */
export function priceBooking(
  rows: readonly PricedRow[],
  code: BookingCode | null,
  event: BookingTarget['event'],
): PricedOrder {
  for (const row of rows) {
    if (row.type.hidden && !(code?.unlocksHidden && codeAppliesTo(code, row.ticketTypeId))) {
      throw badRequest(`${row.type.name} is available only with an access code`);
    }
  }
  if (code && !rows.some((row) => codeAppliesTo(code, row.ticketTypeId))) throw codeError('notForTickets');
  return priceOrder(
    rows.map((row) => ({
      ticket_type_id: row.ticketTypeId,
      quantity: row.quantity,
      unit_minor: row.type.priceMinor,
    })),
    code,
    {
      currency: event.currency,
      tax:
        event.taxRateBp > 0 ? { name: event.taxName, rate_bp: event.taxRateBp, mode: event.taxMode } : null,
      fee: { fixed_minor: event.feeFixedMinor, percent_bp: event.feePercentBp, payer: event.feePayer },
    },
  );
}

/** What book_seats takes of the pricing: the code whose use it takes, and how the total was made. */
export function holdTermsOf(
  priced: PricedOrder,
  code: BookingCode | null,
  event: BookingTarget['event'],
): Pick<BookSeatsInput, 'promo' | 'price'> {
  return {
    promo: code
      ? {
          id: code.id,
          discountType: code.discount_type,
          discountValue: code.discount_value,
          unlocksHidden: code.unlocksHidden,
        }
      : null,
    price: {
      promoCode: code?.code ?? null,
      subtotalMinor: priced.subtotal_minor,
      discountMinor: priced.discount_minor,
      feeMinor: priced.fee_minor,
      absorbedFeeMinor: priced.absorbed_fee_minor,
      taxMinor: priced.tax_minor,
      tax: event.taxRateBp > 0 ? { name: event.taxName, rateBp: event.taxRateBp, mode: event.taxMode } : null,
    },
  };
}

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
import type { CodeRefusal } from './book-seats';
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

/**
 * The event's code as typed, in any case, judged now: unknown, inactive, outside its window or used
 * up refuse the booking before any seat is held. book_seats takes its use and judges it again.
 */
export async function findBookingCode(db: DbOrTx, eventId: number, typed: string): Promise<BookingCode> {
  const [row] = await db
    .select()
    .from(promoCodes)
    .where(and(eq(promoCodes.eventId, eventId), eq(promoCodes.code, sql`upper(${typed})`)));
  if (!row) throw codeError('unknown');
  const refusal = codeRefusalOf(
    {
      active: row.active,
      valid_from: row.validFrom,
      valid_to: row.validTo,
      max_uses: row.maxUses,
      uses: row.uses,
    },
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

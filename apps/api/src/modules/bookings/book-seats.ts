import type { PaymentMethod } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { databaseErrorOf } from '../../lib/database-error';
import type { StoredCheckout } from './booking-checkout';
import type { Buyer } from './resolve-buyer';

export interface BookSeatsInput {
  eventId: number;
  /** Priced by the server from its own ticket types. */
  items: {
    ticketTypeId: number;
    quantity: number;
    unitPriceMinor: number;
    name: string;
    noOfPersons: number;
    /** Issue 15: the code's discount on this line. */
    discountMinor: number;
  }[];
  /** Issue 15: the code the order was priced with, taken (one use) in the same statement as the seats. */
  promo: { id: number; discountType: string; discountValue: number; unlocksHidden: boolean } | null;
  /** Issue 15: how totalMinor was made (pricing.ts of the contract). */
  price: {
    promoCode: string | null;
    subtotalMinor: number;
    discountMinor: number;
    feeMinor: number;
    absorbedFeeMinor: number;
    taxMinor: number;
    tax: { name: string; rateBp: number; mode: 'added' | 'included' } | null;
  };
  buyer: Buyer;
  reference: string;
  paymentMethod: PaymentMethod | 'free';
  currency: string;
  totalMinor: number;
  holdExpiresAt: Date;
  /** The payment intent, when its provider names intents before they exist (the simulator). */
  intent: { provider: string; id: string } | null;
  /** The client's address (rateLimitAddress), counted by the per-address hold cap. */
  clientAddress: string | null;
  /** Hold caps per event (ADR-014): seats held unpaid per email and phone, per address; 0 is none. */
  caps: { heldPerBuyer: number; heldPerAddress: number };
  /** Issue 16: the checked answers and holders, stored in the booking's own statement; null for none. */
  checkout?: StoredCheckout | null;
}

export type BookSeatsResult =
  | { bookingId: number }
  | { shortOfTicketTypeId: number }
  /** The event is no longer published, or has ended. */
  | { eventNotOnSale: true }
  /** A hold cap would be passed: the buyer's own (email or phone), or their address's. */
  | { overCap: 'buyer' | 'address' }
  /** A type's sale rule (issue 15), judged by the database at the hold: its window or its per-order limits. */
  | { ruleBroken: SaleRuleRefusal }
  /** The event's shared capacity (issue 15) has fewer seats left than asked: how many. */
  | { capacityLeft: number }
  /** The promo code, judged at the hold (issue 15). */
  | { codeRefused: CodeRefusal }
  /** Issue 16: an answered question was deleted after the answers were checked. */
  | { questionsChanged: true };

export type CodeRefusal = 'used_up' | 'inactive' | 'not_started' | 'expired' | 'changed';

export interface SaleRuleRefusal {
  ticketTypeId: number;
  rule: 'not_started' | 'ended' | 'below_min' | 'above_max' | 'hidden';
  /** The type's sale start, for 'not_started'. */
  saleStart: Date | null;
  /** The minimum or maximum per order that the quantity missed. */
  limit: number | null;
}

/** The SQLSTATEs `book_seats` raises (migrations 0005, 0007, 0009, 0012 and 0014). */
const SHORT_OF_SEATS = 'TK409';
const EVENT_NOT_ON_SALE = 'TK410';
const OVER_HOLD_CAP = 'TK429';
const SALE_RULE_BROKEN = 'TK400';
const OVER_CAPACITY = 'TK411';
const CODE_REFUSED = 'TK412';
const CODE_REFUSALS: readonly CodeRefusal[] = ['used_up', 'inactive', 'not_started', 'expired', 'changed'];

/**
 * Holds the seats and writes the booking (and a guest buyer with their session) in one statement,
 * the database function `book_seats`: it commits on its own, so the contended ticket-type rows are
 * locked only inside the database and never across a round trip to this process. Either everything
 * is written, or nothing and the ticket type that fell short is named.
 */
export async function bookSeats(db: DbOrTx, input: BookSeatsInput): Promise<BookSeatsResult> {
  const booking = sql`book_seats(${JSON.stringify(bookSeatsArgument(input))}::jsonb)`;
  try {
    // With answers or holders, store_checkout (migration 0016) writes them in the same statement.
    const [row] = await queryRows<{ id: number }>(
      db,
      input.checkout
        ? sql`select store_checkout(${booking}, ${JSON.stringify(input.checkout)}::jsonb) as id`
        : sql`select ${booking} as id`,
    );
    if (!row) throw new Error('book_seats returned no row');
    return { bookingId: row.id };
  } catch (error) {
    const refusal = databaseErrorOf(error);
    const result = refusal ? refusalOf(refusal) : null;
    if (result) return result;
    throw error;
  }
}

/** PostgreSQL's fields of the error that refused a booking, thrown or reported by a batch. */
export interface BookingFailure {
  code: string;
  detail?: string | null;
  constraint?: string | null;
}

/** The refusal book_seats (or store_checkout) meant by an error; null for an unexpected error. */
export function refusalOf(failure: BookingFailure): Exclude<BookSeatsResult, { bookingId: number }> | null {
  const { code, detail } = failure;
  if (code === SHORT_OF_SEATS) return { shortOfTicketTypeId: Number(detail) };
  if (code === EVENT_NOT_ON_SALE) return { eventNotOnSale: true };
  if (code === OVER_HOLD_CAP) return { overCap: detail === 'address' ? 'address' : 'buyer' };
  if (code === SALE_RULE_BROKEN && detail) return { ruleBroken: saleRuleOf(detail) };
  if (code === OVER_CAPACITY) return { capacityLeft: Number(detail ?? 0) };
  if (code === CODE_REFUSED) {
    const reason = CODE_REFUSALS.find((candidate) => candidate === detail);
    return { codeRefused: reason ?? 'changed' };
  }
  if (failure.constraint === 'question_answers_question_id_event_questions_id_fk')
    return { questionsChanged: true };
  return null;
}

/** hold_seats' TK400 detail (migration 0012), a jsonb object. */
function saleRuleOf(detail: string): SaleRuleRefusal {
  const parsed = JSON.parse(detail) as {
    ticket_type_id: number;
    rule: SaleRuleRefusal['rule'];
    sale_start: string | null;
    limit: number | null;
  };
  return {
    ticketTypeId: parsed.ticket_type_id,
    rule: parsed.rule,
    saleStart: parsed.sale_start ? new Date(parsed.sale_start) : null,
    limit: parsed.limit,
  };
}

/** The one jsonb argument of `book_seats`, as migration 0009 describes it. */
export function bookSeatsArgument(input: BookSeatsInput) {
  const { buyer } = input;
  return {
    event_id: input.eventId,
    items: input.items.map((item) => ({
      ticket_type_id: item.ticketTypeId,
      quantity: item.quantity,
      unit_price_minor: item.unitPriceMinor,
      name: item.name,
      no_of_persons: item.noOfPersons,
      discount_minor: item.discountMinor,
    })),
    user_id: buyer.userId,
    guest: buyer.guest
      ? {
          first_name: buyer.guest.firstName,
          last_name: buyer.guest.lastName,
          token_hash: buyer.guest.tokenHash,
          session_expires_at: buyer.guest.sessionExpiresAt.toISOString(),
        }
      : null,
    reference: input.reference,
    payment_method: input.paymentMethod,
    currency: input.currency,
    total_minor: input.totalMinor,
    buyer: { name: buyer.name, email: buyer.email, msisdn: buyer.msisdn },
    hold_expires_at: input.holdExpiresAt.toISOString(),
    payment: input.intent ? { provider: input.intent.provider, intent_id: input.intent.id } : null,
    client_address: input.clientAddress,
    caps: { held_per_buyer: input.caps.heldPerBuyer, held_per_address: input.caps.heldPerAddress },
    promo: input.promo
      ? {
          id: input.promo.id,
          discount_type: input.promo.discountType,
          discount_value: input.promo.discountValue,
          unlocks_hidden: input.promo.unlocksHidden,
        }
      : null,
    price: {
      promo_code: input.price.promoCode,
      subtotal_minor: input.price.subtotalMinor,
      discount_minor: input.price.discountMinor,
      fee_minor: input.price.feeMinor,
      absorbed_fee_minor: input.price.absorbedFeeMinor,
      tax_minor: input.price.taxMinor,
      tax_name: input.price.tax?.name ?? null,
      tax_rate_bp: input.price.tax?.rateBp ?? null,
      tax_mode: input.price.tax?.mode ?? null,
    },
  };
}

import { z } from 'zod';
import { ticketType } from './events';
import { DISCOUNT_TYPES, TAX_MODES } from './pricing';

/**
 * Issue 15: promo and access codes of an event. A code is letters and digits, matched without
 * regard to case and stored in capitals. An access code has no discount (`none`) and unlocks hidden
 * ticket types. `discount_value` is a percent (0–100) or an amount per ticket in the event's currency.
 */
export const PROMO_CODE_PATTERN = /^[A-Za-z0-9]{3,32}$/;

/** Why a code does not apply, as the buyer reads it. Used up answers 409, the rest 400. */
export const CODE_REFUSALS = {
  unknown: 'This code is not valid for this event',
  inactive: 'This code is no longer active',
  notStarted: 'This code cannot be used yet',
  expired: 'This code has expired',
  usedUp: 'This code has been used up',
  notForTickets: 'This code does not apply to the tickets you chose',
} as const;

/** An instant with its offset, or null (no limit on that side). */
const moment = (label: string) =>
  z
    .string()
    .trim()
    .refine((value) => /(Z|[+-]\d{2}:?\d{2})$/i.test(value) && !Number.isNaN(Date.parse(value)), {
      error: `${label} must be a date and time with its offset`,
    })
    .nullable()
    .default(null);

const twoDecimals = (value: number) => Math.abs(value * 100 - Math.round(value * 100)) < 1e-6;

/** `POST v1/event/{id}/promo-codes` and `PUT …/{codeId}`. A fixed amount's decimals are checked against the event's currency by the server. */
export const promoCodeInput = z
  .object({
    code: z
      .string({ error: 'Enter a code' })
      .trim()
      .regex(PROMO_CODE_PATTERN, { error: 'A code is 3 to 32 letters and digits, without spaces' })
      .transform((code) => code.toUpperCase()),
    discount_type: z.enum(DISCOUNT_TYPES, { error: 'Discount type must be percentage, fixed or none' }),
    discount_value: z
      .number({ error: 'Discount must be a number' })
      .min(0, { error: 'Discount cannot be negative' })
      .max(1_000_000, { error: 'Discount must be at most 1,000,000' })
      .refine(twoDecimals, { error: 'Discount can have at most two decimals' })
      .default(0),
    ticket_type_ids: z
      .array(z.number().int().positive().max(2_147_483_647), {
        error: 'ticket_type_ids must be a list of ids',
      })
      .max(50)
      .default([]),
    max_uses: z
      .number({ error: 'Uses must be a number' })
      .int({ error: 'Uses must be a whole number' })
      .min(1, { error: 'Uses must be at least 1' })
      .max(1_000_000, { error: 'Uses must be at most 1,000,000' })
      .nullable()
      .default(null),
    valid_from: moment('Valid from'),
    valid_to: moment('Valid to'),
    unlocks_hidden: z.boolean({ error: 'unlocks_hidden must be true or false' }).default(false),
    active: z.boolean({ error: 'active must be true or false' }).default(true),
  })
  .refine((code) => code.discount_type !== 'percentage' || code.discount_value <= 100, {
    error: 'A percentage discount is at most 100',
    path: ['discount_value'],
  })
  .refine((code) => code.discount_type !== 'none' || code.discount_value === 0, {
    error: 'An access code has no discount',
    path: ['discount_value'],
  })
  .refine((code) => code.discount_type === 'none' || code.discount_value > 0, {
    error: 'Enter a discount above zero, or choose no discount for an access code',
    path: ['discount_value'],
  })
  .refine((code) => code.discount_type !== 'none' || code.unlocks_hidden, {
    error: 'A code with no discount must unlock hidden tickets',
    path: ['unlocks_hidden'],
  })
  .refine(
    (code) => !code.valid_from || !code.valid_to || Date.parse(code.valid_to) > Date.parse(code.valid_from),
    { error: 'Valid to must be after valid from', path: ['valid_to'] },
  );
export type PromoCodeInput = z.infer<typeof promoCodeInput>;

/** One code as its organizer sees it, with how often it was used (held or paid orders) and the paid totals it brought. */
export const promoCode = z.object({
  id: z.number().int(),
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  ticket_type_ids: z.array(z.number().int()),
  max_uses: z.number().int().nullable(),
  valid_from: z.string().nullable(),
  valid_to: z.string().nullable(),
  unlocks_hidden: z.boolean(),
  active: z.boolean(),
  uses: z.number().int(),
  revenue: z.number(),
  currency: z.string(),
});
export type PromoCode = z.infer<typeof promoCode>;

/** `GET v1/event/{id}/code?code=`: a code a buyer may apply, and the hidden types it unlocks. */
export const codeLookupQuery = z.object({
  code: z.string({ error: 'Enter a code' }).trim().min(1, { error: 'Enter a code' }).max(64),
});

export const appliedCode = z.object({
  code: z.string(),
  discount_type: z.enum(DISCOUNT_TYPES),
  discount_value: z.number(),
  /** Empty for all types. */
  ticket_type_ids: z.array(z.number().int()),
  unlocks_hidden: z.boolean(),
  /** The hidden types this code unlocks, as the details page lists types. */
  unlocked_tickets: z.array(ticketType),
});
export type AppliedCode = z.infer<typeof appliedCode>;

/**
 * An order's price lines beyond its seats (issue 15), as the payment screen, the success page, the
 * e-ticket, the PDF, the mail and the order detail show them. Amounts in the order's currency.
 */
export const priceBreakdown = z.object({
  /** The seat lines at their base price. */
  subtotal: z.number(),
  discount: z.number(),
  promo_code: z.string().nullable(),
  /** The booking fee the buyer paid (0 when none, or absorbed by the organizer). */
  fee: z.number(),
  tax: z.number(),
  tax_name: z.string().nullable(),
  /** A percent: 16 is 16%. */
  tax_rate: z.number().nullable(),
  tax_mode: z.enum(TAX_MODES).nullable(),
});
export type PriceBreakdown = z.infer<typeof priceBreakdown>;

export type CodeRefusalKey = keyof typeof CODE_REFUSALS;

/**
 * Whether a code can be used now, and if not why, judged the same way by the code lookup and the
 * booking call (book_seats judges again by the database's clock as it takes a use).
 */
export function codeRefusalOf(
  code: {
    active: boolean;
    valid_from: Date | null;
    valid_to: Date | null;
    max_uses: number | null;
    uses: number;
  },
  now: Date,
): CodeRefusalKey | null {
  if (!code.active) return 'inactive';
  if (code.valid_from && code.valid_from.getTime() > now.getTime()) return 'notStarted';
  if (code.valid_to && code.valid_to.getTime() <= now.getTime()) return 'expired';
  if (code.max_uses !== null && code.uses >= code.max_uses) return 'usedUp';
  return null;
}

/** Whether a code applies to a ticket type: its list names the type, or is empty (all types). */
export function codeAppliesTo(code: { ticket_type_ids: readonly number[] }, ticketTypeId: number): boolean {
  return code.ticket_type_ids.length === 0 || code.ticket_type_ids.includes(ticketTypeId);
}

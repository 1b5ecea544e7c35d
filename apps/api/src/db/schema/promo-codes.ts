import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { events } from './events';

/**
 * Issue 15: a promo or access code of one event. `discount_value` is basis points for a percentage
 * (1500 is 15%) and minor units per ticket for a fixed amount; 0 for an access code (`none`).
 * `uses` counts the orders holding it, pending or paid: book_seats takes one in the same statement
 * as the seats, and a trigger on bookings gives it back when such an order ends (migration 0014).
 * `uses <= max_uses` is the database's own guarantee that a code is never over-used.
 */
export const promoCodes = pgTable(
  'promo_codes',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    discountType: text('discount_type', { enum: ['percentage', 'fixed', 'none'] }).notNull(),
    discountValue: integer('discount_value').notNull().default(0),
    /** The ticket types it applies to; empty for all. */
    ticketTypeIds: integer('ticket_type_ids').array().notNull().default(sql`'{}'::integer[]`),
    maxUses: integer('max_uses'),
    uses: integer('uses').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validTo: timestamp('valid_to', { withTimezone: true }),
    unlocksHidden: boolean('unlocks_hidden').notNull().default(false),
    active: boolean('active').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('promo_codes_event_code_key').on(t.eventId, t.code),
    check('promo_codes_code_format', sql`${t.code} ~ '^[A-Z0-9]{3,32}$'`),
    check(
      'promo_codes_not_over_used',
      sql`${t.uses} >= 0 and (${t.maxUses} is null or ${t.uses} <= ${t.maxUses})`,
    ),
    check(
      'promo_codes_discount_valid',
      sql`${t.discountValue} >= 0 and (${t.discountType} <> 'percentage' or ${t.discountValue} <= 10000) and (${t.discountType} <> 'none' or ${t.discountValue} = 0)`,
    ),
    check(
      'promo_codes_window_in_order',
      sql`${t.validFrom} is null or ${t.validTo} is null or ${t.validTo} > ${t.validFrom}`,
    ),
  ],
);

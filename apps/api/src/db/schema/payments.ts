import { PAYMENT_STATUSES } from '@tiketi/contract/payments';
import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { wordList } from './status-sql';

/**
 * The offline card provider's own records (the default when Stripe is not configured). They live in
 * the database so that every instance of the server sees the same intents.
 */
export const simulatedPaymentIntents = pgTable(
  'simulated_payment_intents',
  {
    id: text('id').primaryKey(),
    clientSecret: text('client_secret').notNull(),
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amountMinor: integer('amount_minor').notNull(),
    currency: text('currency').notNull(),
    reference: text('reference').notNull(),
    status: text('status').notNull().default('requires_payment_method'),
    lastError: text('last_error'),
    /** When it was last refunded, and how much has gone back in all (partial refunds add up). */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    refundedMinor: integer('refunded_minor').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('simulated_payment_intents_reference_idx').on(t.reference),
    check('simulated_payment_intents_amount_nonnegative', sql`${t.amountMinor} >= 0`),
    check(
      'simulated_payment_intents_refund_within_amount',
      sql`${t.refundedMinor} >= 0 and ${t.refundedMinor} <= ${t.amountMinor}`,
    ),
  ],
);

/**
 * Every payment a booking opened at its provider: one for a card or PayPal order, one per prompt for
 * M-Pesa (a retry sends a new prompt, and a late answer to an earlier one still finds its booking).
 * `outcome` is the attempt's status in PAYMENT_STATUSES words; `reference` the provider's receipt.
 */
export const paymentAttempts = pgTable(
  'payment_attempts',
  {
    provider: text('provider').notNull(),
    paymentId: text('payment_id').notNull(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    outcome: text('outcome').notNull().default('pending'),
    reference: text('reference'),
    /** The phone an M-Pesa prompt went to. */
    msisdn: text('msisdn'),
    /** When the provider was last asked about it (the status query is rate-limited by Daraja). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    primaryKey({ columns: [t.provider, t.paymentId] }),
    index('payment_attempts_booking_idx').on(t.bookingId, t.createdAt),
    check('payment_attempts_outcome_valid', sql`${t.outcome} in ${wordList(PAYMENT_STATUSES)}`),
  ],
);

/** Each callback a provider sent, stored as it came (after its path secret was checked), for audit. */
export const paymentCallbacks = pgTable(
  'payment_callbacks',
  {
    id: serial('id').primaryKey(),
    provider: text('provider').notNull(),
    /** The payment it names (a CheckoutRequestID), or null when the body did not parse. */
    paymentId: text('payment_id'),
    payload: jsonb('payload').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('payment_callbacks_payment_idx').on(t.provider, t.paymentId)],
);

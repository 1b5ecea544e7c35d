import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  check,
  index,
  integer,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { events, ticketTypes } from './events';
import { promoCodes } from './promo-codes';
import { statusList, statusLiteral } from './status-sql';
import { users } from './users';

/** Partial indexes cover only pending bookings: the holds the reconciler and the hold caps read. */
const isPending = (status: AnyPgColumn) => sql`${status} = ${statusLiteral(BOOKING_STATUS.pending)}`;

/**
 * A booking, in one of BOOKING_STATUS: pending (seats held until hold_expires_at), paid, expired,
 * cancelled, refunded. `reference` is the booking id people see; it is random, never sequential.
 */
export const bookings = pgTable(
  'bookings',
  {
    id: serial('id').primaryKey(),
    reference: text('reference').notNull(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    status: smallint('status').notNull().default(BOOKING_STATUS.pending),
    paymentMethod: text('payment_method', { enum: ['mpesa', 'paypal', 'card', 'free'] }).notNull(),
    currency: text('currency').notNull(),
    totalMinor: integer('total_minor').notNull(),
    buyerName: text('buyer_name').notNull(),
    buyerEmail: text('buyer_email').notNull(),
    buyerMsisdn: text('buyer_msisdn').notNull().default(''),
    provider: text('provider'),
    /** The payment now open at the provider: for M-Pesa the latest prompt (payment_attempts keeps every one). */
    providerIntentId: text('provider_intent_id'),
    /**
     * The secret the buyer's browser holds for an M-Pesa or PayPal booking (for a card it is the
     * payment's own client secret, kept by the provider): what retrieve, cancel, retry and capture take.
     */
    clientSecret: text('client_secret'),
    /** The M-Pesa receipt, the PayPal capture id or the card payment's id, once paid. */
    paymentReference: text('payment_reference'),
    /**
     * Money taken that must go back by hand (a late M-Pesa payment whose seats were sold; M-Pesa has
     * no refund call here): when it was found, until an organizer refunds it.
     */
    refundDueAt: timestamp('refund_due_at', { withTimezone: true }),
    /** Money given back so far (by the provider, or paid out by hand and recorded), minor units. */
    refundedMinor: integer('refunded_minor').notNull().default(0),
    /** Money owed back by hand (M-Pesa) and not yet recorded as paid out, minor units. */
    refundDueMinor: integer('refund_due_minor').notNull().default(0),
    /**
     * When an organizer cancelled or fully refunded the order (issue 14): its tickets no longer admit
     * anyone, and a payment that arrives for it afterwards goes back rather than selling seats.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }).notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    /** A pending booking is not asked about at its provider again before this (the reconciler's lease). */
    reconcileAfter: timestamp('reconcile_after', { withTimezone: true }),
    /** The client address (an IPv6 /64) the booking came from, for the per-address hold cap. */
    clientAddress: text('client_address'),
    /**
     * Issue 15: how the total was made, as priced at booking (pricing.ts of the contract): the seats
     * at their base price, the discount of the code (kept by its text too), the fee the buyer paid and
     * the one the organizer absorbed, and the tax with its name, rate (basis points) and mode.
     * Earlier bookings read as their total, with nothing else.
     */
    promoCodeId: integer('promo_code_id').references(() => promoCodes.id),
    promoCode: text('promo_code'),
    subtotalMinor: integer('subtotal_minor').notNull().default(0),
    discountMinor: integer('discount_minor').notNull().default(0),
    feeMinor: integer('fee_minor').notNull().default(0),
    absorbedFeeMinor: integer('absorbed_fee_minor').notNull().default(0),
    taxMinor: integer('tax_minor').notNull().default(0),
    taxName: text('tax_name'),
    taxRateBp: integer('tax_rate_bp'),
    taxMode: text('tax_mode', { enum: ['added', 'included'] }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('bookings_reference_key').on(t.reference),
    uniqueIndex('bookings_provider_intent_key').on(t.provider, t.providerIntentId),
    uniqueIndex('bookings_client_secret_key').on(t.clientSecret),
    index('bookings_user_idx').on(t.userId, t.createdAt),
    index('bookings_event_idx').on(t.eventId, t.status),
    index('bookings_pending_expiry_idx').on(t.holdExpiresAt).where(isPending(t.status)),
    index('bookings_pending_email_idx').on(sql`lower(${t.buyerEmail})`, t.eventId).where(isPending(t.status)),
    index('bookings_pending_msisdn_idx').on(t.buyerMsisdn, t.eventId).where(isPending(t.status)),
    index('bookings_promo_code_idx').on(t.promoCodeId, t.status).where(sql`${t.promoCodeId} is not null`),
    index('bookings_pending_address_idx').on(t.clientAddress, t.eventId).where(isPending(t.status)),
    check('bookings_status_valid', sql`${t.status} in ${statusList(BOOKING_STATUS)}`),
    check('bookings_total_nonnegative', sql`${t.totalMinor} >= 0`),
    check(
      'bookings_refunds_within_total',
      sql`${t.refundedMinor} >= 0 and ${t.refundDueMinor} >= 0 and ${t.refundedMinor} + ${t.refundDueMinor} <= ${t.totalMinor}`,
    ),
  ],
);

/** One priced row of a booking; name and price are copied so later edits never rewrite history. */
export const bookingItems = pgTable(
  'booking_items',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    ticketTypeId: integer('ticket_type_id')
      .notNull()
      .references(() => ticketTypes.id),
    name: text('name').notNull(),
    noOfPersons: integer('no_of_persons').notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceMinor: integer('unit_price_minor').notNull(),
    /** Issue 15: the code's discount on this line (the line's base is quantity × unit price). */
    discountMinor: integer('discount_minor').notNull().default(0),
  },
  (t) => [
    uniqueIndex('booking_items_booking_type_key').on(t.bookingId, t.ticketTypeId),
    index('booking_items_ticket_type_idx').on(t.ticketTypeId),
    check('booking_items_quantity_positive', sql`${t.quantity} > 0`),
    check('booking_items_price_nonnegative', sql`${t.unitPriceMinor} >= 0`),
  ],
);

/** Issue 17: the versions of the door list, shared by every event (only their order matters). */
export const doorVersions = pgSequence('door_versions');

/** An issued admission: one per ticket bought, carrying the unguessable code in its QR. */
export const issuedTickets = pgTable(
  'issued_tickets',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    bookingItemId: integer('booking_item_id')
      .notNull()
      .references(() => bookingItems.id, { onDelete: 'cascade' }),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id),
    code: text('code').notNull(),
    checkedInAt: timestamp('checked_in_at', { withTimezone: true }),
    checkedInBy: integer('checked_in_by').references(() => users.id),
    /**
     * When its order was refunded in full or cancelled: it admits nobody after. Set on the ticket row
     * itself, so a check-in racing the refund (a conditional update of this row) waits and sees it.
     */
    voidedAt: timestamp('voided_at', { withTimezone: true }),
    /** Issue 17: the device (or 'Web') of the check-in that stands. */
    checkedInDevice: text('checked_in_device'),
    /**
     * Issue 17 (ADR-022): moved to the next door version by triggers whenever what the door list
     * shows of this admission changes, so `since=` finds it.
     */
    doorVersion: bigint('door_version', { mode: 'number' }).notNull().default(sql`nextval('door_versions')`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('issued_tickets_code_key').on(t.code),
    index('issued_tickets_door_version_idx').on(t.eventId, t.doorVersion),
    index('issued_tickets_booking_idx').on(t.bookingId),
    index('issued_tickets_event_idx').on(t.eventId, t.checkedInAt),
  ],
);

/** Provider events already processed, so a replayed webhook changes nothing twice. */
export const processedWebhooks = pgTable(
  'processed_webhooks',
  {
    provider: text('provider').notNull(),
    eventId: text('event_id').notNull(),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('processed_webhooks_key').on(t.provider, t.eventId)],
);

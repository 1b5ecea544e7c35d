import { TIMELINE_KINDS } from '@tiketi/contract/orders';
import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { bookings } from './bookings';
import { events } from './events';
import { wordList } from './status-sql';
import { users } from './users';

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed', 'due', 'paid_out'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/**
 * Every refund of an order (issue 14), the ledger behind `bookings.refunded_minor` and
 * `refund_due_minor`. A refund is written `pending` under the booking's lock before the provider is
 * asked, so a second refund racing it sees the money already spoken for; it then ends `succeeded`
 * or `failed`. M-Pesa refunds are `due` until the organizer records the payout (`paid_out`). A
 * refund made at the provider itself (Stripe's dashboard) is written when its notice arrives, with
 * `origin` 'provider'.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    amountMinor: integer('amount_minor').notNull(),
    status: text('status').notNull(),
    /** True for a refund of everything left: the tickets stop admitting and the seats go back. */
    isFull: boolean('is_full').notNull(),
    /** 'organizer' (this product), 'provider' (made outside it), 'system' (a late payment). */
    origin: text('origin').notNull().default('organizer'),
    reason: text('reason').notNull().default(''),
    /** The provider's refund id, or the M-Pesa receipt of a payout made by hand. */
    providerRefundId: text('provider_refund_id'),
    failure: text('failure'),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    settledAt: timestamp('settled_at', { withTimezone: true }),
    /** A pending refund: when the reconciler last asked its provider about it (a lost notice). */
    checkedAt: timestamp('checked_at', { withTimezone: true }),
  },
  (t) => [
    index('refunds_booking_idx').on(t.bookingId, t.createdAt),
    index('refunds_pending_idx')
      .on(sql`coalesce(${t.checkedAt}, ${t.createdAt})`)
      .where(sql`${t.status} = 'pending'`),
    check('refunds_amount_positive', sql`${t.amountMinor} > 0`),
    check('refunds_status_valid', sql`${t.status} in ${wordList(REFUND_STATUSES)}`),
    check('refunds_origin_valid', sql`${t.origin} in ${wordList(['organizer', 'provider', 'system'])}`),
  ],
);

/**
 * The timeline of an order: everything that happened to it and who did it. `actor_id` is the
 * teammate who acted; with none, `actor` says who it was ('Buyer', 'System').
 */
export const orderEvents = pgTable(
  'order_events',
  {
    id: serial('id').primaryKey(),
    bookingId: integer('booking_id')
      .notNull()
      .references(() => bookings.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    actor: text('actor').notNull().default('System'),
    detail: text('detail').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('order_events_booking_idx').on(t.bookingId, t.createdAt),
    check('order_events_kind_valid', sql`${t.kind} in ${wordList(TIMELINE_KINDS)}`),
  ],
);

/**
 * An event's cancellation and the background job that refunds its paid orders: claimed with a lease
 * so it resumes after a restart; the counts are the progress the organizer sees.
 */
export const eventCancellations = pgTable(
  'event_cancellations',
  {
    eventId: integer('event_id')
      .primaryKey()
      .references(() => events.id, { onDelete: 'cascade' }),
    message: text('message').notNull(),
    createdBy: integer('created_by').references(() => users.id, { onDelete: 'set null' }),
    ordersTotal: integer('orders_total').notNull().default(0),
    ordersDone: integer('orders_done').notNull().default(0),
    ordersFailed: integer('orders_failed').notNull().default(0),
    /** The job's lease: another instance leaves it alone until then. */
    leaseUntil: timestamp('lease_until', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
  },
  (t) => [index('event_cancellations_running_idx').on(t.createdAt).where(sql`${t.finishedAt} is null`)],
);

/** A message an organizer sent to an event's ticket holders (delivered one mail each by the outbox). */
export const eventMessages = pgTable(
  'event_messages',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** 'message', 'cancellation' or 'change' (a new date, time or place). */
    kind: text('kind').notNull().default('message'),
    subject: text('subject').notNull(),
    body: text('body').notNull(),
    /** Only holders of these ticket types; all holders when empty. */
    ticketTypeIds: jsonb('ticket_type_ids').$type<number[]>().notNull().default([]),
    recipients: integer('recipients').notNull().default(0),
    sentBy: integer('sent_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('event_messages_event_idx').on(t.eventId, t.createdAt),
    check('event_messages_kind_valid', sql`${t.kind} in ${wordList(['message', 'cancellation', 'change'])}`),
  ],
);

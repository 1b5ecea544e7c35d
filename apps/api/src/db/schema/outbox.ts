import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/**
 * Transactional outbox: written in the same transaction as the change that causes it, delivered
 * by a worker that claims rows with FOR UPDATE SKIP LOCKED and retries with backoff.
 */
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    topic: text('topic').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'sent', 'dead'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    /** One message per key (e.g. `booking-confirmation:<booking id>`), whoever enqueues it how often. */
    idempotencyKey: text('idempotency_key'),
  },
  (t) => [
    uniqueIndex('outbox_idempotency_key').on(t.idempotencyKey),
    index('outbox_due_idx').on(t.nextAttemptAt).where(sql`${t.status} = 'pending'`),
    check('outbox_attempts_nonnegative', sql`${t.attempts} >= 0`),
  ],
);

/** Addresses left in the footer's mailing-list box (spec decision #12). */
export const newsletterSubscribers = pgTable(
  'newsletter_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('newsletter_subscribers_email_key').on(sql`lower(${t.email})`)],
);

import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { issuedTickets } from './bookings';
import { events } from './events';
import { users } from './users';

/**
 * Issue 17 (ADR-022): every scan, manual check-in and undo at an event's door, from every device.
 * `scan_id` is made on the device and makes a synced scan idempotent; `at` is when it happened at
 * the door (the device's clock). A check-in that an earlier one of the same admission displaced
 * turns from 'valid' to 'duplicate'.
 */
export const checkInLog = pgTable(
  'check_in_log',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    /** Null for a code or key that matched no admission of the event. */
    issuedTicketId: integer('issued_ticket_id').references(() => issuedTickets.id, { onDelete: 'set null' }),
    device: text('device').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id),
    scanId: uuid('scan_id'),
    kind: text('kind', { enum: ['scan', 'manual', 'undo'] }).notNull(),
    outcome: text('outcome').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('check_in_log_scan_key').on(t.eventId, t.scanId),
    index('check_in_log_event_at_idx').on(t.eventId, t.at, t.id),
    index('check_in_log_event_device_idx').on(t.eventId, t.device, t.at, t.id),
    index('check_in_log_ticket_idx').on(t.issuedTicketId),
    check('check_in_log_kind_valid', sql`${t.kind} in ('scan', 'manual', 'undo')`),
  ],
);

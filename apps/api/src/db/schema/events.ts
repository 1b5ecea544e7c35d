import { EVENT_STATUS, TICKET_STATUS } from '@tiketi/contract/constants';
import { HOLDER_FIELD_MODES } from '@tiketi/contract/questions';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { categories } from './catalog';
import { media } from './media';
import { organizations } from './organizations';
import { statusList, statusLiteral } from './status-sql';

/** The public list's partial indexes cover published events only. */
const isPublished = (status: AnyPgColumn) => sql`${status} = ${statusLiteral(EVENT_STATUS.published)}`;

/** Status EVENT_STATUS: published or draft (spec 3); only published events are public (spec decision #10). */
export const events = pgTable(
  'events',
  {
    id: serial('id').primaryKey(),
    organizationId: integer('organization_id')
      .notNull()
      .references(() => organizations.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    title: text('title').notNull(),
    shortDescription: text('short_description').notNull().default(''),
    fullDescription: text('full_description').notNull().default(''),
    imageId: integer('image_id').references(() => media.id, { onDelete: 'set null' }),
    location: text('location').notNull(),
    coordinates: text('coordinates'),
    currency: text('currency').notNull().default('USD'),
    status: smallint('status').notNull().default(EVENT_STATUS.draft),
    /** When the organizer cancelled it (status cancelled); its refunds run as event_cancellations. */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    startTime: timestamp('start_time', { withTimezone: true }).notNull(),
    endTime: timestamp('end_time', { withTimezone: true }).notNull(),
    /**
     * Issue 16: the event's own IANA zone; null for events made before zones existed, which take
     * the platform's zone (config TZ), so nothing shown for them changes (ADR-021).
     */
    timeZone: text('time_zone'),
    /** Issue 16: whether each ticket carries its holder's name and email: off, optional or required. */
    ticketNames: text('ticket_names', { enum: HOLDER_FIELD_MODES }).notNull().default('off'),
    ticketEmails: text('ticket_emails', { enum: HOLDER_FIELD_MODES }).notNull().default('off'),
    /** Until when buyers may correct their tickets' names; null: until the event starts. */
    namesEditableUntil: timestamp('names_editable_until', { withTimezone: true }),
    /**
     * Issue 15: a total all the event's ticket types draw on (null: none), and the seats of it sold
     * or held now. `capacity_used` is kept only while `capacity` is set (book_seats and inventory.ts
     * move it after the types' rows, in that one order); setting a capacity recounts it.
     */
    capacity: integer('capacity'),
    capacityUsed: integer('capacity_used').notNull().default(0),
    /** Issue 15: the tax (a rate in basis points, 1600 is 16%) and the booking fee, in the event's currency. */
    taxName: text('tax_name').notNull().default(''),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxMode: text('tax_mode', { enum: ['added', 'included'] })
      .notNull()
      .default('added'),
    feeFixedMinor: integer('fee_fixed_minor').notNull().default(0),
    feePercentBp: integer('fee_percent_bp').notNull().default(0),
    feePayer: text('fee_payer', { enum: ['buyer', 'organizer'] })
      .notNull()
      .default('buyer'),
    /**
     * Issue 17 (ADR-022): the secret (hex) under which the door list keys each admission (HMAC of
     * its code); made on the first download, so the devices never hold the codes themselves.
     */
    checkinKey: text('checkin_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // The public list: published events by start time, optionally within one category.
    // end_time rides last so that a date range's count is an index-only scan, and the page's scan
    // rejects events that ended before the range without visiting their rows.
    index('events_public_start_idx').on(t.startTime, t.id, t.endTime).where(isPublished(t.status)),
    index('events_public_end_idx').on(t.endTime).where(isPublished(t.status)),
    index('events_public_category_start_idx')
      .on(t.categoryId, t.startTime, t.id)
      .where(isPublished(t.status)),
    index('events_public_category_end_idx').on(t.categoryId, t.endTime).where(isPublished(t.status)),
    // The longest published event bounds how far back a still-running event can have started.
    index('events_public_duration_idx').on(sql`(${t.endTime} - ${t.startTime})`).where(isPublished(t.status)),
    // Organizer lists (any status) and the public organizer filter.
    index('events_organization_start_idx').on(t.organizationId, t.startTime, t.id),
    index('events_organization_created_idx').on(t.organizationId, t.createdAt),
    check('events_status_valid', sql`${t.status} in ${statusList(EVENT_STATUS)}`),
    check('events_end_after_start', sql`${t.endTime} >= ${t.startTime}`),
    check('events_currency_code', sql`${t.currency} ~ '^[A-Z]{3}$'`),
    check(
      'events_holder_modes_valid',
      sql`${t.ticketNames} in ('off', 'optional', 'required') and ${t.ticketEmails} in ('off', 'optional', 'required')`,
    ),
    check('events_title_not_blank', sql`length(trim(${t.title})) > 0`),
    check(
      'events_capacity_not_exceeded',
      sql`${t.capacityUsed} >= 0 and (${t.capacity} is null or ${t.capacityUsed} <= ${t.capacity})`,
    ),
    check(
      'events_fees_valid',
      sql`${t.taxRateBp} between 0 and 10000 and ${t.feePercentBp} between 0 and 10000 and ${t.feeFixedMinor} >= 0`,
    ),
  ],
);

/**
 * A ticket type with its inventory counters. `sold + held <= max_tickets` is the database's own
 * guarantee against overselling; bookings move seats with one conditional update per type.
 */
export const ticketTypes = pgTable(
  'ticket_types',
  {
    id: serial('id').primaryKey(),
    eventId: integer('event_id')
      .notNull()
      .references(() => events.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    priceMinor: integer('price_minor').notNull(),
    noOfPersons: integer('no_of_persons').notNull().default(1),
    maxTickets: integer('max_tickets').notNull(),
    sold: integer('sold').notNull().default(0),
    held: integer('held').notNull().default(0),
    status: smallint('status').notNull().default(TICKET_STATUS.onSale),
    /** Issue 15: a line under the name on the details page; '' for none. */
    description: text('description').notNull().default(''),
    /** The sale window; null for no limit on that side. book_seats checks it by the database's clock. */
    saleStart: timestamp('sale_start', { withTimezone: true }),
    saleEnd: timestamp('sale_end', { withTimezone: true }),
    /** Seats of this type one booking must take at least, and may take at most (null: no own cap). */
    minPerOrder: integer('min_per_order').notNull().default(1),
    maxPerOrder: integer('max_per_order'),
    /** Its place on the page, lowest first (ties by id). */
    position: integer('position').notNull().default(0),
    /** Issue 15: not listed, and sold only with a code that unlocks hidden types. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ticket_types_event_idx').on(t.eventId, t.id),
    check(
      'ticket_types_sale_window_in_order',
      sql`${t.saleStart} is null or ${t.saleEnd} is null or ${t.saleEnd} > ${t.saleStart}`,
    ),
    check(
      'ticket_types_order_limits_valid',
      sql`${t.minPerOrder} >= 1 and (${t.maxPerOrder} is null or ${t.maxPerOrder} >= ${t.minPerOrder})`,
    ),
    check('ticket_types_status_valid', sql`${t.status} in ${statusList(TICKET_STATUS)}`),
    check('ticket_types_price_nonnegative', sql`${t.priceMinor} >= 0`),
    check('ticket_types_persons_positive', sql`${t.noOfPersons} >= 1`),
    check(
      'ticket_types_counters_nonnegative',
      sql`${t.sold} >= 0 and ${t.held} >= 0 and ${t.maxTickets} >= 0`,
    ),
    check('ticket_types_not_oversold', sql`${t.sold} + ${t.held} <= ${t.maxTickets}`),
    check('ticket_types_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

/** An organiser account: the public "Organizer" (id, display_name) of spec 3. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    /**
     * Issue 19: the public organizer page's address, `/o/{slug}`: the display name's slug (spec
     * 2.1), made unique with -2, -3, … (modules/organizers). Set once at registration (ADR-028).
     */
    slug: text('slug').notNull(),
    email: text('email').notNull(),
    msisdn: text('msisdn').notNull(),
    /** Teammates may refund and cancel orders and events too (issue 14); the owner alone by default. */
    membersCanRefund: boolean('members_can_refund').notNull().default(false),
    /**
     * Issue 15: the fees and taxes a new event starts with. The fixed fee has no currency of its
     * own, so it is kept in hundredths and taken as the new event's currency (rounded to its step).
     */
    taxName: text('tax_name').notNull().default(''),
    taxRateBp: integer('tax_rate_bp').notNull().default(0),
    taxMode: text('tax_mode', { enum: ['added', 'included'] })
      .notNull()
      .default('added'),
    feeFixedHundredths: integer('fee_fixed_hundredths').notNull().default(0),
    feePercentBp: integer('fee_percent_bp').notNull().default(0),
    feePayer: text('fee_payer', { enum: ['buyer', 'organizer'] })
      .notNull()
      .default('buyer'),
    /** Issue 16: the zone a new event's picker starts on; null: the platform's (config TZ). */
    timeZone: text('time_zone'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_display_name_idx').on(t.displayName),
    uniqueIndex('organizations_slug_key').on(t.slug),
    check('organizations_display_name_not_blank', sql`length(trim(${t.displayName})) > 0`),
  ],
);

import { sql } from 'drizzle-orm';
import { boolean, check, index, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

/** An organiser account: the public "Organizer" (id, display_name) of spec 3. */
export const organizations = pgTable(
  'organizations',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email').notNull(),
    msisdn: text('msisdn').notNull(),
    /** Teammates may refund and cancel orders and events too (issue 14); the owner alone by default. */
    membersCanRefund: boolean('members_can_refund').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('organizations_display_name_idx').on(t.displayName),
    check('organizations_display_name_not_blank', sql`length(trim(${t.displayName})) > 0`),
  ],
);

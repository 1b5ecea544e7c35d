import { sql } from 'drizzle-orm';
import { check, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('categories_name_key').on(sql`lower(${t.name})`),
    check('categories_name_not_blank', sql`length(trim(${t.name})) > 0`),
  ],
);

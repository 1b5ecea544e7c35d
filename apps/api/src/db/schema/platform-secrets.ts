import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/**
 * Random keys the platform makes for itself on first use (e.g. the key that signs e-ticket links),
 * stored here so that every instance on the same database shares them without any configuration.
 */
export const platformSecrets = pgTable('platform_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});

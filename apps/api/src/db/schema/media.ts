import { integer, jsonb, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';

/** A stored image: re-encoded by the media pipeline into several widths under server-made keys. */
export const media = pgTable(
  'media',
  {
    id: serial('id').primaryKey(),
    key: text('key').notNull(),
    width: integer('width').notNull(),
    height: integer('height').notNull(),
    /** [{ width, key }] for every stored variant, smallest first. */
    variants: jsonb('variants').$type<{ width: number; key: string }[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('media_key_key').on(t.key)],
);

import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { categories } from '../schema/index';
import { CATEGORY_NAMES } from './categories';

/** Adds the category list to an empty table; returns how many were added. */
export async function seedCategories(db: DbOrTx): Promise<number> {
  const [existing] = await db.select({ total: count() }).from(categories);
  if ((existing?.total ?? 0) > 0) return 0;
  // Two instances starting together may both see an empty table; the unique name index and
  // DO NOTHING make the second insert a no-op instead of a failed start.
  const inserted = await db
    .insert(categories)
    .values(CATEGORY_NAMES.map((name) => ({ name })))
    .onConflictDoNothing()
    .returning({ id: categories.id });
  return inserted.length;
}

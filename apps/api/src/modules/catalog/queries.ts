import { asc } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, organizations } from '../../db/schema/index';

export function findCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

export function findOrganizers(db: DbOrTx) {
  return db
    .select({ id: organizations.id, display_name: organizations.displayName })
    .from(organizations)
    .orderBy(asc(organizations.displayName), asc(organizations.id));
}

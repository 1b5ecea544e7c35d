import { and, asc, eq, exists, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { categories, organizations, users } from '../../db/schema/index';

export function findCategories(db: DbOrTx) {
  return db
    .select({ id: categories.id, name: categories.name })
    .from(categories)
    .orderBy(asc(categories.name));
}

/**
 * Organizers for the public filter: organizations whose owner has verified their email.
 * Registration creates the organization before the code is entered, so an abandoned or mistyped
 * sign-up would otherwise show up publicly; the demo organizers are seeded with verified owners.
 */
export function findOrganizers(db: DbOrTx) {
  const verifiedOwner = db
    .select({ id: users.id })
    .from(users)
    .where(
      and(
        eq(users.organizationId, organizations.id),
        eq(users.role, 'owner'),
        isNotNull(users.emailVerifiedAt),
      ),
    );
  return db
    .select({ id: organizations.id, display_name: organizations.displayName, slug: organizations.slug })
    .from(organizations)
    .where(exists(verifiedOwner))
    .orderBy(asc(organizations.displayName), asc(organizations.id));
}

import { and, eq, exists, isNotNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations, users } from '../../db/schema/index';

/**
 * The organisation a page slug names, when its owner has verified their email (as the public
 * organizer filter lists them: an abandoned sign-up gets no public page); else null.
 */
export async function findPublicOrganization(db: DbOrTx, slug: string) {
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
  const [row] = await db
    .select({ id: organizations.id, slug: organizations.slug, displayName: organizations.displayName })
    .from(organizations)
    .where(and(eq(organizations.slug, slug), exists(verifiedOwner)));
  return row ?? null;
}

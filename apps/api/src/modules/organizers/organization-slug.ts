import { slugify } from '@tiketi/contract/slug';
import { eq, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { organizations } from '../../db/schema/index';

/** The slug of a display name with no letters or digits at all ('!!!'). */
export const FALLBACK_SLUG = 'organizer';

/** How many times a slug taken by someone registering at the same moment is chosen again. */
const ATTEMPTS = 20;

/** The organizer page's slug of a display name, by the spec's slug rule (spec 2.1). */
export function baseSlugOf(displayName: string): string {
  return slugify(displayName) || FALLBACK_SLUG;
}

/** `base` if free, else the first of `base-2`, `base-3`, … that no organisation holds. */
export function firstFreeSlug(base: string, taken: ReadonlySet<string>): string {
  if (!taken.has(base)) return base;
  let n = 2;
  while (taken.has(`${base}-${n}`)) n += 1;
  return `${base}-${n}`;
}

async function slugsLike(db: DbOrTx, base: string): Promise<Set<string>> {
  const rows = await db
    .select({ slug: organizations.slug })
    .from(organizations)
    .where(or(eq(organizations.slug, base), sql`starts_with(${organizations.slug}, ${`${base}-`})`));
  return new Set(rows.map((row) => row.slug));
}

/**
 * Stores a new organisation with the first free slug of its display name (issue 19). The unique
 * index decides between two registrations of the same name at once: the second insert waits for
 * the first to commit, finds the slug taken (nothing inserted, the transaction still usable) and
 * picks again, seeing the first's row now.
 */
export async function insertOrganizationWithSlug(
  db: DbOrTx,
  values: Omit<typeof organizations.$inferInsert, 'slug'>,
) {
  const base = baseSlugOf(values.displayName);
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const slug = firstFreeSlug(base, await slugsLike(db, base));
    const [organization] = await db
      .insert(organizations)
      .values({ ...values, slug })
      .onConflictDoNothing({ target: organizations.slug })
      .returning();
    if (organization) return organization;
  }
  throw new Error(`no free organizer slug for "${base}" after ${ATTEMPTS} attempts`);
}

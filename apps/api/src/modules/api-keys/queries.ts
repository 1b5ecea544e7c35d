import { and, count, desc, eq, isNull, sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { apiKeys, users } from '../../db/schema/index';

export type NewApiKeyRow = typeof apiKeys.$inferInsert;

export async function insertApiKey(db: DbOrTx, row: NewApiKeyRow): Promise<number> {
  const [inserted] = await db.insert(apiKeys).values(row).returning({ id: apiKeys.id });
  if (!inserted) throw new Error('api key insert returned no row');
  return inserted.id;
}

/** Serialises key creation per organisation, so two at once cannot pass the cap together. */
export async function lockOrganizationKeys(db: DbOrTx, organizationId: number): Promise<void> {
  await db.execute(sql`select id from organizations where id = ${organizationId} for update`);
}

export async function countActiveApiKeys(db: DbOrTx, organizationId: number): Promise<number> {
  const [row] = await db
    .select({ total: count() })
    .from(apiKeys)
    .where(and(eq(apiKeys.organizationId, organizationId), isNull(apiKeys.revokedAt)));
  return row?.total ?? 0;
}

/** The organisation's keys, newest first, with their creator's name; never a hash. */
export function findApiKeys(db: DbOrTx, organizationId: number) {
  return db
    .select({
      id: apiKeys.id,
      name: apiKeys.name,
      scope: apiKeys.scope,
      prefix: apiKeys.prefix,
      createdAt: apiKeys.createdAt,
      lastUsedAt: apiKeys.lastUsedAt,
      revokedAt: apiKeys.revokedAt,
      firstName: users.firstName,
      lastName: users.lastName,
      email: users.email,
    })
    .from(apiKeys)
    .innerJoin(users, eq(users.id, apiKeys.createdBy))
    .where(eq(apiKeys.organizationId, organizationId))
    .orderBy(desc(apiKeys.createdAt), desc(apiKeys.id));
}

/**
 * Revokes one of the organisation's keys; a key revoked before keeps its first revocation time.
 * Null when the organisation has no key with that id.
 */
export async function revokeOwnedApiKey(
  db: DbOrTx,
  organizationId: number,
  id: number,
): Promise<{ name: string; wasRevoked: boolean } | null> {
  const owned = and(eq(apiKeys.id, id), eq(apiKeys.organizationId, organizationId));
  const [revoked] = await db
    .update(apiKeys)
    .set({ revokedAt: sql`now()` })
    .where(and(owned, isNull(apiKeys.revokedAt)))
    .returning({ name: apiKeys.name });
  if (revoked) return { name: revoked.name, wasRevoked: false };
  const [earlier] = await db.select({ name: apiKeys.name }).from(apiKeys).where(owned);
  return earlier ? { name: earlier.name, wasRevoked: true } : null;
}

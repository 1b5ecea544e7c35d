import { eq } from 'drizzle-orm';
import type { DbOrTx } from '../db/client';
import { platformSecrets } from '../db/schema/index';

/**
 * A value the platform makes for itself once and keeps in its database (a signing key, say), so
 * restarts and every instance on the same database agree. Simultaneous first calls agree on
 * whichever insert won.
 */
export async function readOrCreatePlatformSecret(
  db: DbOrTx,
  name: string,
  create: () => string | Promise<string>,
): Promise<string> {
  const [existing] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (existing) return existing.value;
  await db
    .insert(platformSecrets)
    .values({ name, value: await create() })
    .onConflictDoNothing();
  const [row] = await db.select().from(platformSecrets).where(eq(platformSecrets.name, name));
  if (!row) throw new Error(`the platform secret ${name} could not be stored`);
  return row.value;
}

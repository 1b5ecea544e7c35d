import { count } from 'drizzle-orm';
import type { DbOrTx } from '../client';
import { events, organizations } from '../schema/index';

/**
 * True once any event or organization exists. Demo data is only added to an untouched
 * installation: never twice, and never into a platform where real hosts have registered.
 */
export async function hasLiveData(db: DbOrTx): Promise<boolean> {
  const [eventRows] = await db.select({ total: count() }).from(events);
  const [organizationRows] = await db.select({ total: count() }).from(organizations);
  return (eventRows?.total ?? 0) > 0 || (organizationRows?.total ?? 0) > 0;
}

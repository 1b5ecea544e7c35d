import { createHmac, randomBytes } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';
import { events } from '../../db/schema/index';

/** The door list's key of a code: hex HMAC-SHA256 under the event's secret (ADR-022). */
export function doorKeyOf(secret: string, code: string): string {
  return createHmac('sha256', Buffer.from(secret, 'hex')).update(code).digest('hex');
}

/**
 * The event's door secret, made on first use. Two first downloads at once both try to set it; the
 * conditional update lets one win and both read the winner's.
 */
export async function ensureCheckinKey(db: DbOrTx, eventId: number, stored: string | null): Promise<string> {
  if (stored) return stored;
  await db
    .update(events)
    .set({ checkinKey: randomBytes(32).toString('hex') })
    .where(and(eq(events.id, eventId), isNull(events.checkinKey)));
  const [row] = await db.select({ key: events.checkinKey }).from(events).where(eq(events.id, eventId));
  if (!row?.key) throw new Error(`check-in: event ${eventId} has no door key after making one`);
  return row.key;
}

/** A timestamp read by a raw query (a Date from node-postgres and PGlite, text otherwise) as ISO. */
export function isoOf(value: Date | string | null | undefined): string | null {
  if (value === null || value === undefined) return null;
  return new Date(value).toISOString();
}

/** A list of values for a raw query, as one JSON parameter (the same on PostgreSQL and PGlite). */
export const jsonParam = (value: unknown) => JSON.stringify(value);

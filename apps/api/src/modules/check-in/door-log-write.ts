import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client';

/** The device name of check-ins made on the web check-in screen without one. */
export const WEB_DEVICE = 'Web';

/** How a check-in was made: scanned or typed as a code, or chosen by hand (manual), and where. */
export interface DoorHow {
  kind: 'scan' | 'manual';
  device: string;
}

/**
 * One log entry at the transaction's now(): for a valid check-in that is exactly the admission's
 * checked_in_at, which is how a later-synced earlier scan finds the entry it displaces.
 */
export function logDoorEntry(
  db: DbOrTx,
  entry: {
    eventId: number;
    ticketId: number | null;
    userId: number;
    kind: 'scan' | 'manual' | 'undo';
    device: string;
    outcome: string;
  },
) {
  return db.execute(sql`insert into check_in_log (event_id, issued_ticket_id, device, user_id, kind, outcome, at)
    values (${entry.eventId}, ${entry.ticketId}, ${entry.device}, ${entry.userId}, ${entry.kind}, ${entry.outcome}, now())`);
}

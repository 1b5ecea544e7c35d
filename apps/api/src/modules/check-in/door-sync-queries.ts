import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { jsonParam } from './door-keys';

/** Namespace of the per-event advisory lock that makes one event's syncs take turns. */
const SYNC_LOCK = 170_017;

export const lockEventSyncs = (db: DbOrTx, eventId: number) =>
  db.execute(sql`select pg_advisory_xact_lock(${SYNC_LOCK}, ${eventId})`);

/** Every admission's id and code at the event, to match keys against. */
export const findCodes = (db: DbOrTx, eventId: number) =>
  queryRows<{ id: number; code: string }>(
    db,
    sql`select id, code from issued_tickets where event_id = ${eventId}`,
  );

/** Scans of the event already applied, by their device ids, as the log has them now. */
export const findLoggedScans = (db: DbOrTx, eventId: number, scanIds: string[]) =>
  queryRows<{ scan_id: string; outcome: string; issued_ticket_id: number | null }>(
    db,
    sql`select scan_id::text as scan_id, outcome, issued_ticket_id from check_in_log
        where event_id = ${eventId}
          and scan_id in (select value::uuid from jsonb_array_elements_text(${jsonParam(scanIds)}::jsonb))`,
  );

export type TicketState = 'admits' | 'unpaid' | 'refunded' | 'cancelled';

/** The admissions' states and standing check-ins, locked until the sync commits. */
export const lockTickets = (db: DbOrTx, ids: number[]) =>
  queryRows<{ id: number; state: TicketState; checked_in_at: Date | string | null }>(
    db,
    sql`select it.id, it.checked_in_at, case
          when b.status = ${BOOKING_STATUS.refunded} then 'refunded'
          when b.status = ${BOOKING_STATUS.cancelled} or it.voided_at is not null then 'cancelled'
          when b.status <> ${BOOKING_STATUS.paid} then 'unpaid'
          else 'admits' end as state
        from issued_tickets it join bookings b on b.id = it.booking_id
        where it.id in (select value::int from jsonb_array_elements_text(${jsonParam(ids)}::jsonb))
        order by it.id
        for update of it`,
  );

/** The log entries of check-ins about to be displaced by earlier ones become duplicates. */
export const flagDisplaced = (db: DbOrTx, ids: number[]) =>
  db.execute(sql`update check_in_log l set outcome = 'duplicate'
    from issued_tickets it
    where it.id = l.issued_ticket_id and l.at = it.checked_in_at and l.outcome = 'valid' and l.kind <> 'undo'
      and it.id in (select value::int from jsonb_array_elements_text(${jsonParam(ids)}::jsonb))`);

/** Sets the standing check-ins: each admission's earliest scan. */
export const setCheckIns = (
  db: DbOrTx,
  input: { userId: number; device: string; checkIns: { id: number; at: string }[] },
) =>
  db.execute(sql`update issued_tickets it
    set checked_in_at = v.at, checked_in_by = ${input.userId}, checked_in_device = ${input.device}
    from jsonb_to_recordset(${jsonParam(input.checkIns)}::jsonb) as v(id int, at timestamptz)
    where it.id = v.id`);

export interface LogRow {
  ticket: number | null;
  scan_id: string | null;
  kind: 'scan' | 'manual' | 'undo';
  outcome: string;
  at: string;
}

/** Writes log entries in one statement. */
export const insertLog = (
  db: DbOrTx,
  input: { eventId: number; userId: number; device: string; rows: LogRow[] },
) =>
  db.execute(sql`insert into check_in_log (event_id, issued_ticket_id, device, user_id, scan_id, kind, outcome, at)
    select ${input.eventId}, v.ticket, ${input.device}, ${input.userId}, v.scan_id, v.kind, v.outcome, v.at
    from jsonb_to_recordset(${jsonParam(input.rows)}::jsonb)
      as v(ticket int, scan_id uuid, kind text, outcome text, at timestamptz)
    on conflict (event_id, scan_id) do nothing`);

/** The standing check-in of each admission. */
export const findStanding = (db: DbOrTx, ids: number[]) =>
  queryRows<{ id: number; checked_in_at: Date | string | null; checked_in_device: string | null }>(
    db,
    sql`select id, checked_in_at, checked_in_device from issued_tickets
        where id in (select value::int from jsonb_array_elements_text(${jsonParam(ids)}::jsonb))`,
  );

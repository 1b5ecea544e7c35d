import type { CheckInLog, CheckInLogEntry, CheckInLogQuery } from '@tiketi/contract/door';
import { slugify } from '@tiketi/contract/slug';
import { type SQL, sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-types';
import { type DbOrTx, queryRows } from '../../db/client';
import { eventZone } from '../../lib/event-zone';
import type { OrganizerActor } from '../sessions';
import { localTime } from './attendees-csv';
import { isoOf } from './door-keys';
import { requireOwnedEvent } from './service';
import { toCsv } from './to-csv';

type Deps = Pick<AppDeps, 'db' | 'config'>;

/** The CSV holds at most this many entries (a very long log is read on the screen, by device). */
const CSV_MAX = 100_000;

interface LogRow {
  id: number;
  at: Date | string;
  device: string;
  kind: CheckInLogEntry['kind'];
  outcome: CheckInLogEntry['outcome'];
  first_name: string | null;
  last_name: string | null;
  email: string | null;
  reference: string | null;
  number: number | null;
  name: string | null;
  holder_name: string | null;
}

function findLog(db: DbOrTx, eventId: number, device: string | undefined, tail: SQL) {
  const byDevice = device ? sql`and l.device = ${device}` : sql``;
  return queryRows<LogRow>(
    db,
    sql`select l.id, l.at, l.device, l.kind, l.outcome, u.first_name, u.last_name, u.email,
          b.reference, n.number, bi.name, coalesce(h.name, '') as holder_name
        from check_in_log l
        join users u on u.id = l.user_id
        left join issued_tickets it on it.id = l.issued_ticket_id
        left join bookings b on b.id = it.booking_id
        left join booking_items bi on bi.id = it.booking_item_id
        left join lateral (
          select count(*)::int as number from issued_tickets t2 where t2.booking_id = it.booking_id and t2.id <= it.id
        ) n on it.id is not null
        left join booking_holders h on h.booking_id = it.booking_id and h.position = n.number
        where l.event_id = ${eventId} ${byDevice} ${tail}`,
  );
}

function toEntry(row: LogRow): CheckInLogEntry {
  const by = `${row.first_name ?? ''} ${row.last_name ?? ''}`.trim() || row.email || 'a teammate';
  return {
    id: Number(row.id),
    at: isoOf(row.at) ?? '',
    device: row.device,
    by,
    kind: row.kind,
    outcome: row.outcome,
    booking_id: row.reference,
    number: row.number === null ? null : Number(row.number),
    name: row.name,
    holder_name: row.reference === null ? null : (row.holder_name ?? ''),
  };
}

/** A page of the event's check-in log, newest first, optionally of one device. */
export async function listCheckInLog(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  query: CheckInLogQuery,
): Promise<CheckInLog> {
  await requireOwnedEvent(deps, actor, eventId);
  const device = query.device || undefined;
  const rows = await findLog(
    deps.db,
    eventId,
    device,
    sql`order by l.at desc, l.id desc limit ${query.limit} offset ${(query.page - 1) * query.limit}`,
  );
  const byDevice = device ? sql`and device = ${device}` : sql``;
  const [count] = await queryRows<{ total: number }>(
    deps.db,
    sql`select count(*)::int as total from check_in_log where event_id = ${eventId} ${byDevice}`,
  );
  const devices = await queryRows<{ device: string }>(
    deps.db,
    sql`select distinct device from check_in_log where event_id = ${eventId} order by device`,
  );
  return {
    data: rows.map(toEntry),
    total: Number(count?.total ?? 0),
    devices: devices.map((row) => row.device),
  };
}

const OUTCOME_LABELS: Record<CheckInLogEntry['outcome'], string> = {
  valid: 'Checked in',
  duplicate: 'Duplicate (checked in earlier)',
  already_checked_in: 'Already checked in',
  unpaid: 'Not paid',
  refunded: 'Refunded',
  cancelled: 'Cancelled',
  other_event: 'Another event',
  unknown: 'Unknown ticket',
  undone: 'Check-in undone',
};
const KIND_LABELS: Record<CheckInLogEntry['kind'], string> = {
  scan: 'Scanned',
  manual: 'Manual',
  undo: 'Undo',
};

/** The whole log (or one device's) as CSV, oldest first, times in the event's zone. */
export async function exportCheckInLogCsv(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  device: string | undefined,
) {
  const event = await requireOwnedEvent(deps, actor, eventId);
  const zone = eventZone(event.timeZone, deps.config.timeZone);
  const rows = (
    await findLog(deps.db, eventId, device || undefined, sql`order by l.at, l.id limit ${CSV_MAX}`)
  ).map(toEntry);
  const header = [
    `Time (${zone})`,
    'Device',
    'Person',
    'Booking',
    'Admission',
    'Ticket type',
    'Holder',
    'Outcome',
    'How',
  ];
  const csv = toCsv(
    header,
    rows.map((entry) => [
      localTime(entry.at, zone),
      entry.device,
      entry.by,
      entry.booking_id,
      entry.number,
      entry.name,
      entry.holder_name,
      OUTCOME_LABELS[entry.outcome],
      KIND_LABELS[entry.kind],
    ]),
  );
  return { csv, filename: `check-in-log-${slugify(event.title) || eventId}.csv` };
}

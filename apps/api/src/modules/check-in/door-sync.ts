import type { DeviceScan, SyncInput, SyncOutcome, SyncResult } from '@tiketi/contract/door';
import type { AppDeps } from '../../app-types';
import { badRequest } from '../../lib/app-error';
import type { OrganizerActor } from '../sessions';
import { doorKeyOf, ensureCheckinKey, isoOf } from './door-keys';
import {
  findCodes,
  findLoggedScans,
  findStanding,
  flagDisplaced,
  insertLog,
  type LogRow,
  lockEventSyncs,
  lockTickets,
  setCheckIns,
} from './door-sync-queries';
import { countAdmissions } from './queries';
import { requireOwnedEvent } from './service';

type Deps = Pick<AppDeps, 'db' | 'config'>;

interface Decided {
  scan: DeviceScan;
  ticket: number | null;
  outcome: SyncOutcome;
}

/**
 * Decides new scans against the admissions' states: for each admission that admits, the earliest
 * of its standing check-in and the new scans stands (a tie keeps the standing one, then the first
 * sent); every other scan of it is a duplicate. Returns the check-ins to set and the admissions
 * whose standing check-in they displace.
 */
export function decideScans(
  scans: { scan: DeviceScan; ticket: number | null }[],
  states: Map<number, { state: string; checkedInAt: number | null }>,
) {
  const decided: Decided[] = scans.map(({ scan, ticket }) => {
    const state = ticket === null ? undefined : states.get(ticket)?.state;
    if (ticket === null || !state) return { scan, ticket: null, outcome: 'unknown' };
    return { scan, ticket, outcome: state === 'admits' ? 'duplicate' : (state as SyncOutcome) };
  });
  const earliest = new Map<number, Decided>();
  for (const entry of decided) {
    if (entry.outcome !== 'duplicate' || entry.ticket === null) continue;
    const best = earliest.get(entry.ticket);
    if (!best || Date.parse(entry.scan.at) < Date.parse(best.scan.at)) earliest.set(entry.ticket, entry);
  }
  const checkIns: { id: number; at: string }[] = [];
  const displaced: number[] = [];
  for (const [ticket, entry] of earliest) {
    const standing = states.get(ticket)?.checkedInAt ?? null;
    const at = Date.parse(entry.scan.at);
    if (standing !== null && standing <= at) continue;
    entry.outcome = 'valid';
    checkIns.push({ id: ticket, at: new Date(at).toISOString() });
    if (standing !== null) displaced.push(ticket);
  }
  return { decided, checkIns, displaced };
}

/** The earliest time a scan may carry; anything before is a device clock that was never set. */
const EARLIEST_SCAN = Date.parse('2000-01-01T00:00:00Z');
/** How far ahead of the server's clock a device's clock may run. */
const LATEST_AHEAD_MS = 366 * 24 * 3600 * 1000;

/** 400 for a scan whose time cannot be a real scan's (so the whole batch is refused, unwritten). */
function requirePlausibleTimes(scans: DeviceScan[]) {
  const latest = Date.now() + LATEST_AHEAD_MS;
  const wrong = scans.find((scan) => {
    const at = Date.parse(scan.at);
    return !(at >= EARLIEST_SCAN && at <= latest);
  });
  if (wrong) throw badRequest(`Scan ${wrong.id} was made at ${wrong.at}: check the device's date and time`);
}

/**
 * A device's scans, applied once each by their ids (ADR-022): a scan already applied answers its
 * outcome as the log has it now and changes nothing. One event's syncs take turns (an advisory
 * lock), and every step is one statement for the whole batch.
 */
export async function syncScans(
  deps: Deps,
  actor: OrganizerActor,
  eventId: number,
  input: SyncInput,
): Promise<SyncResult['data']> {
  const event = await requireOwnedEvent(deps, actor, eventId);
  requirePlausibleTimes(input.scans);
  const secret = await ensureCheckinKey(deps.db, eventId, event.checkinKey);
  const scans = input.scans.map((scan) => ({
    ...scan,
    id: scan.id.toLowerCase(),
    key: scan.key.toLowerCase(),
  }));
  return deps.db.transaction(async (tx) => {
    await lockEventSyncs(tx, eventId);
    const logged = new Map(
      (
        await findLoggedScans(
          tx,
          eventId,
          scans.map((scan) => scan.id),
        )
      ).map((row) => [row.scan_id, row]),
    );
    const byKey = new Map((await findCodes(tx, eventId)).map((row) => [doorKeyOf(secret, row.code), row.id]));
    const fresh = scans
      .filter((scan) => !logged.has(scan.id))
      .map((scan) => ({ scan, ticket: byKey.get(scan.key) ?? null }));
    const ticketIds = [...new Set(fresh.flatMap((entry) => (entry.ticket === null ? [] : [entry.ticket])))];
    const states = new Map(
      (await lockTickets(tx, ticketIds)).map((row) => [
        row.id,
        {
          state: row.state,
          checkedInAt: row.checked_in_at === null ? null : Date.parse(isoOf(row.checked_in_at) ?? ''),
        },
      ]),
    );
    const { decided, checkIns, displaced } = decideScans(fresh, states);
    if (displaced.length > 0) await flagDisplaced(tx, displaced);
    const writer = { userId: actor.user.id, device: input.device };
    if (checkIns.length > 0) await setCheckIns(tx, { ...writer, checkIns });
    const rows: LogRow[] = decided.map(({ scan, ticket, outcome }) => ({
      ticket,
      scan_id: scan.id,
      kind: scan.manual ? 'manual' : 'scan',
      outcome,
      at: new Date(Date.parse(scan.at)).toISOString(),
    }));
    if (rows.length > 0) await insertLog(tx, { ...writer, eventId, rows });
    const outcomes = new Map<string, { outcome: SyncOutcome; ticket: number | null }>();
    for (const [id, row] of logged) {
      outcomes.set(id, { outcome: row.outcome as SyncOutcome, ticket: row.issued_ticket_id });
    }
    for (const entry of decided)
      outcomes.set(entry.scan.id, { outcome: entry.outcome, ticket: entry.ticket });
    const involved = [
      ...new Set([...outcomes.values()].flatMap((entry) => (entry.ticket ? [entry.ticket] : []))),
    ];
    const standing = new Map((await findStanding(tx, involved)).map((row) => [row.id, row]));
    const results = scans.map((scan) => {
      const entry = outcomes.get(scan.id);
      const ticket = entry?.ticket ? standing.get(entry.ticket) : undefined;
      return {
        id: scan.id,
        outcome: entry?.outcome ?? 'unknown',
        checked_in_at: isoOf(ticket?.checked_in_at),
        device: ticket?.checked_in_at ? (ticket.checked_in_device ?? 'Web') : null,
      };
    });
    return { results, counts: await countAdmissions(tx, eventId) };
  });
}

import { CHECK_IN_TEXTS, type CheckInCounts, type CheckInOutcome } from '@tiketi/contract/check-in';
import {
  DOOR_LIST_PAGE_SIZE,
  type DoorAdmission,
  SYNC_BATCH_MAX,
  type SyncOutcome,
} from '@tiketi/contract/door';
import { formatClock, inEventZone } from '@/lib/dates';
import { getDoorList, syncScans } from '../api/door';
import {
  type DoorMeta,
  dropScans,
  readList,
  readQueue,
  type StoredAdmission,
  writeAdmissions,
  writeList,
  writeMeta,
} from './store';

/** Every page of the list (or of what changed since `since`). */
async function fetchAll(eventId: number, since?: number) {
  const data: DoorAdmission[] = [];
  for (let page = 1; ; page += 1) {
    const answer = await getDoorList(eventId, { page, limit: DOOR_LIST_PAGE_SIZE, since });
    data.push(...answer.data);
    if (answer.data.length < DOOR_LIST_PAGE_SIZE || data.length >= answer.total) {
      return { data, version: answer.version, hash_key: answer.hash_key };
    }
  }
}

/** 'Download the list': every admission of the event, replacing what this device held. */
export async function downloadList(eventId: number, event: DoorMeta['event'], previous: DoorMeta | null) {
  const answer = await fetchAll(eventId);
  const meta: DoorMeta = {
    event_id: eventId,
    event,
    hash_key: answer.hash_key,
    version: answer.version,
    downloaded_at: new Date().toISOString(),
    synced_at: previous?.synced_at ?? null,
  };
  const admissions = answer.data.map((admission) => ({ ...admission, event_id: eventId }));
  await writeList(meta, admissions, true);
}

/** The list's own refresh: only what changed since its version (orders paid, refunds, other doors). */
export async function refreshList(meta: DoorMeta) {
  const answer = await fetchAll(meta.event_id, meta.version);
  const admissions = answer.data.map((admission) => ({ ...admission, event_id: meta.event_id }));
  const next = { ...meta, version: answer.version, hash_key: answer.hash_key };
  await writeList(next, admissions, false);
}

/** What a sync result is when the server agrees with what the door said. */
const EXPECTED: Record<CheckInOutcome, SyncOutcome> = {
  valid: 'valid',
  already_checked_in: 'duplicate',
  unpaid: 'unpaid',
  refunded: 'refunded',
  cancelled: 'cancelled',
  other_event: 'unknown',
  unknown: 'unknown',
};

function who(admission: DoorAdmission | undefined) {
  if (!admission) return 'An unknown ticket';
  const person = admission.holder_name.trim() || admission.buyer_name;
  return `${person} (${admission.booking_id}, ticket ${admission.number})`;
}

function noticeOf(
  outcome: SyncOutcome,
  admission: DoorAdmission | undefined,
  result: { checked_in_at: string | null; device: string | null },
  event: DoorMeta['event'],
) {
  const zone = inEventZone(event);
  if (outcome === 'duplicate') {
    const where = result.device ? ` on ${result.device}` : '';
    const when = result.checked_in_at ? ` at ${formatClock(result.checked_in_at, zone)}` : '';
    return `Duplicate: ${who(admission)} was checked in first${where}${when}. This scan is logged as a duplicate entry.`;
  }
  if (outcome === 'valid') return `${who(admission)} was valid on the server and is checked in.`;
  const title = outcome === 'unknown' ? CHECK_IN_TEXTS.unknown.title : CHECK_IN_TEXTS[outcome].title;
  return `${who(admission)}: the server says ${title}.`;
}

export interface SyncReport {
  sent: number;
  notices: string[];
  counts: CheckInCounts | null;
}

/**
 * Sends the queue in batches; each batch is applied to the local list and dropped from the queue
 * only once the server has answered it, so a lost answer means the same ids are sent again.
 */
export async function syncQueue(eventId: number, device: string): Promise<SyncReport> {
  const report: SyncReport = { sent: 0, notices: [], counts: null };
  const queue = await readQueue(eventId);
  if (queue.length === 0) return report;
  for (let start = 0; start < queue.length; start += SYNC_BATCH_MAX) {
    const batch = queue.slice(start, start + SYNC_BATCH_MAX);
    const answer = await syncScans(
      eventId,
      device,
      batch.map(({ id, key, at, manual }) => ({ id, key, at, manual })),
    );
    const stored = await readList(eventId);
    const byKey = new Map(stored?.admissions.map((admission) => [admission.key, admission]));
    const changed: StoredAdmission[] = [];
    answer.results.forEach((result, index) => {
      const scan = batch.find((item) => item.id === result.id) ?? batch[index];
      if (!scan) return;
      const admission = byKey.get(scan.key);
      if (stored && result.outcome !== EXPECTED[scan.local_outcome]) {
        report.notices.push(noticeOf(result.outcome, admission, result, stored.meta.event));
      }
      if (!admission) return;
      if (result.outcome === 'valid' || result.outcome === 'duplicate') {
        changed.push({ ...admission, state: 'checked_in', checked_in_at: result.checked_in_at ?? scan.at });
      } else if (result.outcome !== 'unknown') {
        changed.push({ ...admission, state: result.outcome, checked_in_at: null });
      }
    });
    await writeAdmissions(changed);
    await dropScans(batch.map((scan) => scan.id));
    report.sent += batch.length;
    report.counts = answer.counts;
  }
  const stored = await readList(eventId);
  if (stored) await writeMeta({ ...stored.meta, synced_at: new Date().toISOString() });
  return report;
}

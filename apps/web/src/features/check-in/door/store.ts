import type { CheckInOutcome, CheckInStats } from '@tiketi/contract/check-in';
import type { DoorAdmission } from '@tiketi/contract/door';

/**
 * What a door device keeps in IndexedDB (ADR-022): per event the list's secret and version, the
 * admissions by key (no codes, no emails), and the scans waiting to sync. Plain IndexedDB, so
 * nothing is added to the bundle.
 */
const DB_NAME = 'tiketi-door';
const DB_VERSION = 1;

export interface DoorMeta {
  event_id: number;
  event: CheckInStats['event'];
  hash_key: string;
  version: number;
  downloaded_at: string;
  synced_at: string | null;
}

export interface StoredAdmission extends DoorAdmission {
  event_id: number;
}

export interface QueuedScan {
  id: string;
  event_id: number;
  key: string;
  at: string;
  manual: boolean;
  /** What this device decided, so a sync can tell when another door admitted first. */
  local_outcome: CheckInOutcome;
}

function done<T>(request: IDBRequest<T>): Promise<T> {
  return new Promise((resolve, reject) => {
    request.onsuccess = () => resolve(request.result);
    request.onerror = () => reject(request.error);
  });
}

function committed(transaction: IDBTransaction): Promise<void> {
  return new Promise((resolve, reject) => {
    transaction.oncomplete = () => resolve();
    transaction.onerror = () => reject(transaction.error);
    transaction.onabort = () => reject(transaction.error);
  });
}

let opening: Promise<IDBDatabase> | null = null;

/** Whether this browser can keep a list at all (private modes and old browsers may not). */
export function canStoreDoorList() {
  return typeof indexedDB !== 'undefined';
}

function openDb(): Promise<IDBDatabase> {
  opening ??= new Promise<IDBDatabase>((resolve, reject) => {
    const request = indexedDB.open(DB_NAME, DB_VERSION);
    request.onupgradeneeded = () => {
      const db = request.result;
      db.createObjectStore('lists', { keyPath: 'event_id' });
      const admissions = db.createObjectStore('admissions', { keyPath: ['event_id', 'key'] });
      admissions.createIndex('event', 'event_id');
      const queue = db.createObjectStore('queue', { keyPath: 'id' });
      queue.createIndex('event', 'event_id');
    };
    request.onsuccess = () => {
      const db = request.result;
      // Another tab upgrading, or a test deleting the database: let go so it can.
      db.onversionchange = () => {
        db.close();
        opening = null;
      };
      resolve(db);
    };
    request.onerror = () => {
      opening = null;
      reject(request.error);
    };
  });
  return opening;
}

/** The stored list of an event, or null when this device has not downloaded it. */
export async function readList(eventId: number) {
  const db = await openDb();
  const transaction = db.transaction(['lists', 'admissions'], 'readonly');
  const meta = await done<DoorMeta | undefined>(transaction.objectStore('lists').get(eventId));
  if (!meta) return null;
  const admissions = await done<StoredAdmission[]>(
    transaction.objectStore('admissions').index('event').getAll(eventId),
  );
  return { meta, admissions };
}

/**
 * Scans admitted here but not yet synced stay checked in, whatever an older server answer says:
 * the server hears of them only at the next sync.
 */
export function keepQueuedCheckIns(admissions: StoredAdmission[], queue: QueuedScan[]) {
  const admitted = new Map(queue.filter((scan) => scan.local_outcome === 'valid').map((s) => [s.key, s.at]));
  return admissions.map((admission) => {
    const at = admitted.get(admission.key);
    return at && admission.state === 'valid'
      ? { ...admission, state: 'checked_in' as const, checked_in_at: at }
      : admission;
  });
}

/**
 * Saves the list's meta and admissions (all of them on a download, the changed ones on a refresh).
 * The queue is read in the same transaction, so a scan recorded meanwhile is never overwritten.
 */
export async function writeList(meta: DoorMeta, admissions: StoredAdmission[], replace: boolean) {
  const db = await openDb();
  const transaction = db.transaction(['lists', 'admissions', 'queue'], 'readwrite');
  const store = transaction.objectStore('admissions');
  const queued = transaction.objectStore('queue').index('event').getAll(meta.event_id);
  queued.onsuccess = () => {
    if (replace) store.delete(IDBKeyRange.bound([meta.event_id], [meta.event_id, []]));
    for (const admission of keepQueuedCheckIns(admissions, queued.result)) store.put(admission);
    transaction.objectStore('lists').put(meta);
  };
  await committed(transaction);
}

export async function writeMeta(meta: DoorMeta) {
  const db = await openDb();
  const transaction = db.transaction('lists', 'readwrite');
  transaction.objectStore('lists').put(meta);
  await committed(transaction);
}

export async function writeAdmissions(admissions: StoredAdmission[]) {
  const db = await openDb();
  const transaction = db.transaction('admissions', 'readwrite');
  for (const admission of admissions) transaction.objectStore('admissions').put(admission);
  await committed(transaction);
}

/** Marks the admission checked in and queues the scan, in one transaction: both or neither. */
export async function recordScan(scan: QueuedScan, admission: StoredAdmission | null) {
  const db = await openDb();
  const transaction = db.transaction(['admissions', 'queue'], 'readwrite');
  if (admission) transaction.objectStore('admissions').put(admission);
  transaction.objectStore('queue').put(scan);
  await committed(transaction);
}

/** The scans of an event waiting to sync, oldest first. */
export async function readQueue(eventId: number): Promise<QueuedScan[]> {
  const db = await openDb();
  const scans = await done<QueuedScan[]>(
    db.transaction('queue', 'readonly').objectStore('queue').index('event').getAll(eventId),
  );
  return scans.sort((a, b) => a.at.localeCompare(b.at));
}

/** Drops synced scans from the queue. */
export async function dropScans(ids: string[]) {
  const db = await openDb();
  const transaction = db.transaction('queue', 'readwrite');
  for (const id of ids) transaction.objectStore('queue').delete(id);
  await committed(transaction);
}

/** For tests: forget every list and scan. */
export async function clearDoorStore() {
  const db = await openDb();
  const transaction = db.transaction(['lists', 'admissions', 'queue'], 'readwrite');
  for (const name of ['lists', 'admissions', 'queue']) transaction.objectStore(name).clear();
  await committed(transaction);
}

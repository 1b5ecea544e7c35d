import { useQueryClient } from '@tanstack/react-query';
import type { CheckInCounts, CheckInResult, CheckInStats } from '@tiketi/contract/check-in';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { checkInByHand, undoCheckIn } from '../api/door';
import { checkInStatsQueryOptions } from '../api/get-check-in-stats';
import { decide, localResult } from './decide';
import { readDeviceName, saveDeviceName } from './device-name';
import { importHashKey, keyOfCode } from './hash';
import { useOnline } from './online';
import {
  canStoreDoorList,
  type DoorMeta,
  readList,
  readQueue,
  recordScan,
  type StoredAdmission,
  writeAdmissions,
} from './store';
import { downloadList, refreshList, syncQueue } from './sync';

export const SYNC_EVERY_MS = 15_000;
export const REFRESH_EVERY_MS = 30_000;

interface DoorList {
  loaded: boolean;
  meta: DoorMeta | null;
  admissions: StoredAdmission[];
  queued: number;
}

function messageOf(error: unknown, fallback: string) {
  return error instanceof ApiError ? error.message : fallback;
}

/**
 * The offline door of one event (ADR-022): the downloaded list, the decisions made from it, the
 * queue of scans and its background sync, and the list's own refresh while online.
 */
export function useDoor(eventId: number, event: CheckInStats['event'] | undefined) {
  const online = useOnline();
  const queryClient = useQueryClient();
  const [device, setDevice] = useState(readDeviceName);
  const [list, setList] = useState<DoorList>({ loaded: false, meta: null, admissions: [], queued: 0 });
  const [notices, setNotices] = useState<string[]>([]);
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef(list);
  listRef.current = list;
  const hashKey = useRef<{ hex: string; key: Promise<CryptoKey> } | null>(null);
  const syncing = useRef<Promise<void> | null>(null);

  const reload = useCallback(async () => {
    const [stored, queue] = await Promise.all([readList(eventId), readQueue(eventId)]);
    const next = {
      loaded: true,
      meta: stored?.meta ?? null,
      admissions: stored?.admissions ?? [],
      queued: queue.length,
    };
    listRef.current = next;
    setList(next);
  }, [eventId]);

  useEffect(() => {
    if (canStoreDoorList()) void reload().catch(() => setList((current) => ({ ...current, loaded: true })));
    else setList((current) => ({ ...current, loaded: true }));
  }, [reload]);

  const setServerCounts = useCallback(
    (counts: CheckInCounts) =>
      queryClient.setQueryData(
        checkInStatsQueryOptions(eventId).queryKey,
        (current: CheckInStats | undefined) => (current ? { ...current, counts } : current),
      ),
    [queryClient, eventId],
  );

  const sync = useCallback(async () => {
    if (!device || !navigator.onLine || !listRef.current.meta) return;
    syncing.current ??= (async () => {
      try {
        const report = await syncQueue(eventId, device);
        if (report.notices.length > 0) setNotices((current) => [...report.notices, ...current].slice(0, 20));
        if (report.counts) setServerCounts(report.counts);
        if (report.sent > 0) setError(null);
      } catch (cause) {
        // Still queued: the same ids go again next time, and the server applies each once.
        if (!(cause instanceof ApiError && cause.status === 0))
          setError(messageOf(cause, 'The scans could not sync.'));
      } finally {
        syncing.current = null;
        await reload();
      }
    })();
    await syncing.current;
  }, [device, eventId, reload, setServerCounts]);

  const refresh = useCallback(async () => {
    const meta = listRef.current.meta;
    if (!meta || !navigator.onLine) return;
    try {
      await refreshList(meta);
      await reload();
    } catch {
      // The next refresh tries again; the list on the device still decides meanwhile.
    }
  }, [reload]);

  const hasList = list.meta !== null;
  const wasOnline = useRef(online);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!online || !hasList) return;
    if (cameBack) void sync().then(refresh);
    const syncTimer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    const refreshTimer = window.setInterval(() => void refresh(), REFRESH_EVERY_MS);
    return () => {
      window.clearInterval(syncTimer);
      window.clearInterval(refreshTimer);
    };
  }, [online, hasList, sync, refresh]);

  async function download() {
    if (!event) return;
    setDownloading(true);
    setError(null);
    try {
      await downloadList(eventId, event, listRef.current.meta);
      await reload();
    } catch (cause) {
      setError(messageOf(cause, 'The list could not be saved on this device.'));
    } finally {
      setDownloading(false);
    }
  }

  /** Marks one admission checked in here and queues the scan; the answer comes from the list. */
  async function admitLocally(admission: StoredAdmission | undefined, key: string, manual: boolean) {
    const at = new Date().toISOString();
    const outcome = decide(admission);
    const admitted =
      admission && outcome === 'valid'
        ? { ...admission, state: 'checked_in' as const, checked_in_at: at }
        : null;
    const current = listRef.current;
    const admissions = admitted
      ? current.admissions.map((item) => (item.key === key ? admitted : item))
      : current.admissions;
    const next = { ...current, admissions, queued: current.queued + 1 };
    listRef.current = next;
    setList(next);
    const result = localResult(
      outcome,
      admitted ?? admission,
      admissions,
      admitted ? (device ?? undefined) : undefined,
    );
    await recordScan(
      { id: crypto.randomUUID(), event_id: eventId, key, at, manual, local_outcome: outcome },
      admitted,
    );
    if (navigator.onLine) void sync();
    return result;
  }

  /** A scanned or typed code, decided from the downloaded list. */
  async function scan(code: string): Promise<CheckInResult> {
    const meta = listRef.current.meta;
    if (!meta) throw new Error('No list on this device.');
    if (hashKey.current?.hex !== meta.hash_key) {
      hashKey.current = { hex: meta.hash_key, key: importHashKey(meta.hash_key) };
    }
    const key = await keyOfCode(await hashKey.current.key, code);
    return admitLocally(
      listRef.current.admissions.find((item) => item.key === key),
      key,
      false,
    );
  }

  /** 'Check in' from search: online through the server, offline as a manual scan in the queue. */
  async function checkInManually(target: { booking_id: string; number: number }): Promise<CheckInResult> {
    const local = listRef.current.admissions.find(
      (item) => item.booking_id === target.booking_id && item.number === target.number,
    );
    if (navigator.onLine || !local) {
      try {
        const result = await checkInByHand(eventId, {
          booking_id: target.booking_id,
          number: target.number,
          device: device ?? undefined,
        });
        setServerCounts(result.counts);
        if (local && result.outcome === 'valid') {
          await writeAdmissions([
            { ...local, state: 'checked_in', checked_in_at: result.checked_in_at ?? null },
          ]);
          await reload();
        }
        return result;
      } catch (cause) {
        if (!(local && cause instanceof ApiError && cause.status === 0)) throw cause;
      }
    }
    return admitLocally(local, local.key, true);
  }

  /** Undoes a check-in on the server (online only); the local list follows. */
  async function undo(target: { booking_id: string; number: number }) {
    await undoCheckIn(eventId, target.booking_id, target.number);
    const local = listRef.current.admissions.find(
      (item) => item.booking_id === target.booking_id && item.number === target.number,
    );
    if (local) {
      await writeAdmissions([{ ...local, state: 'valid', checked_in_at: null }]);
      await reload();
    }
    void queryClient.invalidateQueries({ queryKey: checkInStatsQueryOptions(eventId).queryKey });
  }

  function nameDevice(name: string) {
    saveDeviceName(name);
    setDevice(name.trim());
  }

  return {
    eventId,
    online,
    device,
    nameDevice,
    list,
    notices,
    error,
    isDownloading,
    download,
    scan,
    sync,
    checkInManually,
    undo,
  };
}

export type Door = ReturnType<typeof useDoor>;

import { useQueryClient } from '@tanstack/react-query';
import type { CheckInResult, CheckInStats } from '@tiketi/contract/check-in';
import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';
import { checkInByHand, undoCheckIn } from '../api/door';
import { checkInStatsQueryOptions, useSetCheckInCounts } from '../api/get-check-in-stats';
import { useDoorBackground, useSerial } from './background';
import { decide, localResult } from './decide';
import { useDeviceName } from './device-name';
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
  const [device, nameDevice] = useDeviceName();
  const [list, setList] = useState<DoorList>({ loaded: false, meta: null, admissions: [], queued: 0 });
  const [notices, setNotices] = useState<string[]>([]);
  const [isDownloading, setDownloading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const listRef = useRef(list);
  listRef.current = list;
  const hashKey = useRef<{ hex: string; key: Promise<CryptoKey> } | null>(null);
  const serial = useSerial();
  // Scans decided but still being written: a reload meanwhile keeps them.
  const pending = useRef({ admitted: new Map<string, StoredAdmission>(), scans: 0 });

  const reload = useCallback(async () => {
    const [stored, queue] = await Promise.all([readList(eventId), readQueue(eventId)]);
    const next = {
      loaded: true,
      meta: stored?.meta ?? null,
      admissions: (stored?.admissions ?? []).map((item) => pending.current.admitted.get(item.key) ?? item),
      queued: queue.length + pending.current.scans,
    };
    listRef.current = next;
    setList(next);
  }, [eventId]);

  useEffect(() => {
    if (canStoreDoorList()) void reload().catch(() => setList((current) => ({ ...current, loaded: true })));
    else setList((current) => ({ ...current, loaded: true }));
  }, [reload]);

  const setServerCounts = useSetCheckInCounts(eventId);

  // biome-ignore lint/correctness/useExhaustiveDependencies: serial is one chain for the screen's life
  const sync = useCallback(async () => {
    if (!device || !navigator.onLine || !listRef.current.meta) return;
    await serial(async () => {
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
        await reload();
      }
    });
  }, [device, eventId, reload, setServerCounts]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: serial is one chain for the screen's life
  const refresh = useCallback(async () => {
    await serial(async () => {
      const meta = listRef.current.meta;
      if (!meta || !navigator.onLine) return;
      try {
        await refreshList(meta);
        await reload();
      } catch {
        // The next refresh tries again; the list on the device still decides meanwhile.
      }
    });
  }, [reload]);

  useDoorBackground({ online, hasList: list.meta !== null, sync, refresh });

  async function download() {
    if (!event) return;
    setDownloading(true);
    setError(null);
    try {
      await serial(async () => {
        await downloadList(eventId, event, listRef.current.meta);
        await reload();
      });
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
    if (admitted) pending.current.admitted.set(key, admitted);
    pending.current.scans += 1;
    try {
      await recordScan(
        { id: crypto.randomUUID(), event_id: eventId, key, at, manual, local_outcome: outcome },
        admitted,
      );
    } finally {
      if (pending.current.admitted.get(key) === admitted) pending.current.admitted.delete(key);
      pending.current.scans -= 1;
    }
    if (navigator.onLine) void sync();
    return result;
  }

  /**
   * A scanned or typed code, decided from the downloaded list. A code the list does not hold goes
   * to the server while online (`askServer`), which can tell another event's ticket or an order
   * newer than the list; offline, or with the server out of reach, it is Unknown and queued.
   */
  async function scan(
    code: string,
    askServer?: (code: string) => Promise<CheckInResult>,
  ): Promise<CheckInResult> {
    const meta = listRef.current.meta;
    if (!meta) throw new Error('No list on this device.');
    if (hashKey.current?.hex !== meta.hash_key) {
      hashKey.current = { hex: meta.hash_key, key: importHashKey(meta.hash_key) };
    }
    const key = await keyOfCode(await hashKey.current.key, code);
    const admission = listRef.current.admissions.find((item) => item.key === key);
    if (!admission && askServer && navigator.onLine) {
      try {
        const result = await askServer(code);
        if (result.outcome === 'valid') void refresh();
        return result;
      } catch (cause) {
        if (!(cause instanceof ApiError && cause.status === 0)) throw cause;
      }
    }
    return admitLocally(admission, key, false);
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

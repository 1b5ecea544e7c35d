import { useEffect, useRef } from 'react';

export const SYNC_EVERY_MS = 15_000;
export const REFRESH_EVERY_MS = 30_000;

/**
 * Runs the door's network work one task at a time (download, sync, refresh), so a refresh never
 * writes an older list over a sync's answer.
 */
export function useSerial() {
  const chain = useRef<Promise<unknown>>(Promise.resolve());
  return function serial<T>(task: () => Promise<T>): Promise<T> {
    const run = chain.current.then(task, task);
    chain.current = run.catch(() => undefined);
    return run;
  };
}

/**
 * While online with a list: the queue syncs every 15 s and the list refreshes every 30 s (so
 * refunds and new orders reach the door within a minute); when the screen opens with a list and
 * when the network returns, both at once (scans left from before a restart go at once too).
 */
export function useDoorBackground(input: {
  online: boolean;
  hasList: boolean;
  sync: () => Promise<void>;
  refresh: () => Promise<void>;
}) {
  const { online, hasList, sync, refresh } = input;
  const wasOnline = useRef(online);
  const started = useRef(false);
  useEffect(() => {
    const cameBack = online && !wasOnline.current;
    wasOnline.current = online;
    if (!online || !hasList) return;
    if (cameBack || !started.current) void sync().then(refresh);
    started.current = true;
    const syncTimer = window.setInterval(() => void sync(), SYNC_EVERY_MS);
    const refreshTimer = window.setInterval(() => void refresh(), REFRESH_EVERY_MS);
    return () => {
      window.clearInterval(syncTimer);
      window.clearInterval(refreshTimer);
    };
  }, [online, hasList, sync, refresh]);
}

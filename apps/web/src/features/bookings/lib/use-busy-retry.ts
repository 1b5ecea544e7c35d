import { useCallback, useEffect, useRef, useState } from 'react';
import { ApiError } from '@/lib/api-client';

/** Tries of one booking while the server is busy, the first included, before giving up. */
export const BUSY_ATTEMPTS = 5;
/** However long a busy server asks, the buyer is not kept waiting longer than this between tries. */
const LONGEST_WAIT_S = 30;

export const BUSY_GAVE_UP =
  'So many people are booking right now that we could not get through. Your choices are kept: press Proceed to try again.';

export function busyWaitingText(seconds: number): string {
  return `Lots of people are booking right now, trying again in ${seconds} s…`;
}

/** A busy server's answer (503 with Retry-After): the seconds to wait, or null for any other failure. */
export function busyRetryAfter(error: unknown): number | null {
  if (!(error instanceof ApiError) || error.status !== 503 || error.retryAfter === null) return null;
  return Math.min(Math.max(Math.ceil(error.retryAfter), 1), LONGEST_WAIT_S);
}

/**
 * Waits out a busy server (issue 18): `wait(seconds, then)` counts `secondsLeft` down once a second
 * and calls `then` when it reaches zero. Leaving the screen or `stop()` ends the wait.
 */
export function useBusyRetry() {
  const [secondsLeft, setSecondsLeft] = useState<number | null>(null);
  const timer = useRef<ReturnType<typeof setInterval> | null>(null);

  const stop = useCallback(() => {
    if (timer.current !== null) clearInterval(timer.current);
    timer.current = null;
    setSecondsLeft(null);
  }, []);

  useEffect(() => stop, [stop]);

  const wait = useCallback(
    (seconds: number, then: () => void) => {
      stop();
      let left = seconds;
      setSecondsLeft(left);
      timer.current = setInterval(() => {
        left -= 1;
        if (left > 0) {
          setSecondsLeft(left);
          return;
        }
        stop();
        then();
      }, 1000);
    },
    [stop],
  );

  return { secondsLeft, wait, stop };
}

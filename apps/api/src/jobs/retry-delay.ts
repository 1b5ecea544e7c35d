const FIRST_DELAY_MS = 30_000;
const MAX_DELAY_MS = 3_600_000;

/**
 * How long to wait after the n-th failed attempt (n >= 1): 30 s, doubling, capped at 1 h. The wait
 * is drawn from the upper half of that window, so instances that failed together (an SMTP outage)
 * spread out instead of retrying in lock step, and never retry at once.
 */
export function computeRetryDelayMs(failedAttempts: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, failedAttempts - 1);
  const window = Math.min(FIRST_DELAY_MS * 2 ** exponent, MAX_DELAY_MS);
  return Math.round(window / 2 + (random() * window) / 2);
}

/**
 * The seat hold's remaining time, as 'm:ss' ('14:32'); null once it has run out or when the
 * expiry cannot be read.
 */
export function holdTimeLeft(expiresAt: string, now: number): string | null {
  const end = new Date(expiresAt).getTime();
  if (Number.isNaN(end)) return null;
  const seconds = Math.ceil((end - now) / 1000);
  if (seconds <= 0) return null;
  const minutes = Math.floor(seconds / 60);
  return `${minutes}:${String(seconds % 60).padStart(2, '0')}`;
}

/** True once the hold has run out (an unreadable expiry never counts as run out). */
export function hasHoldEnded(expiresAt: string, now: number): boolean {
  const end = new Date(expiresAt).getTime();
  return !Number.isNaN(end) && end <= now;
}

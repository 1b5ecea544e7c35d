/**
 * A camera sees the same QR code many times a second while it is held up. The gate lets a code
 * through once, then ignores that same code until `quietMs` have passed without seeing it; another
 * code goes through at once.
 */
export function createScanGate(quietMs = 2500) {
  let lastCode = '';
  let lastSeenAt = Number.NEGATIVE_INFINITY;
  return {
    /** True when this sighting should be checked in. */
    accept(code: string, now = Date.now()): boolean {
      const isRepeat = code === lastCode && now - lastSeenAt < quietMs;
      lastCode = code;
      lastSeenAt = now;
      return !isRepeat;
    },
  };
}

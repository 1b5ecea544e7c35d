/**
 * A fixed-window counter kept in this process's memory, for limits on hot paths where a database
 * write per request would cost more than the limit protects (booking during an on-sale rush). Each
 * instance counts on its own, so behind N instances a client gets up to N times the limit: enough
 * to stop one script from holding an event's stock again and again, which is what it is for.
 */
export class MemoryRateLimit {
  private readonly windows = new Map<string, { startedAt: number; count: number }>();

  constructor(
    private readonly limit: number,
    private readonly windowMs: number,
    private readonly maxKeys = 100_000,
  ) {}

  /** Counts one hit for `key`; false once the key has passed its limit in the current window. */
  hit(key: string, now = Date.now()): boolean {
    if (this.limit <= 0) return true;
    let window = this.windows.get(key);
    if (!window || now - window.startedAt >= this.windowMs) {
      if (!window && this.windows.size >= this.maxKeys) this.forgetEnded(now);
      window = { startedAt: now, count: 0 };
      this.windows.set(key, window);
    }
    window.count += 1;
    return window.count <= this.limit;
  }

  private forgetEnded(now: number) {
    for (const [key, window] of this.windows) {
      if (now - window.startedAt >= this.windowMs) this.windows.delete(key);
    }
    // Still full of live windows (a flood of addresses): start over rather than grow without bound.
    if (this.windows.size >= this.maxKeys) this.windows.clear();
  }
}

/**
 * A tiny time-bounded cache for anonymous, public reads (the home list is hit hardest during an
 * on-sale rush). Entries live `ttlMs` at most, so every instance converges within that time; local
 * writes clear it at once. A TTL of 0 turns it off.
 */
export class PublicCache {
  private readonly entries = new Map<string, { expiresAt: number; value: Promise<unknown> }>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    if (this.entries.size >= this.maxEntries) this.evictExpired(now);
    if (this.entries.size >= this.maxEntries) this.entries.clear();
    // The promise itself is cached, so simultaneous misses share one load.
    const value = load();
    const entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.catch(() => {
      if (this.entries.get(key) === entry) this.entries.delete(key);
    });
    return value;
  }

  clear(): void {
    this.entries.clear();
  }

  /** Drops one entry, e.g. one found stale. */
  forget(key: string): void {
    this.entries.delete(key);
  }

  private evictExpired(now: number) {
    for (const [key, entry] of this.entries) if (entry.expiresAt <= now) this.entries.delete(key);
  }
}

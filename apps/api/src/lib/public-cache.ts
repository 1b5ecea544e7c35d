/**
 * A tiny time-bounded cache for anonymous, public reads (the home list is hit hardest during an
 * on-sale rush). Entries live `ttlMs` at most, so every instance converges within that time; local
 * writes clear it at once. A TTL of 0 turns it off.
 */
interface Entry {
  expiresAt: number;
  value: Promise<unknown>;
  /** Set once the value has loaded, so that `peek` can answer without waiting. */
  loaded?: { value: unknown };
}

export class PublicCache {
  private readonly clearListeners: (() => void)[] = [];
  private readonly entries = new Map<string, Entry>();
  /** Second keys of entries (see `alias`), apart, so that many of them never push entries out. */
  private readonly aliases = new Map<string, Entry>();

  constructor(
    private readonly ttlMs: number,
    private readonly maxEntries = 1000,
  ) {}

  async getOrLoad<T>(key: string, load: () => Promise<T>): Promise<T> {
    if (this.ttlMs === 0) return load();
    const now = Date.now();
    const hit = this.entries.get(key);
    if (hit && hit.expiresAt > now) return hit.value as Promise<T>;
    makeRoomIn(this.entries, this.maxEntries, now);
    // The promise itself is cached, so simultaneous misses share one load.
    const value = load();
    const entry: Entry = { expiresAt: now + this.ttlMs, value };
    this.entries.set(key, entry);
    value.then(
      (loaded) => {
        entry.loaded = { value: loaded };
      },
      () => {
        if (this.entries.get(key) === entry) this.entries.delete(key);
      },
    );
    return value;
  }

  /** The loaded, unexpired value of `key` (or of an alias), at once, or undefined (also while loading). */
  peek<T>(key: string): T | undefined {
    const entry = this.aliases.get(key) ?? this.entries.get(key);
    if (!entry?.loaded) return undefined;
    if (entry.expiresAt > Date.now()) return entry.loaded.value as T;
    this.forget(key);
    return undefined;
  }

  /**
   * Makes `alias` find the same entry as `key` (same value, same expiry), e.g. a request's raw URL
   * for the entry of its checked query, so that the next identical request skips the checks. Aliases
   * have a room of their own: URLs that differ only in junk (`?x=1`, `?x=2`...) evict one another,
   * never the entries.
   */
  alias(alias: string, key: string): void {
    const entry = this.entries.get(key);
    const now = Date.now();
    if (!entry || alias === key || entry.expiresAt <= now) return;
    makeRoomIn(this.aliases, this.maxEntries, now);
    this.aliases.set(alias, entry);
  }

  clear(): void {
    this.entries.clear();
    this.aliases.clear();
    for (const listener of this.clearListeners) listener();
  }

  /**
   * Also forgets what `listener` keeps whenever a local write clears this cache, e.g. the sold-out
   * marks: the instance that made a change then reads its own write at once, without waiting for
   * the database's notification to come back to it.
   */
  onClear(listener: () => void): void {
    this.clearListeners.push(listener);
  }

  /** Drops one entry, e.g. one found stale. */
  forget(key: string): void {
    this.entries.delete(key);
    this.aliases.delete(key);
  }
}

/** Drops the expired entries of a full map, and all of them if it is still full. */
function makeRoomIn(entries: Map<string, Entry>, maxEntries: number, now: number) {
  if (entries.size < maxEntries) return;
  for (const [key, entry] of entries) if (entry.expiresAt <= now) entries.delete(key);
  if (entries.size >= maxEntries) entries.clear();
}

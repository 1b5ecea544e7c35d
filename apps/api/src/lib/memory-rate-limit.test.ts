import { describe, expect, it } from 'vitest';
import { MemoryRateLimit } from './memory-rate-limit';

describe('MemoryRateLimit', () => {
  it('allows the limit within a window, refuses past it, and starts again in the next window', () => {
    const limit = new MemoryRateLimit(3, 1000);
    expect([1, 2, 3, 4].map(() => limit.hit('a', 0))).toEqual([true, true, true, false]);
    expect(limit.hit('b', 10)).toBe(true);
    expect(limit.hit('a', 999)).toBe(false);
    expect(limit.hit('a', 1000)).toBe(true);
  });

  it('is off with a limit of 0', () => {
    const limit = new MemoryRateLimit(0, 1000);
    expect(Array.from({ length: 100 }, () => limit.hit('a', 0)).every(Boolean)).toBe(true);
  });

  it('forgets ended windows instead of growing past its size', () => {
    const limit = new MemoryRateLimit(1, 1000, 2);
    limit.hit('a', 0);
    limit.hit('b', 0);
    expect(limit.hit('c', 1500)).toBe(true);
    // 'a' was forgotten with its ended window, so it starts a fresh one.
    expect(limit.hit('a', 1500)).toBe(true);
    expect(limit.hit('a', 1600)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { computeRetryDelayMs } from './retry-delay';

describe('computeRetryDelayMs', () => {
  it('doubles from 30 s and stays within the upper half of each window', () => {
    expect(computeRetryDelayMs(1, () => 1)).toBe(30_000);
    expect(computeRetryDelayMs(1, () => 0)).toBe(15_000);
    expect(computeRetryDelayMs(2, () => 1)).toBe(60_000);
    expect(computeRetryDelayMs(4, () => 0.5)).toBe(180_000);
  });

  it('caps the wait at one hour however many attempts failed', () => {
    expect(computeRetryDelayMs(8, () => 1)).toBe(3_600_000);
    expect(computeRetryDelayMs(50, () => 1)).toBe(3_600_000);
    expect(computeRetryDelayMs(50, () => 0)).toBe(1_800_000);
  });

  it('never retries at once, even with a random draw of zero', () => {
    for (let attempt = 1; attempt <= 10; attempt++) {
      expect(computeRetryDelayMs(attempt, () => 0)).toBeGreaterThanOrEqual(15_000);
    }
  });
});

import { describe, expect, it } from 'vitest';
import { hasHoldEnded, holdTimeLeft } from './hold-time';

const expiresAt = '2026-05-01T10:15:00.000Z';
const at = (iso: string) => new Date(iso).getTime();

describe('holdTimeLeft', () => {
  it('shows minutes and zero-padded seconds, rounding up', () => {
    expect(holdTimeLeft(expiresAt, at('2026-05-01T10:00:00.000Z'))).toBe('15:00');
    expect(holdTimeLeft(expiresAt, at('2026-05-01T10:00:28.000Z'))).toBe('14:32');
    expect(holdTimeLeft(expiresAt, at('2026-05-01T10:14:59.500Z'))).toBe('0:01');
  });

  it('is null once the hold has run out or the time is unreadable', () => {
    expect(holdTimeLeft(expiresAt, at('2026-05-01T10:15:00.000Z'))).toBeNull();
    expect(holdTimeLeft(expiresAt, at('2026-05-01T11:00:00.000Z'))).toBeNull();
    expect(holdTimeLeft('soon', at('2026-05-01T10:00:00.000Z'))).toBeNull();
  });
});

describe('hasHoldEnded', () => {
  it('is true from the expiry on', () => {
    expect(hasHoldEnded(expiresAt, at('2026-05-01T10:14:59.000Z'))).toBe(false);
    expect(hasHoldEnded(expiresAt, at('2026-05-01T10:15:00.000Z'))).toBe(true);
    expect(hasHoldEnded('soon', at('2026-05-01T10:15:00.000Z'))).toBe(false);
  });
});

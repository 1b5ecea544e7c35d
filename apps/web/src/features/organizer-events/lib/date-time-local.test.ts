import { describe, expect, it } from 'vitest';
import { isInThePast, toDateTimeLocal, toIsoInstant } from './date-time-local';

// Built from local parts, so the tests hold in any time zone the suite runs in.
const local = new Date(2026, 2, 14, 19, 30);

describe('toIsoInstant', () => {
  it('reads the picker value as local time and sends it with its offset', () => {
    expect(toIsoInstant('2026-03-14T19:30')).toBe(local.toISOString());
    expect(toIsoInstant('2026-03-14T19:30')).toMatch(/Z$/);
    expect(toIsoInstant('2026-03-14T19:30:15')).toBe(new Date(2026, 2, 14, 19, 30, 15).toISOString());
  });

  it('gives an empty value for nothing or garbage', () => {
    for (const value of ['', '  ', '2026-03-14', 'tomorrow', '2026-13-40T99:99', '2026-03-14T19:30Z']) {
      expect(toIsoInstant(value)).toBe('');
    }
  });
});

describe('toDateTimeLocal', () => {
  it('shows an instant in the picker in local time, round-tripping', () => {
    expect(toDateTimeLocal(local.toISOString())).toBe('2026-03-14T19:30');
    expect(toIsoInstant(toDateTimeLocal(local.toISOString()))).toBe(local.toISOString());
  });

  it('gives an empty value for an unreadable instant', () => {
    expect(toDateTimeLocal('')).toBe('');
    expect(toDateTimeLocal('not a date')).toBe('');
  });
});

describe('isInThePast', () => {
  it('is true only for a readable start before now', () => {
    const now = new Date(2026, 2, 14, 19, 30);
    expect(isInThePast('2026-03-14T19:29', now)).toBe(true);
    expect(isInThePast('2026-03-14T19:31', now)).toBe(false);
    expect(isInThePast('', now)).toBe(false);
    expect(isInThePast('soon', now)).toBe(false);
  });
});

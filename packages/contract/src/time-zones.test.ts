import { describe, expect, it } from 'vitest';
import {
  formatZonedRange,
  formatZonedTime,
  instantToLocalTime,
  isTimeZone,
  localTimeToInstant,
  zoneAbbreviation,
} from './time-zones';

const instantOf = (local: string, zone: string) => {
  const result = localTimeToInstant(local, zone);
  if (!result.ok) throw new Error(result.message);
  return result.instant.toISOString();
};

describe('localTimeToInstant', () => {
  it('reads a wall-clock time in the zone', () => {
    expect(instantOf('2026-12-05T19:00', 'Africa/Nairobi')).toBe('2026-12-05T16:00:00.000Z');
    expect(instantOf('2026-12-05T19:00', 'UTC')).toBe('2026-12-05T19:00:00.000Z');
    expect(instantOf('2026-07-01T19:00:30', 'Europe/Lisbon')).toBe('2026-07-01T18:00:30.000Z');
  });

  it('refuses a time Lisbon skips when its clocks go forward on 29 March 2026', () => {
    const result = localTimeToInstant('2026-03-29T01:30', 'Europe/Lisbon');
    expect(result).toMatchObject({ ok: false, reason: 'nonexistent' });
    expect(!result.ok && result.message).toMatch(/does not exist in Europe\/Lisbon/);
    // Either side of the gap exists.
    expect(instantOf('2026-03-29T00:59', 'Europe/Lisbon')).toBe('2026-03-29T00:59:00.000Z');
    expect(instantOf('2026-03-29T02:00', 'Europe/Lisbon')).toBe('2026-03-29T01:00:00.000Z');
  });

  it('takes the first of the two 01:30s Lisbon has on 25 October 2026', () => {
    // 01:30 WEST (UTC+1) comes before 01:30 WET (UTC+0).
    expect(instantOf('2026-10-25T01:30', 'Europe/Lisbon')).toBe('2026-10-25T00:30:00.000Z');
    expect(instantOf('2026-10-25T02:30', 'Europe/Lisbon')).toBe('2026-10-25T02:30:00.000Z');
    expect(instantOf('2026-10-25T00:30', 'Europe/Lisbon')).toBe('2026-10-24T23:30:00.000Z');
  });

  it('refuses what is not a calendar time', () => {
    for (const bad of [
      '2026-02-30T10:00',
      '2026-13-01T10:00',
      '2026-01-01T24:00',
      '2026-01-01 10:00',
      'soon',
    ]) {
      expect(localTimeToInstant(bad, 'UTC')).toMatchObject({ ok: false, reason: 'malformed' });
    }
  });
});

describe('showing a time in its zone', () => {
  it('gives the wall-clock time back', () => {
    expect(instantToLocalTime('2026-12-05T16:00:00Z', 'Africa/Nairobi')).toBe('2026-12-05T19:00');
    expect(instantToLocalTime('2026-10-25T00:30:00Z', 'Europe/Lisbon')).toBe('2026-10-25T01:30');
  });

  it("names the zone with Intl's English abbreviation where one exists", () => {
    expect(zoneAbbreviation('2026-03-14T16:00:00Z', 'Africa/Nairobi')).toBe('EAT');
    expect(zoneAbbreviation('2026-07-01T12:00:00Z', 'Europe/Lisbon')).toBe('WEST');
    expect(zoneAbbreviation('2026-12-01T12:00:00Z', 'Europe/Lisbon')).toBe('WET');
    expect(zoneAbbreviation('2026-12-01T12:00:00Z', 'UTC')).toBe('UTC');
  });

  it("reads 'Sat 14 Mar, 7:00 PM EAT'", () => {
    expect(formatZonedTime('2026-03-14T16:00:00Z', 'Africa/Nairobi')).toBe('Sat 14 Mar, 7:00 PM EAT');
    expect(formatZonedTime('2026-03-14T16:00:00Z', 'Africa/Nairobi', { year: true })).toBe(
      'Sat 14 Mar 2026, 7:00 PM EAT',
    );
    expect(formatZonedRange('2026-03-14T16:00:00Z', '2026-03-14T19:00:00Z', 'Africa/Nairobi')).toBe(
      'Sat 14 Mar, 7:00 PM – 10:00 PM EAT',
    );
    expect(formatZonedRange('2026-03-14T16:00:00Z', '2026-03-15T19:00:00Z', 'Africa/Nairobi')).toBe(
      'Sat 14 Mar, 7:00 PM EAT – Sun 15 Mar, 10:00 PM EAT',
    );
  });

  it('knows real zones only', () => {
    expect(isTimeZone('Europe/Lisbon')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { toDateTimeLocal } from './date-time-local';
import { holdersToTell } from './holder-change';

const saved = {
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  location: 'Arboretum, Nairobi',
  ticket_holders: 12,
};
const unchanged = {
  start_time: toDateTimeLocal(saved.start_time),
  end_time: toDateTimeLocal(saved.end_time),
  location: saved.location,
};

describe('holdersToTell', () => {
  it('is 0 when the date, time and place are as saved (a new title is no news to holders)', () => {
    expect(holdersToTell(unchanged, saved)).toBe(0);
    expect(holdersToTell({ ...unchanged, location: ' Arboretum, Nairobi ' }, saved)).toBe(0);
  });

  it('counts the holders when the start, the end or the place changed', () => {
    expect(
      holdersToTell({ ...unchanged, start_time: toDateTimeLocal('2027-05-02T18:00:00.000Z') }, saved),
    ).toBe(12);
    expect(
      holdersToTell({ ...unchanged, end_time: toDateTimeLocal('2027-05-01T23:00:00.000Z') }, saved),
    ).toBe(12);
    expect(holdersToTell({ ...unchanged, location: 'KICC, Nairobi' }, saved)).toBe(12);
  });

  it('is 0 when nobody holds a ticket, whatever changed', () => {
    const moved = { ...unchanged, location: 'KICC, Nairobi' };
    expect(holdersToTell(moved, { ...saved, ticket_holders: 0 })).toBe(0);
  });
});

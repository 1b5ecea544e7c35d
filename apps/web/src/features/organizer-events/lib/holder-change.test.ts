import { describe, expect, it } from 'vitest';
import { holdersToTell } from './holder-change';

const saved = {
  time_zone: 'Europe/Lisbon',
  start_time: '2027-05-01T18:00:00.000Z',
  end_time: '2027-05-01T22:00:00.000Z',
  location: 'Arboretum, Nairobi',
  ticket_holders: 12,
};
// 18:00Z on 1 May is 19:00 WEST in Lisbon.
const unchanged = {
  time_zone: 'Europe/Lisbon',
  start_time: '2027-05-01T19:00',
  end_time: '2027-05-01T23:00',
  location: saved.location,
};

describe('holdersToTell', () => {
  it('is 0 when the date, time and place are as saved (a new title is no news to holders)', () => {
    expect(holdersToTell(unchanged, saved)).toBe(0);
    expect(holdersToTell({ ...unchanged, location: ' Arboretum, Nairobi ' }, saved)).toBe(0);
  });

  it('counts the holders when the start, the end or the place changed', () => {
    expect(holdersToTell({ ...unchanged, start_time: '2027-05-02T19:00' }, saved)).toBe(12);
    expect(holdersToTell({ ...unchanged, end_time: '2027-05-02T00:00' }, saved)).toBe(12);
    expect(holdersToTell({ ...unchanged, location: 'KICC, Nairobi' }, saved)).toBe(12);
    // The same clock in another zone is another moment.
    expect(holdersToTell({ ...unchanged, time_zone: 'Africa/Nairobi' }, saved)).toBe(12);
  });

  it('is 0 when nobody holds a ticket, whatever changed', () => {
    const moved = { ...unchanged, location: 'KICC, Nairobi' };
    expect(holdersToTell(moved, { ...saved, ticket_holders: 0 })).toBe(0);
  });
});

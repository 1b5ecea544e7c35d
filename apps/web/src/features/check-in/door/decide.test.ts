import type { DoorAdmission } from '@tiketi/contract/door';
import { describe, expect, it } from 'vitest';
import { decide, localCounts, searchLocal } from './decide';

const base: DoorAdmission = {
  key: 'k',
  booking_id: 'TK-AMINA00001',
  number: 1,
  name: 'General',
  no_of_persons: 2,
  holder_name: 'Zoë Wanjiru',
  buyer_name: 'Amina Njeri',
  buyer_phone: '+254 700 111222',
  state: 'valid',
  checked_in_at: null,
};

describe('deciding from the list', () => {
  it('maps each admission state to the door’s outcome, and a missing key to Unknown', () => {
    expect(decide(base)).toBe('valid');
    expect(decide({ ...base, state: 'checked_in' })).toBe('already_checked_in');
    expect(decide({ ...base, state: 'unpaid' })).toBe('unpaid');
    expect(decide({ ...base, state: 'refunded' })).toBe('refunded');
    expect(decide({ ...base, state: 'cancelled' })).toBe('cancelled');
    expect(decide(undefined)).toBe('unknown');
  });

  it('counts paid admissions and their people', () => {
    const list = [base, { ...base, state: 'checked_in' as const }, { ...base, state: 'refunded' as const }];
    expect(localCounts(list)).toEqual({ checked_in: 1, total: 2, people_checked_in: 2, people_total: 4 });
  });

  it('finds by names without accents, reference and phone, never by anything else', () => {
    expect(searchLocal([base], 'zoe')).toHaveLength(1);
    expect(searchLocal([base], 'njeri amina')).toHaveLength(1);
    expect(searchLocal([base], 'tk-amina')).toHaveLength(1);
    expect(searchLocal([base], '0700 111 222')).toHaveLength(1);
    expect(searchLocal([base], 'general')).toHaveLength(0);
    expect(searchLocal([base], '  ')).toHaveLength(0);
  });
});

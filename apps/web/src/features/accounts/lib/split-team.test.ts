import type { Teammate } from '@tiketi/contract/accounts';
import { describe, expect, it } from 'vitest';
import { splitTeam } from './split-team';

const person = (id: number, last_login_date: string | null): Teammate => ({
  id,
  first_name: `First${id}`,
  last_name: `Last${id}`,
  email_address: `p${id}@example.com`,
  msisdn: `+25470000000${id}`,
  role: id === 1 ? 'owner' : 'member',
  last_login_date,
});

describe('splitTeam', () => {
  it('puts people who signed in under teammates and the rest under invites, in order', () => {
    const team = [
      person(1, '2026-03-01T10:00:00.000Z'),
      person(2, null),
      person(3, '2026-03-02T08:00:00.000Z'),
    ];
    const { teammates, invites } = splitTeam(team);
    expect(teammates.map((p) => p.id)).toEqual([1, 3]);
    expect(invites.map((p) => p.id)).toEqual([2]);
  });

  it('treats an empty date as never signed in', () => {
    expect(splitTeam([person(4, '')]).invites).toHaveLength(1);
  });

  it('gives two empty lists for an empty team', () => {
    expect(splitTeam([])).toEqual({ teammates: [], invites: [] });
  });
});

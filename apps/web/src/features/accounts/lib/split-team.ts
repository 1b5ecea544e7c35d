import type { Teammate } from '@tiketi/contract/accounts';

export interface TeamLists {
  /** People who have signed in at least once. */
  teammates: Teammate[];
  /** Invited people who have not signed in yet. */
  invites: Teammate[];
}

/** Spec 3: a person with a last_login_date is a teammate; without one, a pending invite. */
export function splitTeam(members: readonly Teammate[]): TeamLists {
  const teammates: Teammate[] = [];
  const invites: Teammate[] = [];
  for (const member of members) {
    if (member.last_login_date) teammates.push(member);
    else invites.push(member);
  }
  return { teammates, invites };
}

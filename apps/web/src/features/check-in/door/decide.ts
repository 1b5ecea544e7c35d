import type { CheckInCounts, CheckInOutcome, CheckInResult } from '@tiketi/contract/check-in';
import type { AdmissionState, DoorAdmission } from '@tiketi/contract/door';

const OUTCOME_OF_STATE: Record<AdmissionState, CheckInOutcome> = {
  valid: 'valid',
  checked_in: 'already_checked_in',
  unpaid: 'unpaid',
  refunded: 'refunded',
  cancelled: 'cancelled',
};

/**
 * What the door says from the local list. A key the list does not hold is Unknown: offline the
 * device cannot tell a ticket of another event from no ticket at all.
 */
export function decide(admission: DoorAdmission | undefined): CheckInOutcome {
  return admission ? OUTCOME_OF_STATE[admission.state] : 'unknown';
}

/** The counter from the local list: admissions of paid bookings, and the people they admit. */
export function localCounts(admissions: Iterable<DoorAdmission>): CheckInCounts {
  const counts = { checked_in: 0, total: 0, people_checked_in: 0, people_total: 0 };
  for (const admission of admissions) {
    if (admission.state !== 'valid' && admission.state !== 'checked_in') continue;
    counts.total += 1;
    counts.people_total += admission.no_of_persons;
    if (admission.state === 'checked_in') {
      counts.checked_in += 1;
      counts.people_checked_in += admission.no_of_persons;
    }
  }
  return counts;
}

/** The answer panel's shape for a local decision, so online and offline answers read the same. */
export function localResult(
  outcome: CheckInOutcome,
  admission: DoorAdmission | undefined,
  all: DoorAdmission[],
  checkedInBy?: string,
): CheckInResult {
  const counts = localCounts(all);
  if (!admission) return { outcome, counts };
  const ofBooking = all.filter((other) => other.booking_id === admission.booking_id).length;
  return {
    outcome,
    booking_id: admission.booking_id,
    buyer_name: admission.buyer_name,
    ticket: {
      number: admission.number,
      of: Math.max(ofBooking, admission.number),
      name: admission.name,
      no_of_persons: admission.no_of_persons,
      holder_name: admission.holder_name,
    },
    checked_in_at: admission.checked_in_at ?? undefined,
    checked_in_by: checkedInBy,
    counts,
  };
}

function normalise(text: string) {
  return text.normalize('NFKD').replace(/\p{M}/gu, '').toLowerCase().trim();
}

/** Offline search: holder and buyer names, phones and booking references (emails are not kept). */
export function searchLocal(admissions: DoorAdmission[], query: string, limit = 30): DoorAdmission[] {
  const words = normalise(query).split(/\s+/).filter(Boolean);
  // A phone typed the local way ('0733 ...') matches one kept with its country code ('+254 733 ...').
  const digits = query.replace(/\D/g, '').replace(/^0+/, '');
  if (words.length === 0) return [];
  return admissions
    .filter((admission) => {
      const text = normalise(`${admission.holder_name} ${admission.buyer_name} ${admission.booking_id}`);
      if (words.every((word) => text.includes(word))) return true;
      return digits.length >= 4 && admission.buyer_phone.replace(/\D/g, '').includes(digits);
    })
    .sort((a, b) => a.booking_id.localeCompare(b.booking_id) || a.number - b.number)
    .slice(0, limit);
}

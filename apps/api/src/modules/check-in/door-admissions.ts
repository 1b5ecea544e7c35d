import { BOOKING_STATUS } from '@tiketi/contract/constants';
import type { AdmissionState, DoorAdmission } from '@tiketi/contract/door';
import { type SQL, sql } from 'drizzle-orm';
import { type DbOrTx, queryRows } from '../../db/client';
import { isoOf } from './door-keys';

/** One admission of an event as the door sees it, read by raw SQL. */
export interface AdmissionRow {
  id: number;
  code: string;
  reference: string;
  number: number;
  name: string;
  no_of_persons: number;
  holder_name: string;
  buyer_name: string;
  buyer_email: string;
  buyer_phone: string;
  state: AdmissionState;
  checked_in_at: Date | string | null;
  door_version: string | number;
}

/** The door's state of an admission, in the order the `{ code }` check-in decides it. */
export const admissionState = sql`case
  when b.status = ${BOOKING_STATUS.refunded} then 'refunded'
  when b.status = ${BOOKING_STATUS.cancelled} or it.voided_at is not null then 'cancelled'
  when b.status <> ${BOOKING_STATUS.paid} then 'unpaid'
  when it.checked_in_at is not null then 'checked_in'
  else 'valid' end`;

/**
 * The event's admissions (every issued ticket: refunded and cancelled ones too, so a device knows
 * why not to admit), numbered in their booking in issue order, with their holders (issue 16).
 * `where` filters the numbered rows (alias `a`); `tail` orders and pages them.
 */
export function findAdmissions(db: DbOrTx, eventId: number, where: SQL, tail: SQL) {
  return queryRows<AdmissionRow>(
    db,
    sql`with a as (
      select it.id, it.code, b.id as booking_pk, b.reference,
        (row_number() over (partition by it.booking_id order by it.id))::int as number,
        bi.name, bi.no_of_persons, b.buyer_name, b.buyer_email, b.buyer_msisdn as buyer_phone,
        ${admissionState} as state, it.checked_in_at, it.door_version
      from issued_tickets it
      join bookings b on b.id = it.booking_id
      join booking_items bi on bi.id = it.booking_item_id
      where it.event_id = ${eventId}
    )
    select a.id, a.code, a.reference, a.number, a.name, a.no_of_persons, coalesce(h.name, '') as holder_name,
      a.buyer_name, a.buyer_email, a.buyer_phone, a.state, a.checked_in_at, a.door_version
    from a left join booking_holders h on h.booking_id = a.booking_pk and h.position = a.number
    where ${where} ${tail}`,
  );
}

/** An admission as the contract has it, less its key. */
export function toAdmission(row: AdmissionRow): Omit<DoorAdmission, 'key'> {
  return {
    booking_id: row.reference,
    number: Number(row.number),
    name: row.name,
    no_of_persons: Number(row.no_of_persons),
    holder_name: row.holder_name,
    buyer_name: row.buyer_name,
    buyer_phone: row.buyer_phone,
    state: row.state,
    checked_in_at: isoOf(row.checked_in_at),
  };
}

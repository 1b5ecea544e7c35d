import { z } from 'zod';
import { checkInCounts, TICKET_CODE_MAX } from './check-in';
import { eventIdParams } from './events';
import { wholeNumber } from './whole-number';

/**
 * Issue 17: the door that never stops (ADR-022). A device downloads the event's admissions, keyed
 * by an HMAC of each code under a secret of the event (never the codes, never emails), scans
 * against that list offline, and sends its scans back; the server keeps the earliest check-in of
 * an admission and logs later ones as duplicates.
 */

export const ADMISSION_STATES = ['valid', 'checked_in', 'unpaid', 'refunded', 'cancelled'] as const;
export type AdmissionState = (typeof ADMISSION_STATES)[number];

export const DOOR_LIST_PAGE_SIZE = 1000;
export const DOOR_LIST_PAGE_MAX = 5000;
export const SYNC_BATCH_MAX = 5000;
export const DEVICE_NAME_MAX = 60;

/** `GET v1/event/{id}/checkin/list?page=&limit=&since=`. */
export const doorListQuery = z.object({
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', DOOR_LIST_PAGE_MAX).default(DOOR_LIST_PAGE_SIZE),
  /** A `version` from an earlier answer: only admissions changed after it come back. */
  since: z
    .string()
    .regex(/^\d{1,15}$/, { error: 'since must be a version number from an earlier list' })
    .transform(Number)
    .optional(),
});
export type DoorListQuery = z.infer<typeof doorListQuery>;

/** One admission as a door device keeps it. */
export const doorAdmission = z.object({
  /** Hex HMAC-SHA256 of the admission's code under the list's `hash_key`. */
  key: z.string(),
  booking_id: z.string(),
  number: z.number().int(),
  /** The ticket type. */
  name: z.string(),
  no_of_persons: z.number().int(),
  holder_name: z.string(),
  buyer_name: z.string(),
  buyer_phone: z.string(),
  state: z.enum(ADMISSION_STATES),
  checked_in_at: z.string().nullable(),
});
export type DoorAdmission = z.infer<typeof doorAdmission>;

/** `message` of the list call. `version` is where the next `since=` starts. */
export const doorList = z.object({
  data: z.array(doorAdmission),
  total: z.number().int(),
  version: z.number().int(),
  /** The event's secret for `key` (hex), so the device can hash what it scans. */
  hash_key: z.string(),
});
export type DoorList = z.infer<typeof doorList>;

const deviceName = z
  .string({ error: 'Name this device, for example North gate' })
  .trim()
  .min(1, { error: 'Name this device, for example North gate' })
  .max(DEVICE_NAME_MAX, { error: `A device name is at most ${DEVICE_NAME_MAX} characters` });

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** One scan made on a device, offline or not; `id` is made on the device and makes it idempotent. */
export const deviceScan = z.object({
  id: z.string().regex(UUID, { error: 'Each scan needs an id (a UUID made on the device)' }),
  key: z.string().regex(/^[0-9a-f]{64}$/i, { error: 'Each scan needs the key of what was scanned' }),
  at: z.string().refine((value) => !Number.isNaN(Date.parse(value)) && /(Z|[+-]\d{2}:?\d{2})$/i.test(value), {
    error: 'Each scan needs the time it was made, with its offset',
  }),
  manual: z.boolean({ error: 'manual must be true or false' }).default(false),
});
export type DeviceScan = z.infer<typeof deviceScan>;

/** `POST v1/event/{id}/checkin/sync`. */
export const syncInput = z.object({
  device: deviceName,
  scans: z
    .array(deviceScan)
    .max(SYNC_BATCH_MAX, { error: `At most ${SYNC_BATCH_MAX} scans at a time` })
    .refine((scans) => new Set(scans.map((scan) => scan.id.toLowerCase())).size === scans.length, {
      error: 'Each scan id may appear once in a batch',
    }),
});
export type SyncInput = z.infer<typeof syncInput>;

export const SYNC_OUTCOMES = ['valid', 'duplicate', 'unpaid', 'refunded', 'cancelled', 'unknown'] as const;
export type SyncOutcome = (typeof SYNC_OUTCOMES)[number];

/** `message.data` of the sync call: one result per scan sent, in the order sent. */
export const syncResult = z.object({
  data: z.object({
    results: z.array(
      z.object({
        id: z.string(),
        outcome: z.enum(SYNC_OUTCOMES),
        /** The admission's check-in that stands (the earliest), when there is one. */
        checked_in_at: z.string().nullable(),
        /** The device of the check-in that stands. */
        device: z.string().nullable(),
      }),
    ),
    counts: checkInCounts,
  }),
});
export type SyncResult = z.infer<typeof syncResult>;

/** `POST v1/event/{id}/checkin` by hand: one admission of a booking, found by name or reference. */
export const manualCheckInInput = z.object({
  booking_id: z
    .string({ error: 'booking_id is the booking reference, TK-…' })
    .trim()
    .min(1)
    .max(TICKET_CODE_MAX),
  number: z.number({ error: 'number is the admission number' }).int().positive().max(10_000),
  device: deviceName.optional(),
});
export type ManualCheckInInput = z.infer<typeof manualCheckInInput>;

/** `GET v1/event/{id}/checkin/search?q=`: names, email, phone or a booking reference. */
export const doorSearchQuery = z.object({
  q: z
    .string({ error: 'Type a name, email, phone or booking reference' })
    .trim()
    .min(2, { error: 'Type at least 2 characters' })
    .max(100, { error: 'Search is at most 100 characters' }),
});

/** An admission found by search (with the buyer's email, since this is online). */
export const doorSearchResult = z.object({
  data: z.array(doorAdmission.omit({ key: true }).extend({ buyer_email: z.string() })),
});
export type DoorSearchResult = z.infer<typeof doorSearchResult>;

export const CHECK_IN_LOG_KINDS = ['scan', 'manual', 'undo'] as const;
export const CHECK_IN_LOG_OUTCOMES = [
  ...SYNC_OUTCOMES,
  'already_checked_in',
  'other_event',
  'undone',
] as const;

/** `GET v1/event/{id}/checkin/log?page=&limit=&device=` (and `checkin/log.csv`). */
export const checkInLogQuery = z.object({
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', 500).default(50),
  device: z.string().trim().max(DEVICE_NAME_MAX).optional(),
});
export type CheckInLogQuery = z.infer<typeof checkInLogQuery>;

export const checkInLogEntry = z.object({
  id: z.number().int(),
  /** When it happened at the door (the device's clock for synced scans). */
  at: z.string(),
  device: z.string(),
  /** The teammate signed in on the device. */
  by: z.string(),
  kind: z.enum(CHECK_IN_LOG_KINDS),
  outcome: z.enum(CHECK_IN_LOG_OUTCOMES),
  booking_id: z.string().nullable(),
  number: z.number().int().nullable(),
  /** The ticket type and the holder, when the scan matched an admission. */
  name: z.string().nullable(),
  holder_name: z.string().nullable(),
});
export type CheckInLogEntry = z.infer<typeof checkInLogEntry>;

export const checkInLog = z.object({
  data: z.array(checkInLogEntry),
  total: z.number().int(),
  /** The device names seen at this event, for the filter. */
  devices: z.array(z.string()),
});
export type CheckInLog = z.infer<typeof checkInLog>;

/** `DELETE v1/event/{id}/checkin/{booking_id}/{number}`: the admission no longer checked in, and the counter. */
export const undoCheckInResult = z.object({
  booking_id: z.string(),
  number: z.number().int(),
  counts: checkInCounts,
});
export type UndoCheckInResult = z.infer<typeof undoCheckInResult>;

/** The path of the undo call. */
export const admissionParams = eventIdParams.extend({
  booking_id: z.string().trim().min(1).max(TICKET_CODE_MAX),
  number: wholeNumber('number', 10_000),
});

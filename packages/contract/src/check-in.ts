import { z } from 'zod';
import { givenAnswer, ticketHolder } from './questions';
import { wholeNumber } from './whole-number';

/** The longest code the check-in call reads; real codes are 43 characters. */
export const TICKET_CODE_MAX = 200;

/** `POST v1/event/{id}/checkin`: a scanned or typed ticket code. */
export const checkInInput = z.object({
  code: z
    .string({ error: 'Enter a ticket code' })
    .trim()
    .min(1, { error: 'Enter a ticket code' })
    .max(TICKET_CODE_MAX, { error: 'This is not a ticket code' }),
});
export type CheckInInput = z.infer<typeof checkInInput>;

export const CHECK_IN_OUTCOMES = [
  'valid',
  'already_checked_in',
  'unpaid',
  'refunded',
  'cancelled',
  'other_event',
  'unknown',
] as const;
export type CheckInOutcome = (typeof CHECK_IN_OUTCOMES)[number];

/** What the door reads for each outcome: a headline and what to do. */
export const CHECK_IN_TEXTS: Record<CheckInOutcome, { title: string; advice: string }> = {
  valid: { title: 'Valid', advice: 'Checked in now. Let them in.' },
  already_checked_in: { title: 'Already checked in', advice: 'This ticket was used before. Do not admit.' },
  unpaid: { title: 'Not paid', advice: 'This booking is not paid. Do not admit.' },
  refunded: { title: 'Refunded', advice: 'This booking was refunded. Do not admit.' },
  cancelled: { title: 'Cancelled', advice: 'This booking was cancelled. Do not admit.' },
  other_event: { title: 'Another event', advice: 'This ticket is for another event. Do not admit.' },
  unknown: { title: 'Unknown ticket', advice: 'No ticket has this code. Do not admit.' },
};

/** Admissions of an event: issued tickets of paid bookings, and the people they admit. */
export const checkInCounts = z.object({
  checked_in: z.number().int(),
  total: z.number().int(),
  people_checked_in: z.number().int(),
  people_total: z.number().int(),
});
export type CheckInCounts = z.infer<typeof checkInCounts>;

const seatLine = z.object({
  name: z.string(),
  no_of_persons: z.number().int(),
  quantity: z.number().int(),
});

/** The answer to one scan. Fields beyond outcome and counts are present when they apply. */
export const checkInResult = z.object({
  outcome: z.enum(CHECK_IN_OUTCOMES),
  booking_id: z.string().optional(),
  buyer_name: z.string().optional(),
  /** Every seat line of the booking. */
  seats: z.array(seatLine).optional(),
  /** The admission scanned: its position in the booking, its type and how many it admits. */
  ticket: z
    .object({
      number: z.number().int(),
      of: z.number().int(),
      name: z.string(),
      no_of_persons: z.number().int(),
      /** Issue 16: who holds this ticket ('' when not asked). */
      holder_name: z.string(),
    })
    .optional(),
  checked_in_at: z.string().optional(),
  checked_in_by: z.string().optional(),
  /** For `other_event`: the event's title when it belongs to the same organisation. */
  other_event_title: z.string().optional(),
  counts: checkInCounts,
});
export type CheckInResult = z.infer<typeof checkInResult>;

/** `GET v1/event/{id}/checkin/stats`: the event at the door and its live counter. */
export const checkInStats = z.object({
  event: z.object({
    id: z.number().int(),
    title: z.string(),
    start_time: z.string(),
    end_time: z.string(),
    time_zone: z.string(),
    location: z.string(),
  }),
  counts: checkInCounts,
});
export type CheckInStats = z.infer<typeof checkInStats>;

/** A paid booking as the attendee list shows it. */
export const attendee = z.object({
  booking_id: z.string(),
  buyer_name: z.string(),
  email_address: z.string(),
  msisdn: z.string(),
  seats: z.array(seatLine.extend({ price_per_ticket: z.number() })),
  currency: z.string(),
  price: z.number(),
  paid_at: z.string().nullable(),
  payment_method: z.enum(['mpesa', 'paypal', 'card', 'free']),
  /** The M-Pesa receipt, PayPal capture id or card payment id; null for free and older bookings. */
  payment_reference: z.string().nullable(),
  /** Admissions (QR codes) of the booking, and how many of them are checked in. */
  tickets: z.number().int(),
  checked_in: z.number().int(),
  last_checked_in_at: z.string().nullable(),
  /** Issue 16: each ticket's holder and answers, and the per-order answers. */
  holders: z.array(ticketHolder),
  answers: z.array(givenAnswer),
});
export type Attendee = z.infer<typeof attendee>;

export const ATTENDEE_PAGE_SIZE = 50;
export const ATTENDEE_PAGE_MAX = 500;

/** `GET v1/event/{id}/attendees`: paged, optionally searched by name, email, phone or booking id. */
export const attendeeQuery = z.object({
  page: wholeNumber('page', 100_000).default(1),
  limit: wholeNumber('limit', ATTENDEE_PAGE_MAX).default(ATTENDEE_PAGE_SIZE),
  q: z.string().trim().max(100, { error: 'Search is at most 100 characters' }).optional(),
});
export type AttendeeQuery = z.infer<typeof attendeeQuery>;

export const attendeeList = z.object({
  data: z.array(attendee),
  total: z.number().int(),
  /** Of `total`, the bookings confirmed at no charge (free tickets): not paid bookings. */
  free_total: z.number().int(),
  counts: checkInCounts,
});
export type AttendeeList = z.infer<typeof attendeeList>;

import { z } from 'zod';

/** Holds, booking sizes and the per-buyer and per-address caps that keep seats and mail from abuse. */
export const limitsEnv = z.object({
  HOLD_MINUTES: z.coerce.number().int().min(1).max(120).default(15),
  MAX_TICKETS_PER_BOOKING: z.coerce.number().int().min(1).max(500).default(20),
  BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(60),
  REGISTRATIONS_PER_ADDRESS: z.coerce.number().int().min(1).max(100_000).default(10),
  HELD_SEATS_PER_BUYER: z.coerce.number().int().min(0).max(100_000).default(20),
  HELD_SEATS_PER_ADDRESS: z.coerce.number().int().min(0).max(1_000_000).default(400),
  FREE_BOOKINGS_PER_ADDRESS: z.coerce.number().int().min(0).max(100_000).default(20),
  FREE_BOOKINGS_PER_RECIPIENT: z.coerce.number().int().min(0).max(100_000).default(5),
  BOOKING_BATCH: z.enum(['on', 'off', 'max']).default('on'),
  BOOKING_BATCH_SIZE: z.coerce.number().int().min(1).max(60).default(50),
  SOLD_OUT_MARK_MS: z.coerce.number().int().min(0).max(600_000).default(2000),
  API_KEY_REQUESTS_PER_MINUTE: z.coerce.number().int().min(1).max(100_000).default(120),
});

/**
 * Group commit of bookings (issue 18, ADR-023): 'on' batches what queues behind a statement in
 * flight, 'off' sends every booking alone, 'max' also waits for the queue to stop growing (tests).
 * At most 60 per statement: each booking is a subtransaction, and a backend tracks 64 without
 * overflowing its cache.
 */
export interface BookingBatching {
  mode: 'on' | 'off' | 'max';
  maxSize: number;
}

export interface BookingLimits {
  holdMinutes: number;
  maxTicketsPerBooking: number;
  /** Booking attempts one client address may make per 10 minutes on one instance; 0 is no limit. */
  perAddressLimit: number;
  /** Seats one email, and one phone number, may hold unpaid per event; 0 is no cap. */
  heldSeatsPerBuyer: number;
  /** Seats one client address may hold unpaid per event; 0 (or BOOKINGS_PER_ADDRESS=0) is no cap. */
  heldSeatsPerAddress: number;
  /** Free bookings (each mails a PDF) one client address may make per hour; 0 is no limit. */
  freePerAddress: number;
  /** Free bookings one recipient email may be sent per hour; 0 is no limit. */
  freePerRecipient: number;
  batching: BookingBatching;
  /**
   * Issue 18: how long a ticket type (or event) found sold out is refused without asking the
   * database, unless a notification says seats came back sooner; 0 turns it off.
   */
  soldOutMarkMs: number;
}

export function bookingLimitsOf(e: z.output<typeof limitsEnv>): BookingLimits {
  return {
    holdMinutes: e.HOLD_MINUTES,
    maxTicketsPerBooking: e.MAX_TICKETS_PER_BOOKING,
    perAddressLimit: e.BOOKINGS_PER_ADDRESS,
    heldSeatsPerBuyer: e.HELD_SEATS_PER_BUYER,
    heldSeatsPerAddress: e.BOOKINGS_PER_ADDRESS === 0 ? 0 : e.HELD_SEATS_PER_ADDRESS,
    freePerAddress: e.BOOKINGS_PER_ADDRESS === 0 ? 0 : e.FREE_BOOKINGS_PER_ADDRESS,
    freePerRecipient: e.FREE_BOOKINGS_PER_RECIPIENT,
    batching: { mode: e.BOOKING_BATCH, maxSize: e.BOOKING_BATCH_SIZE },
    soldOutMarkMs: e.SOLD_OUT_MARK_MS,
  };
}

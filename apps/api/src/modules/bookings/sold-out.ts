import { sql } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { AppDeps } from '../../app-types';
import { type DbOrTx, queryRows } from '../../db/client';
import { events } from '../../db/schema/index';
import type { AppError } from '../../lib/app-error';
import { SeatsShortError } from './booking-outcome';
import { findPendingBookingsOf } from './queries';

/** Migration 0019's channel: a ticket type's id, or `event:<id>`, whenever seats may have come back. */
export const SEATS_BACK_CHANNEL = 'tiketi_seats_back';
const EVENT_PREFIX = 'event:';

interface Mark {
  /** The 409 a booking of it gets, as the database path words it. */
  message: string;
  /** Trusted without asking the database until then (a safety net for a missed notification). */
  until: number;
  /** When one booking was let through to ask the database again; null while the mark is fresh. */
  probeSince: number | null;
}

/**
 * Issue 18: "sold out until a seat comes back", per ticket type and per event's shared capacity,
 * on this instance. A booking refused because nothing was left marks its type (or event); later
 * bookings of it are refused from here, without touching the hot row. Any path that gives seats
 * back, on any instance, clears the mark through migration 0019's notification; a lost listening
 * connection clears every mark. A mark is also trusted only for `ttlMs`: then one booking goes to the
 * database again (the others are still refused for up to `ttlMs` more) and marks it afresh if it is
 * still sold out. `ttlMs` 0 turns marking off.
 */
export class SoldOutMarks {
  private readonly types = new Map<number, Mark>();
  private readonly events = new Map<number, Mark>();
  /** Moves on every clear, so a refusal read before a clear does not mark after it. */
  private clears = 0;
  /** Marks are made only while notifications can clear them. */
  private listening = false;

  constructor(
    private readonly ttlMs: number,
    private readonly now: () => number = Date.now,
  ) {}

  /** Take before reading what is left; pass to `markType`/`markEvent` after. */
  get version(): number {
    return this.clears;
  }

  /** The refusal for the first of these that is marked sold out (the event's capacity last), or null. */
  refusalFor(eventId: number, ticketTypeIds: readonly number[]): AppError | null {
    for (const id of ticketTypeIds) {
      const message = this.check(this.types, id);
      if (message) return refusal(message);
    }
    const message = this.check(this.events, eventId);
    return message ? refusal(message) : null;
  }

  /** Marks a type found with nothing left, unless a seat may have come back since `seen`. */
  markType(ticketTypeId: number, message: string, seen: number) {
    this.mark(this.types, ticketTypeId, message, seen);
  }

  markEvent(eventId: number, message: string, seen: number) {
    this.mark(this.events, eventId, message, seen);
  }

  clearType(ticketTypeId: number) {
    this.clears += 1;
    this.types.delete(ticketTypeId);
  }

  clearEvent(eventId: number) {
    this.clears += 1;
    this.events.delete(eventId);
  }

  clearAll() {
    this.clears += 1;
    this.types.clear();
    this.events.clear();
  }

  /** A notification of migration 0019; anything unreadable clears everything. */
  onSeatsBack(payload: string) {
    const isEvent = payload.startsWith(EVENT_PREFIX);
    const id = Number(isEvent ? payload.slice(EVENT_PREFIX.length) : payload);
    if (!Number.isSafeInteger(id)) this.clearAll();
    else if (isEvent) this.clearEvent(id);
    else this.clearType(id);
  }

  /**
   * Listens for seats coming back on any instance; resolves to the stop. A database that cannot
   * listen leaves marking off, since nothing would clear a mark but its expiry.
   */
  async listen(
    database: AppDeps['database'],
    log: Pick<FastifyBaseLogger, 'warn'>,
  ): Promise<() => Promise<void>> {
    if (this.ttlMs === 0) return async () => {};
    try {
      const stop = await database.listen(
        SEATS_BACK_CHANNEL,
        (payload) => this.onSeatsBack(payload),
        () => this.clearAll(),
      );
      this.listening = true;
      return async () => {
        this.listening = false;
        this.clearAll();
        await stop();
      };
    } catch (error) {
      log.warn({ err: error }, 'cannot listen for seats coming back; sold-out types are not remembered');
      return async () => {};
    }
  }

  private mark(marks: Map<number, Mark>, id: number, message: string, seen: number) {
    if (!this.listening || seen !== this.clears) return;
    marks.set(id, { message, until: this.now() + this.ttlMs, probeSince: null });
  }

  private check(marks: Map<number, Mark>, id: number): string | null {
    const mark = marks.get(id);
    if (!mark) return null;
    const now = this.now();
    if (now < mark.until) return mark.message;
    if (mark.probeSince === null) {
      // This booking asks the database; a refusal there marks it afresh.
      mark.probeSince = now;
      return null;
    }
    if (now - mark.probeSince < this.ttlMs) return mark.message;
    // The asking booking did not mark it again (it was booked, or refused for another reason).
    marks.delete(id);
    return null;
  }
}

/**
 * The 409 of a marked type, without a stack trace: an expected answer needs none, and capturing one
 * is a good share of what such a refusal costs under a flood of them.
 */
function refusal(message: string): AppError {
  const limit = Error.stackTraceLimit;
  Error.stackTraceLimit = 0;
  try {
    return new SeatsShortError(message);
  } finally {
    Error.stackTraceLimit = limit;
  }
}

/**
 * Throws the marked refusal of a booking of a sold-out type or event, before any database work.
 * A signed-in buyer with an unpaid booking of this event is let through: replacing it frees seats
 * (maybe the very ones asked for), which only the database can judge.
 */
export async function refuseIfSoldOut(
  deps: Pick<AppDeps, 'db'>,
  marks: SoldOutMarks,
  booking: { eventId: number; ticketTypeIds: readonly number[]; userId: number | null },
) {
  const refusal = marks.refusalFor(booking.eventId, booking.ticketTypeIds);
  if (!refusal) return;
  if (booking.userId !== null) {
    const unpaid = await findPendingBookingsOf(deps.db, booking.userId, booking.eventId);
    if (unpaid.length > 0) return;
  }
  throw refusal;
}

/** After a capacity refusal with nothing left: marks the event if its capacity is still used up. */
export async function markFullEvent(db: DbOrTx, marks: SoldOutMarks, eventId: number, message: string) {
  const seen = marks.version;
  const [row] = await queryRows<{ full: boolean }>(
    db,
    sql`select ${events.capacity} is not null and ${events.capacityUsed} >= ${events.capacity} as full
        from ${events} where ${events.id} = ${eventId}`,
  );
  if (row?.full) marks.markEvent(eventId, message, seen);
}

import { randomBytes } from 'node:crypto';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bookings, events, promoCodes, ticketTypes } from '../src/db/schema/index';
import { databaseErrorOf } from '../src/lib/database-error';
import { bookingBatchSizes } from '../src/modules/bookings';
import type { BookSeatsInput } from '../src/modules/bookings/book-seats';
import { releaseBookingHold } from '../src/modules/bookings/release-booking-hold';
import { resolveBuyer } from '../src/modules/bookings/resolve-buyer';
import { SeatLanes } from '../src/modules/bookings/seat-lanes';
import { defined } from './support/defined';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/**
 * Migration 0024 (ADR-020, ADR-023): a batch with a code or a shared capacity judges each booking
 * against the held code and event rows plus what its earlier bookings took, and writes each counter
 * once. The limits hold exactly, a refused or failed booking takes nothing, and the counters stay
 * equal to the bookings that hold them, also after holds expire or are cancelled.
 */
describe.each(databaseKinds)('a batch takes codes and shared capacity once (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => bookingBatchSizes.reset());

  async function hotEvent(options: { capacity: number | null; maxUses: number }) {
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    await t.db
      .update(events)
      .set({ capacity: options.capacity, capacityUsed: 0 })
      .where(eq(events.id, event.id));
    const type = await createTicketType(t.db, {
      eventId: event.id,
      name: 'General',
      maxTickets: 100,
      priceMinor: 1500,
    });
    const [code] = await t.db
      .insert(promoCodes)
      .values({
        eventId: event.id,
        code: 'BATCH',
        discountType: 'percentage',
        discountValue: 2000,
        maxUses: options.maxUses,
      })
      .returning();
    return { eventId: event.id, typeId: type.id, codeId: defined(code, 'code').id };
  }

  type Hot = Awaited<ReturnType<typeof hotEvent>>;

  function bookingOf(hot: Hot, options: { quantity?: number; code?: boolean; reference?: string } = {}) {
    const quantity = options.quantity ?? 1;
    const tag = randomBytes(4).toString('hex');
    const buyer = resolveBuyer(
      null,
      {
        full_name: `Buyer ${tag}`,
        email_address: `${tag}@example.com`,
        msisdn: `+2547${String(Number.parseInt(tag, 16) % 100_000_000).padStart(8, '0')}`,
      },
      t.config.session,
    );
    const discount = options.code === false ? 0 : 300 * quantity;
    const input: BookSeatsInput = {
      eventId: hot.eventId,
      items: [
        {
          ticketTypeId: hot.typeId,
          quantity,
          unitPriceMinor: 1500,
          name: 'General',
          noOfPersons: 1,
          discountMinor: discount,
        },
      ],
      promo:
        options.code === false
          ? null
          : { id: hot.codeId, discountType: 'percentage', discountValue: 2000, unlocksHidden: false },
      price: {
        promoCode: options.code === false ? null : 'BATCH',
        subtotalMinor: 1500 * quantity,
        discountMinor: discount,
        feeMinor: 0,
        absorbedFeeMinor: 0,
        taxMinor: 0,
        tax: null,
      },
      buyer,
      reference: options.reference ?? newReference(),
      paymentMethod: 'card',
      currency: 'USD',
      totalMinor: 1500 * quantity - discount,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      intent: null,
      clientAddress: null,
      caps: { heldPerBuyer: 20, heldPerAddress: 0 },
    };
    return input;
  }

  /** The counters, and the truth they must equal: the seats and the code's holding bookings. */
  async function counters(hot: Hot) {
    const [event] = await t.db.select().from(events).where(eq(events.id, hot.eventId));
    const [code] = await t.db.select().from(promoCodes).where(eq(promoCodes.id, hot.codeId));
    const [type] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, hot.typeId));
    const [holding] = await t.db
      .select({ count: sql<number>`count(*)::int` })
      .from(bookings)
      .where(
        and(
          eq(bookings.promoCodeId, hot.codeId),
          inArray(bookings.status, [BOOKING_STATUS.pending, BOOKING_STATUS.paid]),
        ),
      );
    return {
      capacityUsed: event?.capacityUsed,
      seats: (type?.sold ?? 0) + (type?.held ?? 0),
      uses: code?.uses,
      codeBookings: holding?.count,
    };
  }

  it('holds a code to its uses and a capacity to its seats exactly; refused and failed bookings take nothing', async () => {
    const hot = await hotEvent({ capacity: 5, maxUses: 3 });
    const seats = new SeatLanes(t.db, { mode: 'max', maxSize: 10 });
    const taken = newReference();
    expect(await seats.book('lane', bookingOf(hot, { reference: taken }))).toHaveProperty('bookingId');
    bookingBatchSizes.reset();

    // The second breaks a unique constraint inside the batch, after its seats, capacity and use
    // were judged: its subtransaction goes, and what it would have taken is not counted.
    const answers = await Promise.allSettled([
      seats.book('lane', bookingOf(hot)),
      seats.book('lane', bookingOf(hot, { reference: taken })),
      seats.book('lane', bookingOf(hot)),
      seats.book('lane', bookingOf(hot)),
      seats.book('lane', bookingOf(hot)),
    ]);
    const values = answers.map((answer) => (answer.status === 'fulfilled' ? answer.value : answer.reason));
    expect(values[0]).toHaveProperty('bookingId');
    // Run alone after the batch, it meets the code used up before its insert.
    expect(values[1]).toEqual({ codeRefused: 'used_up' });
    expect(values[2]).toHaveProperty('bookingId');
    expect(values[3]).toEqual({ codeRefused: 'used_up' });
    expect(values[4]).toEqual({ codeRefused: 'used_up' });
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 2, bookings: 6, max: 5 });
    expect(await counters(hot)).toEqual({ capacityUsed: 3, seats: 3, uses: 3, codeBookings: 3 });

    // Without the code, the capacity alone: two of its five seats are left.
    const more = await Promise.all(
      [2, 1, 1].map((quantity) => seats.book('capacity', bookingOf(hot, { quantity, code: false }))),
    );
    expect(more).toEqual([{ bookingId: expect.any(Number) }, { capacityLeft: 0 }, { capacityLeft: 0 }]);
    expect(await counters(hot)).toEqual({ capacityUsed: 5, seats: 5, uses: 3, codeBookings: 3 });
  });

  it('tells a refused booking what is left after the bookings before it in the same statement', async () => {
    const hot = await hotEvent({ capacity: 5, maxUses: 100 });
    const seats = new SeatLanes(t.db, { mode: 'max', maxSize: 10 });
    const answers = await Promise.all(
      [2, 2, 2, 1].map((quantity) => seats.book('lane', bookingOf(hot, { quantity }))),
    );
    expect(answers).toEqual([
      { bookingId: expect.any(Number) },
      { bookingId: expect.any(Number) },
      { capacityLeft: 1 },
      { bookingId: expect.any(Number) },
    ]);
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 1, max: 4 });
    expect(await counters(hot)).toEqual({ capacityUsed: 5, seats: 5, uses: 3, codeBookings: 3 });
  });

  it('keeps the counters equal to the bookings after holds expire or are cancelled', async () => {
    const hot = await hotEvent({ capacity: 10, maxUses: 4 });
    const seats = new SeatLanes(t.db, { mode: 'max', maxSize: 10 });
    const answers = await Promise.all(Array.from({ length: 6 }, () => seats.book('lane', bookingOf(hot))));
    const booked = answers.flatMap((answer) => ('bookingId' in answer ? [answer.bookingId] : []));
    expect(booked).toHaveLength(4);
    expect(await counters(hot)).toEqual({ capacityUsed: 4, seats: 4, uses: 4, codeBookings: 4 });

    expect(await releaseBookingHold(t.app.deps, defined(booked[0], 'first'), BOOKING_STATUS.expired)).toBe(
      true,
    );
    expect(await releaseBookingHold(t.app.deps, defined(booked[1], 'second'), BOOKING_STATUS.cancelled)).toBe(
      true,
    );
    expect(await counters(hot)).toEqual({ capacityUsed: 2, seats: 2, uses: 2, codeBookings: 2 });

    // The uses given back are taken again by the next batch, and no more.
    const again = await Promise.all(Array.from({ length: 4 }, () => seats.book('lane', bookingOf(hot))));
    expect(again.filter((answer) => 'bookingId' in answer)).toHaveLength(2);
    expect(await counters(hot)).toEqual({ capacityUsed: 4, seats: 4, uses: 4, codeBookings: 4 });
  });

  it('a statement that fails whole writes no counter, and its bookings are booked alone', async () => {
    const hot = await hotEvent({ capacity: 5, maxUses: 5 });
    // A ticket type id that is not a number fails the batch's own reading of the items (before any
    // booking), so the whole statement fails: nothing of it may stay, and the app books each alone.
    const valid = bookingOf(hot);
    const broken = {
      ...valid,
      items: valid.items.map((item) => ({ ...item, ticketTypeId: 'none' })),
    } as unknown as BookSeatsInput;
    const seats = new SeatLanes(t.db, { mode: 'max', maxSize: 10 });
    const answers = await Promise.allSettled([
      seats.book('lane', bookingOf(hot)),
      seats.book('lane', broken),
      seats.book('lane', bookingOf(hot)),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { bookingId: expect.any(Number) } });
    expect(answers[2]).toMatchObject({ status: 'fulfilled', value: { bookingId: expect.any(Number) } });
    expect(answers[1]?.status).toBe('rejected');
    const error = answers[1]?.status === 'rejected' ? answers[1].reason : null;
    expect(databaseErrorOf(error)).not.toBeNull();
    expect(await counters(hot)).toEqual({ capacityUsed: 2, seats: 2, uses: 2, codeBookings: 2 });
  });
});

function newReference() {
  return `TK-T${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
}

import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { BookingBatching } from '../src/config/limits';
import { ticketTypes } from '../src/db/schema/index';
import { databaseErrorOf } from '../src/lib/database-error';
import { bookingBatchSizes } from '../src/modules/bookings';
import type { BookSeatsInput } from '../src/modules/bookings/book-seats';
import { resolveBuyer } from '../src/modules/bookings/resolve-buyer';
import { SeatLanes } from '../src/modules/bookings/seat-lanes';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

/**
 * Group commit (issue 18, ADR-023) below HTTP: bookings queued on one lane go as one statement, in
 * arrival order, each all-or-nothing, and one booking's failure does not fail the others.
 */
describe.each(databaseKinds)('booking statements in batches (%s)', (kind) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp(kind);
  });
  afterAll(() => t.close());
  beforeEach(() => bookingBatchSizes.reset());

  async function hotEvent(types: { max: number }[]) {
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    const event = await createEvent(t.db, { organizationId: org.id, categoryId: category.id });
    const created = [];
    for (const [index, type] of types.entries()) {
      created.push(
        await createTicketType(t.db, {
          eventId: event.id,
          name: `Type ${index}`,
          maxTickets: type.max,
          priceMinor: 1500,
        }),
      );
    }
    return { eventId: event.id, typeIds: created.map((type) => type.id) };
  }

  function bookingOf(eventId: number, typeIds: number[], reference = newReference()): BookSeatsInput {
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
    return {
      eventId,
      items: typeIds.map((id) => ({
        ticketTypeId: id,
        quantity: 1,
        unitPriceMinor: 1500,
        name: 'Seat',
        noOfPersons: 1,
        discountMinor: 0,
      })),
      promo: null,
      price: {
        promoCode: null,
        subtotalMinor: 1500 * typeIds.length,
        discountMinor: 0,
        feeMinor: 0,
        absorbedFeeMinor: 0,
        taxMinor: 0,
        tax: null,
      },
      buyer,
      reference,
      paymentMethod: 'card',
      currency: 'USD',
      totalMinor: 1500 * typeIds.length,
      holdExpiresAt: new Date(Date.now() + 15 * 60_000),
      intent: null,
      clientAddress: null,
      caps: { heldPerBuyer: 20, heldPerAddress: 0 },
    };
  }

  const lanes = (batching: BookingBatching) => new SeatLanes(t.db, batching);

  async function counters(id: number) {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, id));
    return { held: row?.held, sold: row?.sold };
  }

  it('books a queue as one statement in arrival order; a failing booking fails alone', async () => {
    const { eventId, typeIds } = await hotEvent([{ max: 5 }]);
    const seats = lanes({ mode: 'max', maxSize: 10 });
    const taken = newReference();
    expect(await seats.book('lane', bookingOf(eventId, typeIds, taken))).toHaveProperty('bookingId');
    bookingBatchSizes.reset();

    // Second: a reference already taken, so its insert breaks a unique constraint in the database.
    const answers = await Promise.allSettled([
      seats.book('lane', bookingOf(eventId, typeIds)),
      seats.book('lane', bookingOf(eventId, typeIds, taken)),
      seats.book('lane', bookingOf(eventId, typeIds)),
      seats.book('lane', bookingOf(eventId, typeIds)),
    ]);
    expect(answers[0]).toMatchObject({ status: 'fulfilled', value: { bookingId: expect.any(Number) } });
    expect(answers[1]?.status).toBe('rejected');
    const error = answers[1]?.status === 'rejected' ? answers[1].reason : null;
    expect(databaseErrorOf(error)?.code).toBe('23505');
    // The failed booking's seat went back with it; the others are booked.
    for (const answer of [answers[2], answers[3]])
      expect(answer).toMatchObject({ status: 'fulfilled', value: { bookingId: expect.any(Number) } });
    // One statement of four, then the failed one alone to give its own error.
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 2, bookings: 5, max: 4 });
    expect(await counters(typeIds[0] ?? 0)).toEqual({ held: 4, sold: 0 });
  });

  it('keeps a booking of several types all-or-nothing inside a batch', async () => {
    const { eventId, typeIds } = await hotEvent([{ max: 5 }, { max: 1 }]);
    const seats = lanes({ mode: 'max', maxSize: 10 });
    const answers = await Promise.all([
      seats.book('both', bookingOf(eventId, typeIds)),
      seats.book('both', bookingOf(eventId, typeIds)),
      seats.book('both', bookingOf(eventId, typeIds)),
    ]);
    expect(answers[0]).toHaveProperty('bookingId');
    expect(answers.slice(1)).toEqual([
      { shortOfTicketTypeId: typeIds[1] },
      { shortOfTicketTypeId: typeIds[1] },
    ]);
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 1, max: 3 });
    // The refused bookings' seats of the first type went back with them.
    expect(await counters(typeIds[0] ?? 0)).toEqual({ held: 1, sold: 0 });
    expect(await counters(typeIds[1] ?? 0)).toEqual({ held: 1, sold: 0 });
  });

  it('sends a booking at once and alone when its lane is idle, and queues behind one in flight', async () => {
    const { eventId, typeIds } = await hotEvent([{ max: 100 }]);
    const seats = lanes({ mode: 'on', maxSize: 50 });
    expect(await seats.book('quiet', bookingOf(eventId, typeIds))).toHaveProperty('bookingId');
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 1, max: 1 });
    bookingBatchSizes.reset();
    // Twelve at once: the first goes alone, the other eleven wait for it and go together.
    const answers = await Promise.all(
      Array.from({ length: 12 }, () => seats.book('busy', bookingOf(eventId, typeIds))),
    );
    expect(answers.every((answer) => 'bookingId' in answer)).toBe(true);
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 2, bookings: 12, max: 11 });
    // At most maxSize per statement.
    bookingBatchSizes.reset();
    const small = lanes({ mode: 'on', maxSize: 4 });
    await Promise.all(Array.from({ length: 9 }, () => small.book('small', bookingOf(eventId, typeIds))));
    expect(bookingBatchSizes.summary()).toMatchObject({ statements: 3, bookings: 9, max: 4 });
    expect(await counters(typeIds[0] ?? 0)).toEqual({ held: 22, sold: 0 });
  });
});

function newReference() {
  return `TK-T${randomBytes(6).toString('hex').toUpperCase().slice(0, 9)}`;
}

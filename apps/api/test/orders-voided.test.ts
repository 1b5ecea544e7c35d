import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets } from '../src/db/schema/index';
import { codesOf, createOrganizer, get, type Organizer, scan } from './check-in-kit';
import { buyAndPay, listTickets } from './e-tickets-kit';
import { bookingOf, createOrdersEvent, paidOrder } from './orders-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

type Voiding = { status: 4 | 5; refundedMinor?: number };

// Issue 14: what a refund in full or a cancellation does at the door, on My Tickets and on the
// dashboard. The refunds themselves are the money routes'; here the booking is voided as they do it.
describe.each(databaseKinds)('voided orders on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let setup: Awaited<ReturnType<typeof createOrdersEvent>>;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createOrganizer(t);
    setup = await createOrdersEvent(t, owner, 'Harbour Festival');
  });
  afterAll(() => t.close());

  /** Voids a paid booking and its tickets in one transaction, as a refund in full or a cancel does. */
  const voidOrder = (bookingId: number, change: Voiding, hold?: () => Promise<void>) =>
    t.db.transaction(async (tx) => {
      await tx
        .update(issuedTickets)
        .set({ voidedAt: new Date() })
        .where(eq(issuedTickets.bookingId, bookingId));
      await tx
        .update(bookings)
        .set({ ...change, voidedAt: new Date() })
        .where(eq(bookings.id, bookingId));
      await hold?.();
    });
  const countsOf = async () =>
    (await get(t, owner.token, `/api/v1/event/${setup.eventId}/checkin/stats`)).json().message.counts;

  it('refuses the codes of a refunded and of a cancelled order, and stops counting them', async () => {
    const before = (await countsOf()).total;
    const refunded = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 2 }]);
    const cancelled = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const partial = await paidOrder(t, setup.eventId, [{ id: setup.vip, qty: 1 }]);
    const [refundedCode, checkedInCode] = await codesOf(t, refunded.token, refunded.reference);
    const [cancelledCode] = await codesOf(t, cancelled.token, cancelled.reference);
    const [partialCode] = await codesOf(t, partial.token, partial.reference);
    expect((await scan(t, owner.token, setup.eventId, checkedInCode)).body.message.outcome).toBe('valid');
    expect((await countsOf()).total).toBe(before + 4);

    await voidOrder(refunded.booking.id, { status: 5, refundedMinor: 2000 });
    await voidOrder(cancelled.booking.id, { status: 4 });
    await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, partial.booking.id));

    const refusedRefund = await scan(t, owner.token, setup.eventId, refundedCode);
    expect(refusedRefund.body).toMatchObject({
      status_description: 'Refunded',
      message: { outcome: 'refunded', booking_id: refunded.reference },
    });
    // Checked in before the refund: the code still admits nobody again.
    expect((await scan(t, owner.token, setup.eventId, checkedInCode)).body.message.outcome).toBe('refunded');
    const refusedCancel = await scan(t, owner.token, setup.eventId, cancelledCode);
    expect(refusedCancel.body).toMatchObject({
      status_description: 'Cancelled',
      message: { outcome: 'cancelled', booking_id: cancelled.reference },
    });
    // A partial refund keeps the tickets.
    expect((await scan(t, owner.token, setup.eventId, partialCode)).body.message.outcome).toBe('valid');
    expect(await countsOf()).toMatchObject({ total: before + 1, checked_in: 1 });
    const attendees = (await get(t, owner.token, `/api/v1/event/${setup.eventId}/attendees`)).json().message;
    expect(attendees.data.map((row: { booking_id: string }) => row.booking_id)).toEqual([partial.reference]);
  });

  it('a scan racing a refund waits for it, then answers refunded', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const [code] = await codesOf(t, order.token, order.reference);
    let scanned: ReturnType<typeof scan> | undefined;
    await voidOrder(order.booking.id, { status: 5, refundedMinor: 1000 }, async () => {
      // The refund holds its locks while the door scans the code.
      scanned = scan(t, owner.token, setup.eventId, code);
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    const result = await defined(scanned, 'the scan');
    expect(result.body.message.outcome).toBe('refunded');
    const [ticket] = await t.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.code, defined(code, 'code')));
    expect(ticket?.checkedInAt).toBeNull();
  });

  it('shows the buyer a refunded or cancelled order as such on My Tickets, without its codes', async () => {
    const refunded = await paidOrder(t, setup.eventId, [{ id: setup.regular, qty: 1 }]);
    const { token } = refunded;
    const cancelled = await buyAndPay(t, setup.eventId, [{ id: setup.vip, qty: 1 }], { token });
    const cancelledRow = await bookingOf(t, cancelled.reference);
    const voidedCodes = [
      ...(await codesOf(t, token, refunded.reference)),
      ...(await codesOf(t, token, cancelled.reference)),
    ];
    await voidOrder(refunded.booking.id, { status: 5, refundedMinor: 1000 });
    await voidOrder(cancelledRow.id, { status: 4 });
    // A hold the buyer never paid is no order of theirs to show.
    await book(t, { event_id: setup.eventId, tickets: [{ id: setup.vip, qty: 1 }] }, token);

    const { status, body } = await listTickets(t, token);
    expect(status).toBe(200);
    expect(body.message).toMatchObject({ data: [], total: 0 });
    const closed = body.message.closed as { booking: { booking_id: string }; order_status: string }[];
    expect(closed.map((entry) => [entry.booking.booking_id, entry.order_status]).sort()).toEqual(
      [
        [refunded.reference, 'refunded'],
        [cancelled.reference, 'cancelled'],
      ].sort(),
    );
    expect(closed.find((entry) => entry.booking.booking_id === refunded.reference)).toMatchObject({
      title: 'Harbour Festival',
      refunded: 10,
      refund_due: 0,
      booking: { price: 10, tickets: [{ name: 'Regular', quantity: 1 }] },
    });
    for (const code of voidedCodes) expect(JSON.stringify(body)).not.toContain(code);
    expect(JSON.stringify(closed)).not.toMatch(/code_link|"link"|admissions/);
  });

  it('marks a partly refunded paid order on My Tickets and keeps its codes', async () => {
    const order = await paidOrder(t, setup.eventId, [{ id: setup.vip, qty: 1 }]);
    await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, order.booking.id));
    const { body } = await listTickets(t, order.token);
    expect(body.message.data).toHaveLength(1);
    expect(body.message.data[0]).toMatchObject({ order_status: 'partially_refunded' });
    expect(body.message.data[0].admissions).toHaveLength(1);
    expect(body.message.closed).toEqual([]);
  });

  it('counts net sales as the money kept after refunds', async () => {
    const org = await createOrganizer(t);
    const event = await createOrdersEvent(t, org, 'Net Sales Night');
    const summary = async () =>
      (await get(t, org.token, '/api/v1/client/summary')).json().message as {
        net_sales: number;
        sales: { currency: string; net_sales: number }[];
      };
    const kept = await paidOrder(t, event.eventId, [{ id: event.regular, qty: 2 }]);
    const partial = await paidOrder(t, event.eventId, [{ id: event.vip, qty: 1 }]);
    const refunded = await paidOrder(t, event.eventId, [{ id: event.regular, qty: 1 }]);
    const complimentary = await paidOrder(t, event.eventId, [{ id: event.regular, qty: 1 }]);
    const owed = await paidOrder(t, event.eventId, [{ id: event.regular, qty: 1 }]);
    await book(t, { event_id: event.eventId, tickets: [{ id: event.regular, qty: 1 }] });
    expect((await summary()).net_sales).toBe(75);

    await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, partial.booking.id));
    await voidOrder(refunded.booking.id, { status: 5, refundedMinor: 1000 });
    // Cancelled without a refund (complimentary): the money stays.
    await voidOrder(complimentary.booking.id, { status: 4 });
    await t.db
      .update(bookings)
      .set({ status: 5, refundDueMinor: 1000, voidedAt: new Date() })
      .where(eq(bookings.id, owed.booking.id));
    // 20 kept + (25 - 5) + 0 + 10 + 0 (owed back by hand).
    expect(await summary()).toMatchObject({ net_sales: 50, sales: [{ currency: 'USD', net_sales: 50 }] });
    expect((await bookingOf(t, kept.reference)).status).toBe(2);
  });
});

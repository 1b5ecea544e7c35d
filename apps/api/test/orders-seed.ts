import { eq } from 'drizzle-orm';
import { bookings, refunds } from '../src/db/schema/index';
import { createOrganizer } from './check-in-kit';
import { createOrdersEvent, paidOrder } from './orders-kit';
import { book } from './support/bookings';
import { createTestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

/** The booking reference of a new booking, or the reason it was refused. */
async function booked(...args: Parameters<typeof book>): Promise<string> {
  const response = await book(...args);
  if (response.status !== 201) throw new Error(`book: ${JSON.stringify(response.body)}`);
  return response.body.message.data.booking_id;
}

/**
 * An app with one event holding an order in every state, oldest first: paid, partly refunded (with a
 * refund still waiting on its provider), pending, free, expired, refund due (M-Pesa, by hand),
 * pending by PayPal, and paid by a buyer whose name is a spreadsheet formula. The money routes are
 * another module's, so refunds are written to the rows as they leave them.
 */
export async function seedOrders(kind: DatabaseKind) {
  const t = await createTestApp(kind, {}, { paymentMethods: ['card', 'mpesa', 'paypal'] });
  const owner = await createOrganizer(t);
  const setup = await createOrdersEvent(t, owner);
  const { eventId, regular, vip, free } = setup;
  const paid = await paidOrder(t, eventId, [{ id: regular, qty: 2 }], {
    full_name: 'Zawadi Achieng',
    msisdn: '0711000111',
    email_address: 'Zawadi@Example.com',
  });
  const partial = await paidOrder(t, eventId, [{ id: vip, qty: 1 }]);
  await t.db.update(bookings).set({ refundedMinor: 500 }).where(eq(bookings.id, partial.booking.id));
  await t.db
    .insert(refunds)
    .values({ bookingId: partial.booking.id, amountMinor: 300, status: 'pending', isFull: false });
  const pending = await booked(t, { event_id: eventId, tickets: [{ id: regular, qty: 1 }] });
  const freeOrder = await booked(t, { event_id: eventId, tickets: [{ id: free, qty: 1, price: 0 }] });
  const expired = await booked(t, { event_id: eventId, tickets: [{ id: regular, qty: 1 }] });
  await t.db.update(bookings).set({ status: 3 }).where(eq(bookings.reference, expired));
  const due = await paidOrder(t, eventId, [{ id: regular, qty: 1 }]);
  await t.db.update(bookings).set({ status: 5, refundDueMinor: 1000 }).where(eq(bookings.id, due.booking.id));
  const paypal = await booked(t, {
    event_id: eventId,
    payment_method: 'paypal',
    tickets: [{ id: regular, qty: 1 }],
  });
  const injected = await paidOrder(t, eventId, [{ id: regular, qty: 1 }], {
    full_name: '=HYPERLINK("http://evil.example","Click")',
    msisdn: '+254700000001',
    email_address: 'x@example.com',
  });
  const refs = {
    paid: paid.reference,
    partial: partial.reference,
    pending,
    free: freeOrder,
    expired,
    due: due.reference,
    paypal,
    injected: injected.reference,
  };
  return { t, owner, setup, refs };
}

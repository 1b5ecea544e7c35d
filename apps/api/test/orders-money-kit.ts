import { asc, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  bookings,
  events,
  issuedTickets,
  orderEvents,
  outbox,
  refunds,
  ticketTypes,
} from '../src/db/schema/index';
import { createOrganizer, type Organizer } from './check-in-kit';
import { book, guest, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

// What the order money suites share (issue 14): the real app, an owner with an event of their own,
// the refund, refund-paid and cancel calls, and readers of the booking, its seats, ledger and mails.

export interface OrdersApp {
  t: TestApp;
  owner: Organizer;
  category: number;
}

export async function startOrdersApp(
  kind: DatabaseKind,
  env: Record<string, string> = {},
  options: Parameters<typeof createTestApp>[2] = {},
): Promise<OrdersApp> {
  const t = await createTestApp(kind, { HOLD_MINUTES: '15', ...env }, options);
  const owner = await createOrganizer(t);
  const category = (await createCategory(t.db)).id;
  return { t, owner, category };
}

/** Starts the app in beforeAll (and stops it after), for a describe. */
export function useOrdersApp(kind: DatabaseKind, env: Record<string, string> = {}, options = {}) {
  let state: OrdersApp | undefined;
  beforeAll(async () => {
    state = await startOrdersApp(kind, env, options);
  });
  afterAll(() => state?.t.close());
  return () => defined(state, 'the orders app (it starts in beforeAll)');
}

/** A published event of the owner's, in `currency`, with one ticket type. */
export async function newEvent(
  app: OrdersApp,
  options: { currency?: string; priceMinor?: number; maxTickets?: number } = {},
) {
  const event = await createEvent(app.t.db, {
    organizationId: app.owner.organizationId,
    categoryId: app.category,
  });
  if (options.currency) {
    await app.t.db.update(events).set({ currency: options.currency }).where(eq(events.id, event.id));
  }
  const type = await createTicketType(app.t.db, {
    eventId: event.id,
    priceMinor: options.priceMinor ?? 2500,
    maxTickets: options.maxTickets ?? 100,
  });
  return { eventId: event.id, typeId: type.id, title: event.title };
}

/** Books `qty` seats by the simulated card and pays for them: the booking's reference and buyer token. */
export async function paidCardOrder(app: OrdersApp, event: { eventId: number; typeId: number }, qty = 2) {
  const booked = await book(app.t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty }] });
  if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
  const paid = await payWithCard(app.t, booked.body.message.data.client_secret);
  if (paid.status !== 'succeeded') throw new Error(`pay: ${JSON.stringify(paid)}`);
  return {
    reference: booked.body.message.data.booking_id as string,
    clientSecret: booked.body.message.data.client_secret as string,
    token: defined(booked.token, 'the buyer token'),
  };
}

/** A booking held and not paid. */
export async function heldOrder(
  app: OrdersApp,
  event: { eventId: number; typeId: number },
  qty = 1,
  method = 'card',
) {
  const booked = await book(app.t, {
    event_id: event.eventId,
    payment_method: method,
    details: guest,
    tickets: [{ id: event.typeId, qty }],
  });
  if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
  return {
    reference: booked.body.message.data.booking_id as string,
    clientSecret: booked.body.message.data.client_secret as string,
    token: defined(booked.token, 'the buyer token'),
  };
}

async function call(app: OrdersApp, url: string, payload: object, token = app.owner.token) {
  const response = await app.t.app.inject({ method: 'POST', url, payload, headers: { auth: token } });
  return { status: response.statusCode, body: response.json() };
}

export const refund = (app: OrdersApp, reference: string, payload: object = {}, token?: string) =>
  call(app, `/api/v1/orders/${reference}/refund`, payload, token);
export const refundPaid = (app: OrdersApp, reference: string, payload: object, token?: string) =>
  call(app, `/api/v1/orders/${reference}/refund-paid`, payload, token);
export const cancel = (app: OrdersApp, reference: string, payload: object = {}, token?: string) =>
  call(app, `/api/v1/orders/${reference}/cancel`, payload, token);

export async function bookingOf(app: OrdersApp, reference: string) {
  const [row] = await app.t.db.select().from(bookings).where(eq(bookings.reference, reference));
  return defined(row, `booking ${reference}`);
}

export async function seatsOf(app: OrdersApp, typeId: number) {
  const [row] = await app.t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  const type = defined(row, 'the ticket type');
  return { sold: type.sold, held: type.held };
}

export async function ledgerOf(app: OrdersApp, reference: string) {
  const booking = await bookingOf(app, reference);
  return app.t.db.select().from(refunds).where(eq(refunds.bookingId, booking.id)).orderBy(asc(refunds.id));
}

/** The ledger adds up to the booking's counters: refunded and paid out, and owed by hand. */
export async function ledgerTotals(app: OrdersApp, reference: string) {
  const rows = await ledgerOf(app, reference);
  const sum = (statuses: string[]) =>
    rows.filter((row) => statuses.includes(row.status)).reduce((total, row) => total + row.amountMinor, 0);
  return { refunded: sum(['succeeded', 'paid_out']), due: sum(['due']), pending: sum(['pending']) };
}

export async function timelineOf(app: OrdersApp, reference: string) {
  const booking = await bookingOf(app, reference);
  return app.t.db
    .select()
    .from(orderEvents)
    .where(eq(orderEvents.bookingId, booking.id))
    .orderBy(asc(orderEvents.id));
}

export async function ticketsOf(app: OrdersApp, reference: string) {
  const booking = await bookingOf(app, reference);
  return app.t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
}

/** The mails queued about a booking (its reference is in every subject), with their keys. */
export async function mailsAbout(app: OrdersApp, reference: string) {
  const rows = await app.t.db
    .select()
    .from(outbox)
    .where(sql`${outbox.payload}->>'subject' like ${`%${reference}%`}`)
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    key: row.idempotencyKey,
    ...(row.payload as { to: string; subject: string; text: string }),
  }));
}

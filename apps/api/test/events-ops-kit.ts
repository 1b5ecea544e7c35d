import { and, asc, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import { bookings, eventCancellations, events, outbox, ticketTypes } from '../src/db/schema/index';
import { startEventCancellations } from '../src/jobs/event-cancellations';
import { createOrganizer, createTeammate, type Organizer } from './check-in-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

// What the event operation suites share (issue 14: cancel an event, message its ticket holders,
// tell them of a change): the real app with card and M-Pesa bookable, an owner, orders in every
// state made through the buyer's own calls, and the organizer's calls.

export const PRICE_MINOR = 150_000; // KES 1,500: whole shillings, so M-Pesa takes it too

export interface EventOpsApp {
  t: TestApp;
  owner: Organizer;
  category: number;
}

export function useEventOpsApp(kind: DatabaseKind) {
  let state: EventOpsApp | undefined;
  beforeAll(async () => {
    const t = await createTestApp(kind, { HOLD_MINUTES: '15' }, { paymentMethods: ['card', 'mpesa'] });
    state = { t, owner: await createOrganizer(t), category: (await createCategory(t.db)).id };
  });
  afterAll(() => state?.t.close());
  return () => defined(state, 'the event operations app (it starts in beforeAll)');
}

/** A published KES event of the owner's with a paid type (Regular), a free one (Guest list) and VIP. */
export async function newEvent(app: EventOpsApp, organizationId = app.owner.organizationId) {
  const event = await createEvent(app.t.db, {
    organizationId,
    categoryId: app.category,
    title: 'Lake Festival',
  });
  await app.t.db.update(events).set({ currency: 'KES' }).where(eq(events.id, event.id));
  const regular = await createTicketType(app.t.db, {
    eventId: event.id,
    name: 'Regular',
    priceMinor: PRICE_MINOR,
  });
  const vip = await createTicketType(app.t.db, {
    eventId: event.id,
    name: 'VIP',
    priceMinor: 2 * PRICE_MINOR,
  });
  const free = await createTicketType(app.t.db, { eventId: event.id, name: 'Guest list', priceMinor: 0 });
  return { id: event.id, title: event.title, regular: regular.id, vip: vip.id, free: free.id };
}

let buyers = 0;
/** A buyer of their own (each order mails its own address). */
export function buyer(name = 'Wanjiku Kamau') {
  buyers += 1;
  return {
    full_name: name,
    msisdn: `+2547110${String(buyers).padStart(5, '0')}`,
    email_address: `buyer${buyers}-${process.pid}@example.com`,
  };
}

interface Ordered {
  reference: string;
  email: string;
  clientSecret: string;
  token: string;
}

async function place(app: EventOpsApp, eventId: number, typeId: number, method: string, qty = 1) {
  const details = buyer();
  const booked = await book(app.t, {
    event_id: eventId,
    payment_method: method,
    details,
    tickets: [{ id: typeId, qty }],
  });
  if (booked.status !== 201) throw new Error(`book: ${JSON.stringify(booked.body)}`);
  return {
    reference: booked.body.message.data.booking_id as string,
    email: details.email_address,
    clientSecret: (booked.body.message.data.client_secret ?? '') as string,
    token: defined(booked.token, 'the buyer token'),
  };
}

export async function paidCardOrder(
  app: EventOpsApp,
  eventId: number,
  typeId: number,
  qty = 1,
): Promise<Ordered> {
  const order = await place(app, eventId, typeId, 'card', qty);
  const paid = await payWithCard(app.t, order.clientSecret);
  if (paid.status !== 'succeeded') throw new Error(`pay: ${JSON.stringify(paid)}`);
  return order;
}

/** Paid by the simulated M-Pesa phone, as the buyer accepts the prompt. */
export async function paidMpesaOrder(app: EventOpsApp, eventId: number, typeId: number): Promise<Ordered> {
  const order = await place(app, eventId, typeId, 'mpesa');
  const response = await app.t.app.inject({
    method: 'POST',
    url: '/api/v1/simulated-payments/mpesa/answer',
    headers: { auth: order.token },
    payload: { client_secret: order.clientSecret, action: 'accept' },
  });
  if (response.statusCode !== 200) throw new Error(`accept: ${response.body}`);
  return order;
}

export const freeOrder = (app: EventOpsApp, eventId: number, typeId: number) =>
  place(app, eventId, typeId, 'card');
export const heldOrder = (app: EventOpsApp, eventId: number, typeId: number) =>
  place(app, eventId, typeId, 'card');

export async function call(
  app: EventOpsApp,
  method: 'GET' | 'POST',
  url: string,
  token: string,
  payload?: object,
) {
  const response = await app.t.app.inject({
    method,
    url,
    headers: { auth: token },
    ...(payload ? { payload } : {}),
  });
  return { status: response.statusCode, body: response.json() };
}

export async function bookingOf(app: EventOpsApp, reference: string) {
  const [row] = await app.t.db.select().from(bookings).where(eq(bookings.reference, reference));
  return defined(row, `booking ${reference}`);
}

export async function soldOf(app: EventOpsApp, typeId: number) {
  const [row] = await app.t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
  const type = defined(row, 'the ticket type');
  return { sold: type.sold, held: type.held };
}

/** The mails whose idempotency key starts with `prefix`, in order. */
export async function mailsKeyed(app: EventOpsApp, prefix: string) {
  const rows = await app.t.db
    .select()
    .from(outbox)
    .where(and(eq(outbox.topic, 'mail'), like(outbox.idempotencyKey, `${prefix}%`)))
    .orderBy(asc(outbox.id));
  return rows.map((row) => ({
    key: defined(row.idempotencyKey, 'key'),
    ...(row.payload as {
      to: string;
      subject: string;
      text: string;
      fromName?: string;
      replyTo?: string;
      attachments?: { filename: string; contentType: string; content: string }[];
    }),
  }));
}

export async function cancellationRow(app: EventOpsApp, eventId: number) {
  const [row] = await app.t.db
    .select()
    .from(eventCancellations)
    .where(eq(eventCancellations.eventId, eventId));
  return defined(row, 'the cancellation');
}

/** The background job on this app, never on a timer: the test runs its passes. */
export function cancellationJob(app: EventOpsApp) {
  return startEventCancellations({ deps: app.t.app.deps, log: silentLog, intervalMs: 3_600_000 });
}

export { createTeammate };

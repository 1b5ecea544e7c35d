import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll } from 'vitest';
import {
  bookings,
  events,
  issuedTickets,
  outbox,
  paymentAttempts,
  paymentCallbacks,
  ticketTypes,
} from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { book, guest, retrieve } from './support/bookings';
import { CALLBACK_SECRET, DARAJA, PUBLIC_URL } from './support/daraja-adapter';
import { defined } from './support/defined';
import { type FakeDaraja, type FakeOutcome, startFakeDaraja } from './support/fake-daraja';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { createTestApp, type TestApp } from './support/test-app';
import type { DatabaseKind } from './support/test-database';

// The M-Pesa route suites' shared set-up: the real app with M-Pesa bookable, on the real Daraja
// adapter against the fake Daraja (or on the simulator), a KES event, and the calls the buyer's
// browser and Daraja make.

export const PRICE_MINOR = 150_000; // KES 1,500: whole shillings, as M-Pesa takes them
export const CALLBACK_PATH = '/api/v1/payments/mpesa/callback';

export function useMpesaApp(kind: DatabaseKind, provider: 'daraja' | 'simulated') {
  let state: { t: TestApp; fake: FakeDaraja | null; org: number; category: number } | undefined;
  const current = () => defined(state, 'the M-Pesa app (it starts in beforeAll)');
  const lines: string[] = [];

  beforeAll(async () => {
    const fake = provider === 'daraja' ? await startFakeDaraja(DARAJA) : null;
    const daraja: Record<string, string> = fake
      ? {
          MPESA_CONSUMER_KEY: DARAJA.consumerKey,
          MPESA_CONSUMER_SECRET: DARAJA.consumerSecret,
          MPESA_SHORTCODE: DARAJA.shortcode,
          MPESA_PASSKEY: DARAJA.passkey,
          MPESA_API_URL: fake.url,
          MPESA_CALLBACK_SECRET: CALLBACK_SECRET,
          PUBLIC_URL,
        }
      : {};
    const t = await createTestApp(
      kind,
      { HOLD_MINUTES: '15', ...daraja },
      {
        paymentMethods: ['card', 'mpesa'],
        logger: { level: 'info', stream: { write: (line: string) => void lines.push(line) } },
      },
    );
    const category = (await createCategory(t.db)).id;
    const org = (await createOrganization(t.db)).id;
    state = { t, fake, org, category };
  });
  afterAll(async () => {
    await state?.t.close();
    await state?.fake?.stop();
  });

  /** A published event in `currency` with one ticket type of `maxTickets` seats. */
  async function newEvent(options: { currency?: string; maxTickets?: number; title?: string } = {}) {
    const { t, org, category } = current();
    const event = await createEvent(t.db, {
      organizationId: org,
      categoryId: category,
      title: options.title,
    });
    await t.db
      .update(events)
      .set({ currency: options.currency ?? 'KES' })
      .where(eq(events.id, event.id));
    const type = await createTicketType(t.db, {
      eventId: event.id,
      name: 'Regular',
      priceMinor: PRICE_MINOR,
      maxTickets: options.maxTickets ?? 100,
    });
    return { eventId: event.id, typeId: type.id };
  }

  /** Books by M-Pesa as a guest, as the payment screen does. */
  async function bookMpesa(
    event: { eventId: number; typeId: number },
    options: { qty?: number; msisdn?: string; email?: string } = {},
  ) {
    const details = {
      ...guest,
      ...(options.msisdn ? { msisdn: options.msisdn } : {}),
      ...(options.email ? { email_address: options.email } : {}),
    };
    const booked = await book(current().t, {
      event_id: event.eventId,
      payment_method: 'mpesa',
      details,
      tickets: [{ id: event.typeId, qty: options.qty ?? 1 }],
    });
    const data = booked.body.message?.data ?? {};
    return {
      ...booked,
      clientSecret: data.client_secret as string,
      reference: data.booking_id as string,
      /** The guest's session token; empty when the booking was refused. */
      token: booked.token ?? '',
    };
  }

  async function bookingRow(reference: string) {
    const [row] = await current().t.db.select().from(bookings).where(eq(bookings.reference, reference));
    return defined(row, `booking ${reference}`);
  }

  /** The CheckoutRequestID of the booking's current prompt. */
  async function promptOf(reference: string) {
    return defined((await bookingRow(reference)).providerIntentId, 'the current prompt');
  }

  /** Posts a body to the callback URL as Daraja would. */
  async function postCallback(payload: unknown, secret = CALLBACK_SECRET) {
    const response = await current().t.app.inject({
      method: 'POST',
      url: `${CALLBACK_PATH}/${secret}`,
      headers: { 'content-type': 'application/json' },
      payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    });
    return { status: response.statusCode, body: response.body };
  }

  /** The buyer answers the prompt on the fake Daraja's phone, and Daraja calls back. */
  async function callback(paymentId: string, outcome: FakeOutcome, options: { amount?: number } = {}) {
    const fake = defined(current().fake, 'the fake Daraja');
    fake.settle(paymentId, outcome);
    return postCallback(fake.callbackFor(paymentId, options));
  }

  async function retrieveData(clientSecret: string, token: string) {
    const answer = await retrieve(current().t, clientSecret, token);
    return { status: answer.status, data: answer.body.message?.data, body: answer.body };
  }

  async function retry(clientSecret: string, token: string, remoteAddress?: string) {
    const response = await current().t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/mpesa/retry',
      headers: { auth: token },
      payload: { client_secret: clientSecret },
      ...(remoteAddress ? { remoteAddress } : {}),
    });
    return { status: response.statusCode, body: response.json() };
  }

  async function answer(clientSecret: string, token: string, action: string) {
    const response = await current().t.app.inject({
      method: 'POST',
      url: '/api/v1/simulated-payments/mpesa/answer',
      headers: { auth: token },
      payload: { client_secret: clientSecret, action },
    });
    return { status: response.statusCode, body: response.json() };
  }

  /** The mails queued about a booking, by subject. */
  async function mailsAbout(reference: string) {
    const rows = await current()
      .t.db.select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%${reference}%`}`);
    return rows.map((row) => row.payload as { to: string; subject: string; text: string });
  }

  async function ticketsOf(reference: string) {
    const booking = await bookingRow(reference);
    return current().t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
  }

  async function counters(typeId: number) {
    const [row] = await current().t.db.select().from(ticketTypes).where(eq(ticketTypes.id, typeId));
    const type = defined(row, 'the ticket type');
    return { sold: type.sold, held: type.held };
  }

  async function callbacksFor(paymentId: string) {
    return current().t.db.select().from(paymentCallbacks).where(eq(paymentCallbacks.paymentId, paymentId));
  }

  /** The prompt was sent `seconds` ago (rather than sleeping until its news is overdue). */
  async function ageAttempt(paymentId: string, seconds: number) {
    await current()
      .t.db.update(paymentAttempts)
      .set({ createdAt: new Date(Date.now() - seconds * 1000) })
      .where(and(eq(paymentAttempts.paymentId, paymentId)));
  }

  /** The booking was made over a minute ago, its hold ending `inSeconds` from now (negative: ended). */
  async function ageBooking(reference: string, inSeconds: number) {
    await current()
      .t.db.update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() + inSeconds * 1000), reconcileAfter: null })
      .where(eq(bookings.reference, reference));
  }

  /** One pass of the reconciler of pending bookings (the hold sweeper). */
  async function sweep() {
    const job = startHoldSweeper({ deps: current().t.app.deps, log: silentLog, intervalMs: 3_600_000 });
    try {
      return await job.runOnce();
    } finally {
      await job.stop();
    }
  }

  /** Log lines (JSON) whose msg is `message`. */
  const logged = (message: string) =>
    lines.map((line) => JSON.parse(line) as Record<string, unknown>).filter((line) => line.msg === message);

  return {
    get t() {
      return current().t;
    },
    get fake() {
      return defined(current().fake, 'the fake Daraja');
    },
    newEvent,
    bookMpesa,
    bookingRow,
    promptOf,
    postCallback,
    callback,
    retrieve: retrieveData,
    retry,
    answer,
    mailsAbout,
    ticketsOf,
    counters,
    callbacksFor,
    ageAttempt,
    ageBooking,
    sweep,
    logged,
  };
}

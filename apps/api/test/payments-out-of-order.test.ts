import assert from 'node:assert/strict';
import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq, sql } from 'drizzle-orm';
import Stripe from 'stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets, outbox, ticketTypes } from '../src/db/schema/index';
import { book } from './support/bookings';
import { type FakeStripe, startFakeStripe } from './support/fake-stripe';
import { createCategory, createEvent, createOrganization, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

const SECRET_KEY = 'sk_test_out_of_order_0123456789';
const WEBHOOK_SECRET = 'whsec_test_out_of_order_abcdef';

type Notice = 'succeeded' | 'refunded';

/** Every order and repetition of the two notices, 2 to 4 long, holding at least one of each. */
function noticeSequences(): Notice[][] {
  const all: Notice[][] = [];
  const grow = (prefix: Notice[]) => {
    if (prefix.length >= 2 && prefix.includes('succeeded') && prefix.includes('refunded')) all.push(prefix);
    if (prefix.length === 4) return;
    grow([...prefix, 'succeeded']);
    grow([...prefix, 'refunded']);
  };
  grow([]);
  return all;
}

/**
 * Each sequence, with the refund made at Stripe before any of the notices or between them (never
 * after its own notice: Stripe tells of a refund once it happened).
 */
const cases = noticeSequences().flatMap((notices) => {
  const firstRefund = notices.indexOf('refunded');
  return Array.from({ length: firstRefund + 1 }, (_, refundAt) => ({ notices, refundAt }));
});

describe.each(databaseKinds)('Stripe notices in any order on %s', (kind) => {
  let t: TestApp;
  let stripe: FakeStripe;
  let eventId: number;
  let seat: { id: number };
  let eventCount = 0;

  beforeAll(async () => {
    stripe = await startFakeStripe({ secretKey: SECRET_KEY });
    t = await createTestApp(kind, {
      STRIPE_SECRET_KEY: SECRET_KEY,
      STRIPE_PUBLISHABLE_KEY: 'pk_test_out_of_order',
      STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
      STRIPE_API_URL: stripe.url,
    });
    const category = await createCategory(t.db);
    const org = await createOrganization(t.db);
    eventId = (await createEvent(t.db, { organizationId: org.id, categoryId: category.id })).id;
    seat = await createTicketType(t.db, { eventId, name: 'Seat', priceMinor: 1500, maxTickets: 1000 });
  });
  afterAll(async () => {
    await t.close();
    await stripe.stop();
  });

  const notify = async (type: Notice, intentId: string) => {
    eventCount += 1;
    const object =
      type === 'succeeded'
        ? { id: intentId, object: 'payment_intent' }
        : { id: `ch_${eventCount}`, object: 'charge', payment_intent: intentId, refunded: true };
    const payload = JSON.stringify({
      id: `evt_${eventCount}`,
      object: 'event',
      type: type === 'succeeded' ? 'payment_intent.succeeded' : 'charge.refunded',
      data: { object },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v1/payments/stripe/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(response.statusCode).toBe(200);
  };
  const counters = async () => {
    const [row] = await t.db.select().from(ticketTypes).where(eq(ticketTypes.id, seat.id));
    assert(row, 'row');
    return { sold: row.sold, held: row.held };
  };

  it(`ends refunded, seats back on sale and the buyer told once, in all ${cases.length} orders`, async () => {
    for (const { notices, refundAt } of cases) {
      const label = `refund at ${refundAt} of ${notices.join(',')}`;
      const before = await counters();
      const { body } = await book(t, { event_id: eventId, tickets: [{ id: seat.id, qty: 2 }] });
      const intentId = body.message.data.client_secret.split('_secret_')[0];
      stripe.succeed(intentId);
      for (const [index, notice] of notices.entries()) {
        if (index === refundAt) stripe.refund(intentId);
        await notify(notice, intentId);
      }
      const [booking] = await t.db.select().from(bookings).where(eq(bookings.providerIntentId, intentId));
      assert(booking, 'booking');
      expect(booking.status, label).toBe(BOOKING_STATUS.refunded);
      expect(await counters(), label).toEqual(before);
      const tickets = await t.db.select().from(issuedTickets).where(eq(issuedTickets.bookingId, booking.id));
      // Tickets are issued only when the success came first; a refunded booking's admit no one.
      if (notices.indexOf('succeeded') > refundAt) expect(tickets, label).toEqual([]);
      const refundMails = await t.db
        .select()
        .from(outbox)
        .where(sql`${outbox.payload}->>'subject' like ${`%was refunded (${booking.reference})`}`);
      expect(refundMails, label).toHaveLength(1);
      // Stripe was never asked to refund again: the money had gone back already.
      expect(
        [...stripe.refunds.values()].filter((r) => r.payment_intent === intentId),
        label,
      ).toHaveLength(1);
    }
  }, 120_000);
});

// Longer than 250 lines: one suite of the booking call's code rules, sharing its event and code helpers.
import { CODE_REFUSALS } from '@tiketi/contract/promo-codes';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { bookings, events, promoCodes, simulatedPaymentIntents, ticketTypes } from '../src/db/schema/index';
import { startHoldSweeper } from '../src/jobs/hold-sweeper';
import { bookingOf, cancel, newEvent, refund, useOrdersApp } from './orders-money-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createTicketType } from './support/fixtures';
import { silentLog } from './support/logs';
import { databaseKinds } from './support/test-database';

// Issue 15: the booking call prices with the event's code, fee and tax from the server's own data,
// enforces hidden types and code refusals, and gives a code's use back when its order ends.
describe.each(databaseKinds)('bookings with codes, fees and taxes on %s', (kind) => {
  const app = useOrdersApp(kind);
  const HOUR = 3_600_000;

  async function eventWith(options: { priceMinor?: number; tax?: boolean; fee?: boolean } = {}) {
    const event = await newEvent(app(), { priceMinor: options.priceMinor ?? 3333, maxTickets: 50 });
    await app()
      .t.db.update(events)
      .set({
        ...(options.tax ? { taxName: 'VAT', taxRateBp: 1600, taxMode: 'added' as const } : {}),
        ...(options.fee ? { feeFixedMinor: 50, feePercentBp: 250 } : {}),
        updatedAt: new Date(),
      })
      .where(eq(events.id, event.eventId));
    return event;
  }
  async function codeOf(eventId: number, values: Partial<typeof promoCodes.$inferInsert> = {}) {
    const [row] = await app()
      .t.db.insert(promoCodes)
      .values({ eventId, code: 'SAVE15', discountType: 'percentage', discountValue: 1500, ...values })
      .returning();
    return defined(row, 'code');
  }
  const usesOf = async (id: number) =>
    defined((await app().t.db.select().from(promoCodes).where(eq(promoCodes.id, id)))[0], 'code').uses;
  const amountAsked = async (clientSecret: string) => {
    const [intent] = await app()
      .t.db.select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, defined(clientSecret.split('_secret_')[0], 'intent')));
    return defined(intent, 'intent').amountMinor;
  };

  it("prices the issue's example, answers every line, and asks the provider for exactly the total", async () => {
    const event = await eventWith({ tax: true });
    await codeOf(event.eventId);
    const booked = await book(app().t, {
      event_id: event.eventId,
      tickets: [{ id: event.typeId, qty: 3, price: 0.01 }],
      promo_code: 'save15',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.message.data).toMatchObject({
      subtotal: 99.99,
      discount: 15,
      promo_code: 'SAVE15',
      fee: 0,
      tax: 13.6,
      tax_name: 'VAT',
      tax_rate: 16,
      tax_mode: 'added',
      total_price: 98.59,
      currency: 'USD',
    });
    expect(await amountAsked(booked.body.message.data.client_secret)).toBe(9859);
    const stored = await bookingOf(app(), booked.body.message.data.booking_id);
    expect(stored).toMatchObject({
      subtotalMinor: 9999,
      discountMinor: 1500,
      taxMinor: 1360,
      totalMinor: 9859,
    });
  });

  it('adds the fee and taxes it, and answers a booking without a code as before', async () => {
    const event = await eventWith({ priceMinor: 1000, tax: true, fee: true });
    const booked = await book(app().t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty: 2 }] });
    // fee 2 × 0.50 + 2.5% of 20.00 = 1.50; tax 16% of 21.50 = 3.44; total 24.94
    expect(booked.body.message.data).toMatchObject({ discount: 0, promo_code: null, fee: 1.5, tax: 3.44 });
    expect(booked.body.message.data.total_price).toBe(24.94);
  });

  it('confirms a 100% code at once, without payment, as free tickets are', async () => {
    const event = await eventWith();
    await codeOf(event.eventId, { code: 'COMP', discountValue: 10_000 });
    const booked = await book(app().t, {
      event_id: event.eventId,
      tickets: [{ id: event.typeId, qty: 2 }],
      promo_code: 'COMP',
    });
    expect(booked.status).toBe(201);
    expect(booked.body.message.data).toMatchObject({ status: 2, payment_method: 'free', total_price: 0 });
  });

  it('refuses codes that do not apply, each with its reason: 400, and 409 when used up', async () => {
    const event = await eventWith();
    const other = await createTicketType(app().t.db, { eventId: event.eventId, name: 'Other' });
    await codeOf(event.eventId, { code: 'LATER', validFrom: new Date(Date.now() + HOUR) });
    await codeOf(event.eventId, { code: 'GONE', validTo: new Date(Date.now() - HOUR) });
    await codeOf(event.eventId, { code: 'OFF', active: false });
    await codeOf(event.eventId, { code: 'DONE', maxUses: 1, uses: 1 });
    await codeOf(event.eventId, { code: 'ONLYOTHER', ticketTypeIds: [other.id] });
    const tryCode = (promo_code: string) =>
      book(app().t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty: 1 }], promo_code });
    const cases: [string, number, string][] = [
      ['NOPE', 400, CODE_REFUSALS.unknown],
      ['LATER', 400, CODE_REFUSALS.notStarted],
      ['GONE', 400, CODE_REFUSALS.expired],
      ['OFF', 400, CODE_REFUSALS.inactive],
      ['DONE', 409, CODE_REFUSALS.usedUp],
      ['ONLYOTHER', 400, CODE_REFUSALS.notForTickets],
    ];
    for (const [code, status, message] of cases) {
      const refused = await tryCode(code);
      expect({ code, status: refused.status, message: refused.body.status_description }).toEqual({
        code,
        status,
        message,
      });
    }
    expect((await app().t.db.select().from(bookings).where(eq(bookings.eventId, event.eventId))).length).toBe(
      0,
    );
  });

  it('sells a hidden type only with a code that unlocks it', async () => {
    const event = await eventWith();
    const [vip] = await app()
      .t.db.insert(ticketTypes)
      .values({ eventId: event.eventId, name: 'VIP', priceMinor: 9000, maxTickets: 5, hidden: true })
      .returning();
    const hidden = defined(vip, 'vip');
    await codeOf(event.eventId, {
      code: 'PARTNER',
      discountType: 'none',
      discountValue: 0,
      unlocksHidden: true,
    });
    await codeOf(event.eventId, { code: 'NOTVIP', unlocksHidden: false });
    const withCode = (promo_code?: string) =>
      book(app().t, {
        event_id: event.eventId,
        tickets: [{ id: hidden.id, qty: 1 }],
        ...(promo_code ? { promo_code } : {}),
      });
    const without = await withCode();
    expect(without.status).toBe(400);
    expect(without.body.status_description).toBe('VIP is available only with an access code');
    expect((await withCode('NOTVIP')).status).toBe(400);
    const unlocked = await withCode('partner');
    expect(unlocked.status).toBe(201);
    expect(unlocked.body.message.data).toMatchObject({ total_price: 90, discount: 0, promo_code: 'PARTNER' });
  });

  it('gives a use back when a hold is cancelled or expires, or the order is refunded in full', async () => {
    const event = await eventWith({ priceMinor: 2000 });
    const code = await codeOf(event.eventId, { code: 'TWO', maxUses: 2 });
    const hold = () =>
      book(app().t, { event_id: event.eventId, tickets: [{ id: event.typeId, qty: 1 }], promo_code: 'TWO' });

    const first = await hold();
    const second = await hold();
    expect([first.status, second.status]).toEqual([201, 201]);
    expect((await hold()).status).toBe(409);
    expect(await usesOf(code.id)).toBe(2);

    // The buyer cancels the first hold: its use comes back.
    const cancelled = await app().t.app.inject({
      method: 'POST',
      url: '/api/v1/booking/cancel',
      payload: { payment_intent: first.body.message.data.client_secret },
      headers: { auth: defined(first.token, 'token') },
    });
    expect(cancelled.statusCode).toBe(200);
    expect(await usesOf(code.id)).toBe(1);

    // The second hold expires and the sweeper releases it.
    await app()
      .t.db.update(bookings)
      .set({ holdExpiresAt: new Date(Date.now() - 1000) })
      .where(eq(bookings.reference, second.body.message.data.booking_id));
    const sweeper = startHoldSweeper({ deps: app().t.app.deps, log: silentLog, intervalMs: HOUR });
    await sweeper.runOnce();
    await sweeper.stop();
    expect(await usesOf(code.id)).toBe(0);

    // A paid order keeps its use; refunded in full, it gives it back.
    const paid = await hold();
    expect((await payWithCard(app().t, paid.body.message.data.client_secret)).status).toBe('succeeded');
    expect(await usesOf(code.id)).toBe(1);
    const refunded = await refund(app(), paid.body.message.data.booking_id);
    expect(refunded.status).toBe(200);
    expect(await usesOf(code.id)).toBe(0);

    // An organizer's cancel of a paid order gives it back too.
    const again = await hold();
    await payWithCard(app().t, again.body.message.data.client_secret);
    expect((await cancel(app(), again.body.message.data.booking_id, { refund: true })).status).toBe(200);
    expect(await usesOf(code.id)).toBe(0);
  });

  it('a late payment takes its use again if one is left, and is refunded if the code was used up meanwhile', async () => {
    const event = await eventWith({ priceMinor: 2000 });
    const code = await codeOf(event.eventId, { code: 'ONCE', maxUses: 1 });
    const hold = (email: string) =>
      book(app().t, {
        event_id: event.eventId,
        tickets: [{ id: event.typeId, qty: 1 }],
        promo_code: 'ONCE',
        details: { full_name: 'Late Buyer', msisdn: '+254711000999', email_address: email },
      });
    const lapse = async (reference: string) => {
      await app()
        .t.db.update(bookings)
        .set({ holdExpiresAt: new Date(Date.now() - 1000) })
        .where(eq(bookings.reference, reference));
      const sweeper = startHoldSweeper({ deps: app().t.app.deps, log: silentLog, intervalMs: HOUR });
      await sweeper.runOnce();
      await sweeper.stop();
    };
    const payLate = async (booked: Awaited<ReturnType<typeof hold>>) => {
      const secret = booked.body.message.data.client_secret as string;
      await app()
        .t.db.update(simulatedPaymentIntents)
        .set({ status: 'succeeded' })
        .where(eq(simulatedPaymentIntents.id, defined(secret.split('_secret_')[0], 'intent')));
      const answer = await app().t.app.inject({
        method: 'POST',
        url: '/api/v1/booking/retrieve',
        payload: { payment_intent: secret },
        headers: { auth: defined(booked.token, 'token') },
      });
      return answer.json().message.data.status as number;
    };

    const revived = await hold('revived@example.com');
    expect(revived.status, JSON.stringify(revived.body)).toBe(201);
    await lapse(revived.body.message.data.booking_id);
    expect(await usesOf(code.id)).toBe(0);
    expect(await payLate(revived)).toBe(2);
    expect(await usesOf(code.id)).toBe(1);

    await refund(app(), revived.body.message.data.booking_id);
    const lost = await hold('lost@example.com');
    await lapse(lost.body.message.data.booking_id);
    const taker = await hold('taker@example.com');
    expect(taker.status).toBe(201);
    expect(await payLate(lost)).toBe(5);
    expect(await usesOf(code.id)).toBe(1);
  });
});

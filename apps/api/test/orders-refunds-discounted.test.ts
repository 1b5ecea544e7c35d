import { BOOKING_STATUS } from '@tiketi/contract/constants';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { events, promoCodes, simulatedPaymentIntents } from '../src/db/schema/index';
import { listTickets } from './e-tickets-kit';
import { bookingOf, cancel, ledgerTotals, refund, useOrdersApp } from './orders-money-kit';
import { buyPriced, createPricedEvent } from './price-lines-kit';
import { defined } from './support/defined';
import { databaseKinds } from './support/test-database';

const intentIdOf = (clientSecret: string) => clientSecret.split('_secret_')[0] ?? '';

// Issues 14 and 15: what may be refunded is what the buyer paid, after their discount, never the
// seats' base price.
describe.each(databaseKinds)('refunding a discounted order on %s', (kind) => {
  const app = useOrdersApp(kind);

  /** SPRING15 on 3 seats at 33.33, with no fee or tax: base 99.99, paid 84.99. */
  async function discountedEvent() {
    const event = await createPricedEvent(app().t, app().owner, { priced: true });
    await app()
      .t.db.update(events)
      .set({ taxName: '', taxRateBp: 0, feeFixedMinor: 0 })
      .where(eq(events.id, event.eventId));
    return event;
  }

  async function usesOf(eventId: number) {
    const [code] = await app().t.db.select().from(promoCodes).where(eq(promoCodes.eventId, eventId));
    return defined(code, 'the code').uses;
  }

  it('refunds at most what was paid, in parts or all that is left, and the provider gives back the same', async () => {
    const event = await discountedEvent();
    const order = await buyPriced(app().t, event, { code: 'SPRING15' });
    expect(order.created).toMatchObject({ subtotal: 99.99, discount: 15, total_price: 84.99 });
    expect(await usesOf(event.eventId)).toBe(1);

    const seatsPrice = await refund(app(), order.reference, { amount: 99.99 });
    expect(seatsPrice.status).toBe(409);
    expect(seatsPrice.body.status_description).toBe('Only $84.99 can still be refunded');
    const aCentMore = await refund(app(), order.reference, { amount: 85 });
    expect(aCentMore.status).toBe(409);

    const part = await refund(app(), order.reference, { amount: 50 });
    expect(part.status).toBe(200);
    expect(part.body.message).toMatchObject({
      status: 'partially_refunded',
      total: 84.99,
      subtotal: 99.99,
      discount: 15,
      refunded: 50,
      refundable: 34.99,
    });
    const rest = await refund(app(), order.reference, {});
    expect(rest.status).toBe(200);
    expect(rest.body.message).toMatchObject({ status: 'refunded', refunded: 84.99, refundable: 0 });

    expect(await bookingOf(app(), order.reference)).toMatchObject({
      status: BOOKING_STATUS.refunded,
      refundedMinor: 8499,
    });
    expect(await ledgerTotals(app(), order.reference)).toEqual({ refunded: 8499, due: 0, pending: 0 });
    const [intent] = await app()
      .t.db.select()
      .from(simulatedPaymentIntents)
      .where(eq(simulatedPaymentIntents.id, intentIdOf(order.clientSecret)));
    expect(intent).toMatchObject({ amountMinor: 8499, refundedMinor: 8499 });
    // Refunded in full, the order gives its use of the code back.
    expect(await usesOf(event.eventId)).toBe(0);
    // The buyer's closed ticket still tells how its price was made.
    const tickets = (await listTickets(app().t, order.token)).body.message;
    expect(tickets.data).toEqual([]);
    expect(tickets.closed[0]).toMatchObject({
      order_status: 'refunded',
      refunded: 84.99,
      booking: {
        price: 84.99,
        subtotal: 99.99,
        discount: 15,
        promo_code: 'SPRING15',
        fee: 0,
        tax_name: null,
      },
    });
  });

  it('cancels with a refund of what was paid', async () => {
    const event = await discountedEvent();
    const order = await buyPriced(app().t, event, { code: 'SPRING15', qty: 2 });
    // 2 × 33.33 = 66.66, less 15% (10.00 from 9.999): 56.66.
    expect(order.created).toMatchObject({ subtotal: 66.66, discount: 10, total_price: 56.66 });

    const cancelled = await cancel(app(), order.reference, { reason: 'Double booking' });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body.message).toMatchObject({ status: 'cancelled', refunded: 56.66, refundable: 0 });
    expect(await ledgerTotals(app(), order.reference)).toEqual({ refunded: 5666, due: 0, pending: 0 });
  });
});

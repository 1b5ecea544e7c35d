import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parseCsv } from './check-in-kit';
import { bookingOf, call, type Organizer } from './orders-kit';
import { seedOrders } from './orders-seed';
import { defined } from './support/defined';
import type { TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

type Seeded = Awaited<ReturnType<typeof seedOrders>>;

// Issue 14: an event's orders as a CSV file, with the list's filters and none of its paging.
describe.each(databaseKinds)('an event’s orders as CSV on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let setup: Seeded['setup'];
  let refs: Seeded['refs'];

  beforeAll(async () => {
    ({ t, owner, setup, refs } = await seedOrders(kind));
  });
  afterAll(() => t.close());
  it('exports every matching order as a formula-safe CSV, unpaged', async () => {
    const response = await call(t, owner.token, 'GET', `/api/v1/event/${setup.eventId}/orders.csv?limit=1`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="orders-${setup.eventId}.csv"`,
    );
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Reference',
      'Status',
      'Buyer',
      'Email',
      'Phone',
      'Currency',
      'Total',
      'Paid',
      'Refunded',
      'Refund due',
      'Payment method',
      'Payment reference',
      'Created (UTC)',
      'Paid at (UTC)',
      'Tickets',
      'Subtotal',
      'Discount',
      'Promo code',
      'Fee',
      'Tax',
    ]);
    expect(rows).toHaveLength(8);
    const rowOf = (reference: string) =>
      defined(
        rows.find((row) => row[0] === reference),
        reference,
      );
    const injected = rowOf(refs.injected);
    expect(injected[2]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(injected[4]).toBe("'+254700000001");
    expect(rowOf(refs.partial).slice(1, 12)).toEqual([
      'Partially refunded',
      'Njeri Wambui',
      'njeri@example.com',
      "'+254711000222",
      'USD',
      '25.00',
      '25.00',
      '5.00',
      '0.00',
      'Card',
      (await bookingOf(t, refs.partial)).paymentReference,
    ]);
    expect(rowOf(refs.paid)[14]).toBe('2 x Regular');
    // Issue 15's columns: an order with no code, fee or tax has its subtotal as its total.
    expect(rowOf(refs.partial).slice(15)).toEqual(['25.00', '0.00', '', '0.00', '0.00']);
    expect(rowOf(refs.pending)[13]).toBe('');
    expect(rowOf(refs.free)[10]).toBe('Free ticket');

    const filtered = await call(
      t,
      owner.token,
      'GET',
      `/api/v1/event/${setup.eventId}/orders.csv?status=expired`,
    );
    expect(
      parseCsv(filtered.body)
        .slice(1)
        .map((row) => row[0]),
    ).toEqual([refs.expired]);
  });
});

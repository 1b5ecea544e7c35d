import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { codesOf, createOrganizer, get, type Organizer, parseCsv, scan } from './check-in-kit';
import { buyAndPay, type Purchase } from './e-tickets-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('the attendee list and its CSV on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let eventId: number;
  let ticket: number;
  const buyers = [
    { full_name: 'Zawadi Achieng', msisdn: '0711000111', email_address: 'zawadi@example.com' },
    {
      full_name: '=HYPERLINK("http://evil.example","Click")',
      msisdn: '+254700000001',
      email_address: 'x@example.com',
    },
    { full_name: '@Kamau, "Kim" Otieno', msisdn: '-1', email_address: 'kim@example.com' },
  ];
  const purchases: Purchase[] = [];

  beforeAll(async () => {
    t = await createTestApp(kind, { TZ: 'Africa/Nairobi' });
    owner = await createOrganizer(t);
    const category = await createCategory(t.db);
    eventId = (
      await createEvent(t.db, {
        organizationId: owner.organizationId,
        categoryId: category.id,
        title: 'Book Fair',
      })
    ).id;
    ticket = (await createTicketType(t.db, { eventId, name: 'Day pass', priceMinor: 1000 })).id;
    for (const [index, details] of buyers.entries()) {
      purchases.push(await buyAndPay(t, eventId, [{ id: ticket, qty: index + 1 }], { details }));
    }
    // A booking still waiting for its payment is not an attendee.
    await book(t, { event_id: eventId, tickets: [{ id: ticket, qty: 1 }] });
    const [code] = await codesOf(
      t,
      defined(purchases[0], 'purchases[0]').token,
      defined(purchases[0], 'purchases[0]').reference,
    );
    await scan(t, owner.token, eventId, code);
  });
  afterAll(() => t.close());

  it('lists paid bookings by buyer name with contact, seat lines, paid at and check-ins', async () => {
    const response = await get(t, owner.token, `/api/v1/event/${eventId}/attendees`);
    expect(response.statusCode).toBe(200);
    const { data, total, counts } = response.json().message;
    expect(total).toBe(3);
    expect(counts).toMatchObject({ checked_in: 1, total: 6 });
    expect(data.map((row: { buyer_name: string }) => row.buyer_name)).toEqual([
      defined(buyers[1], 'buyers[1]').full_name,
      defined(buyers[2], 'buyers[2]').full_name,
      defined(buyers[0], 'buyers[0]').full_name,
    ]);
    const zawadi = data.find(
      (row: { booking_id: string }) => row.booking_id === defined(purchases[0], 'purchases[0]').reference,
    );
    expect(zawadi).toMatchObject({
      email_address: 'zawadi@example.com',
      msisdn: '0711000111',
      seats: [{ name: 'Day pass', quantity: 1, no_of_persons: 1, price_per_ticket: 10 }],
      price: 10,
      currency: 'USD',
      tickets: 1,
      checked_in: 1,
    });
    expect(Date.parse(zawadi.paid_at)).not.toBeNaN();
    expect(Date.parse(zawadi.last_checked_in_at)).not.toBeNaN();
  });

  it('counts free ($0) bookings apart from paid ones', async () => {
    const fair = await createEvent(t.db, {
      organizationId: owner.organizationId,
      categoryId: (await createCategory(t.db)).id,
      title: 'Open Day',
    });
    const freePass = (await createTicketType(t.db, { eventId: fair.id, name: 'Free pass', priceMinor: 0 }))
      .id;
    const paidPass = (await createTicketType(t.db, { eventId: fair.id, name: 'Paid pass', priceMinor: 500 }))
      .id;
    const free = await book(t, { event_id: fair.id, tickets: [{ id: freePass, qty: 1, price: 0 }] });
    expect(free.status).toBe(201);
    await buyAndPay(t, fair.id, [{ id: paidPass, qty: 1 }]);
    const message = (await get(t, owner.token, `/api/v1/event/${fair.id}/attendees`)).json().message;
    expect(message).toMatchObject({ total: 2, free_total: 1 });
    expect((await get(t, owner.token, `/api/v1/event/${eventId}/attendees`)).json().message.free_total).toBe(
      0,
    );
  });

  it('searches by name, email, phone or booking id, and pages', async () => {
    const search = async (q: string) =>
      (await get(t, owner.token, `/api/v1/event/${eventId}/attendees?q=${encodeURIComponent(q)}`)).json()
        .message;
    expect((await search('zawadi')).data).toHaveLength(1);
    expect((await search('0711000')).data).toHaveLength(1);
    expect((await search(defined(purchases[2], 'purchases[2]').reference.toLowerCase())).data).toHaveLength(
      1,
    );
    // LIKE wildcards are searched for literally.
    expect((await search('%')).total).toBe(0);
    const page = (await get(t, owner.token, `/api/v1/event/${eventId}/attendees?page=2&limit=2`)).json()
      .message;
    expect(page).toMatchObject({ total: 3 });
    expect(page.data).toHaveLength(1);
    expect((await get(t, owner.token, `/api/v1/event/${eventId}/attendees?limit=0`)).statusCode).toBe(400);
  });

  it('exports every attendee as CSV with quoted cells and no formulas a spreadsheet would run', async () => {
    const response = await get(t, owner.token, `/api/v1/event/${eventId}/attendees.csv`);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe('attachment; filename="attendees-book-fair.csv"');
    expect(response.body.startsWith('\uFEFFBooking ID,Buyer,Email,Phone,Seats,')).toBe(true);
    expect(response.body).toContain('\r\n');
    const [header, ...rows] = parseCsv(response.body);
    expect(header).toEqual([
      'Booking ID',
      'Buyer',
      'Email',
      'Phone',
      'Seats',
      'Admissions',
      'People',
      'Total',
      'Currency',
      'Paid at (Africa/Nairobi)',
      'Checked in',
      'Last check-in (Africa/Nairobi)',
      'Payment method',
      'Payment reference',
      // Issue 16: the tickets' holders; this event asks no questions, so no more columns.
      'Holder name',
    ]);
    expect(rows).toHaveLength(3);
    const byReference = new Map(rows.map((row) => [row[0], row]));
    const injected = defined(
      byReference.get(defined(purchases[1], 'purchases[1]').reference),
      'injected row',
    );
    expect(injected[1]).toBe(`'=HYPERLINK("http://evil.example","Click")`);
    expect(injected[3]).toBe("'+254700000001");
    expect(injected.slice(4, 9)).toEqual(['2 x Day pass (admits 1)', '2', '2', '20.00', 'USD']);
    const quoted = defined(byReference.get(defined(purchases[2], 'purchases[2]').reference), 'quoted row');
    expect(quoted[1]).toBe(`'@Kamau, "Kim" Otieno`);
    expect(quoted[2]).toBe('kim@example.com');
    expect(quoted[3]).toBe("'-1");
    const checked = defined(byReference.get(defined(purchases[0], 'purchases[0]').reference), 'checked row');
    expect(checked[9]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    expect(checked[10]).toBe('1 of 1');
    expect(checked[11]).toMatch(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
    // No cell anywhere starts with a formula character.
    for (const row of rows) for (const cell of row) expect(cell).not.toMatch(/^[=+\-@]/);
  });
});

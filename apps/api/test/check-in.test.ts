import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets, ticketTypes } from '../src/db/schema/index';
import {
  codesOf,
  createOrganizer,
  createTeammate,
  get,
  type Organizer,
  parseCsv,
  scan,
} from './check-in-kit';
import { buyAndPay, type Purchase } from './e-tickets-kit';
import { book } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

describe.each(databaseKinds)('check-in at the door on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let rival: Organizer;
  let teammate: string;
  let concert: number;
  let matinee: number;
  let rivalEvent: number;
  let regular: number;
  let couple: number;
  let purchase: Purchase;
  let codes: string[];

  const newEvent = async (organizationId: number, categoryId: number, title: string) =>
    (await createEvent(t.db, { organizationId, categoryId, title })).id;

  beforeAll(async () => {
    t = await createTestApp(kind);
    [owner, rival] = [await createOrganizer(t), await createOrganizer(t)];
    teammate = await createTeammate(t, owner.organizationId, ['Baraka', 'Mwangi']);
    const category = await createCategory(t.db);
    concert = await newEvent(owner.organizationId, category.id, 'Evening Concert');
    matinee = await newEvent(owner.organizationId, category.id, 'Sunday Matinee');
    rivalEvent = await newEvent(rival.organizationId, category.id, 'Rival Gala');
    regular = (await createTicketType(t.db, { eventId: concert, name: 'Regular', priceMinor: 2000 })).id;
    couple = (await createTicketType(t.db, { eventId: concert, name: 'Couple', priceMinor: 3500 })).id;
    await t.db.update(ticketTypes).set({ noOfPersons: 2 }).where(eq(ticketTypes.id, couple));
    purchase = await buyAndPay(t, concert, [
      { id: regular, qty: 2 },
      { id: couple, qty: 1 },
    ]);
    codes = await codesOf(t, purchase.token, purchase.reference);
  });
  afterAll(() => t.close());

  it('starts the counter at nothing checked in of every paid admission', async () => {
    const response = await get(t, owner.token, `/api/v1/event/${concert}/checkin/stats`);
    expect(response.statusCode).toBe(200);
    expect(response.json().message).toMatchObject({
      event: { id: concert, title: 'Evening Concert' },
      counts: { checked_in: 0, total: 3, people_checked_in: 0, people_total: 4 },
    });
  });

  it('answers valid once, with the buyer and seat lines, and counts it', async () => {
    const { status, body } = await scan(t, owner.token, concert, codes[0]);
    expect(status).toBe(200);
    expect(body.status_description).toBe('Valid');
    expect(body.message).toMatchObject({
      outcome: 'valid',
      booking_id: purchase.reference,
      buyer_name: 'Njeri Wambui',
      seats: [
        { name: 'Regular', no_of_persons: 1, quantity: 2 },
        { name: 'Couple', no_of_persons: 2, quantity: 1 },
      ],
      ticket: { number: 1, of: 3, name: 'Regular', no_of_persons: 1 },
      checked_in_by: 'Achieng Odhiambo',
      counts: { checked_in: 1, total: 3, people_checked_in: 1, people_total: 4 },
    });
    expect(Date.now() - Date.parse(body.message.checked_in_at)).toBeLessThan(60_000);
  });

  it('answers already checked in the second time, saying when and by whom', async () => {
    const first = await scan(t, teammate, concert, codes[2]);
    expect(first.body.message).toMatchObject({
      outcome: 'valid',
      checked_in_by: 'Baraka Mwangi',
      ticket: { number: 3, name: 'Couple', no_of_persons: 2 },
      counts: { checked_in: 2, people_checked_in: 3 },
    });
    const again = await scan(t, owner.token, concert, codes[2]);
    expect(again.body.message).toMatchObject({
      outcome: 'already_checked_in',
      buyer_name: 'Njeri Wambui',
      checked_in_at: first.body.message.checked_in_at,
      checked_in_by: 'Baraka Mwangi',
      counts: { checked_in: 2, total: 3 },
    });
  });

  it('accepts a typed code with stray spaces around it', async () => {
    const { body } = await scan(t, owner.token, concert, `  ${codes[1]}\n`);
    expect(body.message.outcome).toBe('valid');
  });

  it('answers unknown for a code no ticket has', async () => {
    const { body } = await scan(t, owner.token, concert, randomBytes(32).toString('base64url'));
    expect(body.message).toEqual({
      outcome: 'unknown',
      counts: { checked_in: 3, total: 3, people_checked_in: 4, people_total: 4 },
    });
    expect(body.status_description).toBe('Unknown ticket');
  });

  it('answers other event, naming it only when it is the same organisation’s', async () => {
    const matineeType = (await createTicketType(t.db, { eventId: matinee })).id;
    const ours = await buyAndPay(t, matinee, [{ id: matineeType, qty: 1 }]);
    const [oursCode] = await codesOf(t, ours.token, ours.reference);
    const scannedHere = await scan(t, owner.token, concert, oursCode);
    expect(scannedHere.body.message).toMatchObject({
      outcome: 'other_event',
      other_event_title: 'Sunday Matinee',
    });
    expect(scannedHere.body.message.buyer_name).toBeUndefined();

    const rivalType = (await createTicketType(t.db, { eventId: rivalEvent })).id;
    const theirs = await buyAndPay(t, rivalEvent, [{ id: rivalType, qty: 1 }]);
    const [theirCode] = await codesOf(t, theirs.token, theirs.reference);
    const foreign = await scan(t, owner.token, concert, theirCode);
    expect(foreign.body.message.outcome).toBe('other_event');
    expect(foreign.body.message).not.toHaveProperty('other_event_title');
    expect(foreign.body.message).not.toHaveProperty('buyer_name');
    // Scanning it at the wrong door did not use it up.
    expect((await scan(t, rival.token, rivalEvent, theirCode)).body.message.outcome).toBe('valid');
  });

  it('answers refunded and unpaid, and never checks such a ticket in', async () => {
    const refunded = await buyAndPay(t, concert, [{ id: regular, qty: 1 }]);
    const [refundedCode] = await codesOf(t, refunded.token, refunded.reference);
    const unpaid = await buyAndPay(t, concert, [{ id: regular, qty: 1 }]);
    const [unpaidCode] = await codesOf(t, unpaid.token, unpaid.reference);
    await t.db.update(bookings).set({ status: 5 }).where(eq(bookings.reference, refunded.reference));
    await t.db.update(bookings).set({ status: 1 }).where(eq(bookings.reference, unpaid.reference));

    const r = await scan(t, owner.token, concert, refundedCode);
    expect(r.body.message).toMatchObject({ outcome: 'refunded', buyer_name: 'Njeri Wambui' });
    expect(r.body.status_description).toBe('Refunded');
    const u = await scan(t, owner.token, concert, unpaidCode);
    expect(u.body.message).toMatchObject({ outcome: 'unpaid' });
    const rows = await t.db
      .select()
      .from(issuedTickets)
      .where(eq(issuedTickets.code, defined(refundedCode, 'refundedCode')));
    expect(defined(rows[0], 'rows[0]').checkedInAt).toBeNull();
    // Neither counts among the event's admissions.
    expect(r.body.message.counts.total).toBe(3);
  });

  it('lets only members of the event’s organisation check in or read it (IDOR)', async () => {
    const fresh = await buyAndPay(t, concert, [{ id: regular, qty: 1 }]);
    const [code] = await codesOf(t, fresh.token, fresh.reference);
    for (const url of [
      `/api/v1/event/${concert}/checkin/stats`,
      `/api/v1/event/${concert}/attendees`,
      `/api/v1/event/${concert}/attendees.csv`,
    ]) {
      const response = await get(t, rival.token, url);
      expect(response.statusCode, url).toBe(404);
      expect(response.json()).toMatchObject({ code: 'NOT_FOUND', status_description: 'Event not found' });
      expect((await get(t, fresh.token, url)).statusCode, url).toBe(401);
      expect((await get(t, undefined, url)).statusCode, url).toBe(401);
    }
    const byRival = await scan(t, rival.token, concert, code);
    expect(byRival.status).toBe(404);
    expect(byRival.body.status_description).toBe('Event not found');
    // A buyer's own session is not a host session.
    expect((await scan(t, fresh.token, concert, code)).status).toBe(401);
    expect((await scan(t, undefined, concert, code)).status).toBe(401);
    expect((await scan(t, owner.token, 999_999, code)).status).toBe(404);
    // None of those attempts used the ticket.
    expect((await scan(t, owner.token, concert, code)).body.message.outcome).toBe('valid');
  });

  it('refuses a missing, empty or absurd code with 400', async () => {
    expect((await scan(t, owner.token, concert, '')).body).toMatchObject({
      status: 400,
      status_description: 'Enter a ticket code',
    });
    expect((await scan(t, owner.token, concert, '   ')).status).toBe(400);
    expect((await scan(t, owner.token, concert, 'x'.repeat(201))).status).toBe(400);
    expect((await scan(t, owner.token, concert, 42)).status).toBe(400);
  });
});

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

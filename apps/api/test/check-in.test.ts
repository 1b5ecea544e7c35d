import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bookings, issuedTickets, ticketTypes } from '../src/db/schema/index';
import { codesOf, createOrganizer, createTeammate, get, type Organizer, scan } from './check-in-kit';
import { buyAndPay, type Purchase } from './e-tickets-kit';
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

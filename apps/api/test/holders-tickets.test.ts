import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { events, outbox } from '../src/db/schema/index';
import { codesOf, createOrganizer, type Organizer, scan } from './check-in-kit';
import { buyAndPay, listTickets, open, readPdf } from './e-tickets-kit';
import { addQuestions, storeAnswers } from './holders-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface Listed {
  link: string;
  booking: { booking_id: string };
  admissions: { number: number; name: string; holder_name: string }[];
  names_editable_until: string | null;
}

// Issue 16: each admission's holder on the e-tickets, the PDF, the check-in result and the mail.
describe.each(databaseKinds)('named tickets on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let eventId: number;
  let start: Date;
  let reference: string;
  let token: string;
  let company: number;
  let website: number;
  let gender: number;
  let diet: number;
  let regularId: number;

  beforeAll(async () => {
    t = await createTestApp(kind, { TZ: 'Africa/Nairobi' });
    owner = await createOrganizer(t);
    const category = await createCategory(t.db);
    const event = await createEvent(t.db, {
      organizationId: owner.organizationId,
      categoryId: category.id,
      title: 'Names Night',
    });
    eventId = event.id;
    start = event.startTime;
    const regular = await createTicketType(t.db, { eventId, name: 'Regular', priceMinor: 1000 });
    const vip = await createTicketType(t.db, { eventId, name: 'VIP', priceMinor: 3000 });
    regularId = regular.id;
    [company, website, gender, diet] = (await addQuestions(t, eventId, [
      { label: 'Company' },
      { label: 'Website' },
      { label: 'Gender', asked: 'ticket', type: 'one_choice', options: ['Female', 'Male'] },
      { label: 'Diet', asked: 'ticket', type: 'several_choices', options: ['Vegetarian', 'Halal'] },
    ])) as [number, number, number, number];
    // Booked as the browser does (VIP row first); stored as the booking call stores them; then paid.
    const booked = await book(t, {
      event_id: eventId,
      tickets: [
        { id: vip.id, qty: 1 },
        { id: regular.id, qty: 2 },
      ],
    });
    expect(booked.status).toBe(201);
    reference = booked.body.message.data.booking_id;
    // Names are asked from here on, optionally, so the bookings made by hand below need none.
    await t.db.update(events).set({ ticketNames: 'optional' }).where(eq(events.id, eventId));
    token = defined(booked.token, 'booked.token');
    await storeAnswers(t, reference, {
      answers: { [company]: 'Savannah Labs', [website]: 'Visit www.prize-spam.example' },
      holders: [
        { name: 'Amina Njeri', answers: { [gender]: 'Female', [diet]: ['Vegetarian', 'Halal'] } },
        { name: 'Baraka Otieno', answers: { [gender]: 'Male' } },
        { name: 'Chebet Koech' },
      ],
    });
    expect(await payWithCard(t, booked.body.message.data.client_secret)).toEqual({ status: 'succeeded' });
  });
  afterAll(() => t.close());

  const listed = async (of = reference, session = token): Promise<Listed> => {
    const { status, body } = await listTickets(t, session);
    expect(status).toBe(200);
    return defined(
      (body.message.data as Listed[]).find((entry) => entry.booking.booking_id === of),
      `e-ticket ${of}`,
    );
  };

  it('names each admission’s holder, in admission order, on GET v1/tickets/view', async () => {
    const ticket = await listed();
    expect(
      ticket.admissions.map((admission) => [admission.number, admission.name, admission.holder_name]),
    ).toEqual([
      [1, 'Regular', 'Amina Njeri'],
      [2, 'Regular', 'Baraka Otieno'],
      [3, 'VIP', 'Chebet Koech'],
    ]);
  });

  it('lets names be corrected until the organizer’s date, else the start, and not at all when names are off', async () => {
    expect((await listed()).names_editable_until).toBe(start.toISOString());
    const until = new Date(start.getTime() - 86_400_000);
    await t.db.update(events).set({ namesEditableUntil: until }).where(eq(events.id, eventId));
    expect((await listed()).names_editable_until).toBe(until.toISOString());
    await t.db.update(events).set({ ticketNames: 'off' }).where(eq(events.id, eventId));
    expect((await listed()).names_editable_until).toBeNull();
    await t.db
      .update(events)
      .set({ ticketNames: 'optional', namesEditableUntil: null })
      .where(eq(events.id, eventId));
  });

  it('gives an empty holder_name to a booking without holders', async () => {
    const plain = await buyAndPay(t, eventId, [{ id: regularId, qty: 1 }]);
    const ticket = await listed(plain.reference, plain.token);
    expect(ticket.admissions.map((admission) => admission.holder_name)).toEqual(['']);
  });

  it('prints each holder’s name, and a Gender answer under it, on the PDF pages', async () => {
    const response = await open(t, (await listed()).link);
    expect(response.statusCode).toBe(200);
    const { text, pages } = await readPdf(response.rawPayload);
    expect(pages).toBe(3);
    // pdf.js reads the spaced-out labels letter by letter; pages end with '-- n of 3 --'.
    const [first, second, third] = text.split(/-- \d of 3 --/);
    const holderOf = (page: string | undefined) =>
      /T I C K E T H O L D E R\n(.+)\n(.+)\n/.exec(defined(page, 'page'))?.slice(1);
    expect(holderOf(first)).toEqual(['Amina Njeri', 'Female']);
    expect(holderOf(second)).toEqual(['Baraka Otieno', 'Male']);
    // No Gender answer: the name alone, then the next fact.
    expect(holderOf(third)).toEqual(['Chebet Koech', 'B O O K E D B Y']);
  });

  it('prints no holder on the pages of a booking without holders', async () => {
    const plain = await buyAndPay(t, eventId, [{ id: regularId, qty: 1 }]);
    const response = await open(t, (await listed(plain.reference, plain.token)).link);
    expect((await readPdf(response.rawPayload)).text).not.toContain('H O L D E R');
  });

  it('shows the scanned admission’s holder in the check-in result', async () => {
    const codes = await codesOf(t, token, reference);
    const third = await scan(t, owner.token, eventId, codes[2]);
    expect(third.body.message).toMatchObject({
      outcome: 'valid',
      ticket: { number: 3, of: 3, name: 'VIP', holder_name: 'Chebet Koech' },
    });
    const again = await scan(t, owner.token, eventId, codes[2]);
    expect(again.body.message).toMatchObject({
      outcome: 'already_checked_in',
      ticket: { number: 3, holder_name: 'Chebet Koech' },
    });
  });

  it('lists the holders and answers in the confirmation mail, leaving out text that reads as a link', async () => {
    const [row] = await t.db
      .select()
      .from(outbox)
      .where(sql`${outbox.payload}->>'subject' like ${`%(${reference})`}`);
    const mail = defined(row, 'the confirmation').payload as { text: string; html: string };
    expect(mail.text).toContain(
      [
        'Tickets',
        'Ticket 1, Regular: Amina Njeri',
        '  Gender: Female',
        '  Diet: Vegetarian, Halal',
        'Ticket 2, Regular: Baraka Otieno',
        '  Gender: Male',
        'Ticket 3, VIP: Chebet Koech',
        '',
        'Your answers',
        'Company: Savannah Labs',
        'Website: (not shown in this mail)',
      ].join('\n'),
    );
    for (const part of [mail.text, mail.html]) expect(part).not.toContain('prize');
    expect(mail.html).toContain('Ticket 3, VIP: Chebet Koech');
    expect(mail.html).toContain('Company: Savannah Labs');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOrganizer, get, type Organizer, parseCsv } from './check-in-kit';
import { buyAndPay, type Purchase } from './e-tickets-kit';
import { addQuestions, storeAnswers } from './holders-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createCategory, createEvent, createTicketType } from './support/fixtures';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

interface Given {
  question_id: number;
  label: string;
  value: unknown;
  text: string;
}
interface Row {
  booking_id: string;
  holders: { number: number; ticket_name: string; name: string; email: string; answers: Given[] }[];
  answers: Given[];
}

const BEFORE = 14; // The attendee CSV's columns before issue 16, which keep their places.

// Issue 16: holders and answers on the attendee list, and the CSV's columns for them.
describe.each(databaseKinds)('answers on the attendee list and CSV on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let eventId: number;
  let ids: { company: number; diet: number; retired: number; shirt: number; ticked: number };
  let named: string;
  let plain: Purchase;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createOrganizer(t);
    const category = await createCategory(t.db);
    eventId = (
      await createEvent(t.db, {
        organizationId: owner.organizationId,
        categoryId: category.id,
        title: 'Expo',
      })
    ).id;
    const pass = await createTicketType(t.db, { eventId, name: 'Day pass', priceMinor: 1000 });
    const [company, diet, retired, shirt, ticked] = await addQuestions(t, eventId, [
      { label: 'Company' },
      { label: 'Diet', asked: 'ticket', type: 'one_choice', options: ['Vegan', 'Halal'] },
      { label: 'Old question', hidden: true },
      { label: 'T-shirt', asked: 'ticket', hidden: true },
      { label: 'Newsletter', type: 'checkbox' },
    ]);
    ids = {
      company: defined(company, 'company'),
      diet: defined(diet, 'diet'),
      retired: defined(retired, 'retired'),
      shirt: defined(shirt, 'shirt'),
      ticked: defined(ticked, 'ticked'),
    };
    const booked = await book(t, { event_id: eventId, tickets: [{ id: pass.id, qty: 3 }] });
    named = booked.body.message.data.booking_id;
    await storeAnswers(t, named, {
      answers: { [ids.company]: '=cmd|calc', [ids.retired]: 'kept', [ids.ticked]: true },
      holders: [
        {
          name: 'Amina Njeri',
          email: 'amina@example.com',
          answers: { [ids.diet]: 'Vegan', [ids.shirt]: 'M' },
        },
        { name: 'Baraka Otieno' },
        { name: '@Chebet', answers: { [ids.diet]: 'Halal', [ids.shirt]: 'L' } },
      ],
    });
    expect((await payWithCard(t, booked.body.message.data.client_secret)).status).toBe('succeeded');
    plain = await buyAndPay(t, eventId, [{ id: pass.id, qty: 1 }], {
      details: { full_name: 'Zawadi Achieng', msisdn: '+254711000111', email_address: 'zawadi@example.com' },
    });
  });
  afterAll(() => t.close());

  const rowsOf = async () => {
    const response = await get(t, owner.token, `/api/v1/event/${eventId}/attendees`);
    expect(response.statusCode).toBe(200);
    const data = response.json().message.data as Row[];
    const find = (reference: string) =>
      defined(
        data.find((row) => row.booking_id === reference),
        reference,
      );
    return { named: find(named), plain: find(plain.reference) };
  };

  it('gives each booking its holders with their answers, and the per-order answers', async () => {
    const rows = await rowsOf();
    expect(rows.named.answers).toEqual([
      { question_id: ids.company, label: 'Company', value: '=cmd|calc', text: '=cmd|calc' },
      { question_id: ids.retired, label: 'Old question', value: 'kept', text: 'kept' },
      { question_id: ids.ticked, label: 'Newsletter', value: true, text: 'Yes' },
    ]);
    expect(rows.named.holders).toEqual([
      {
        number: 1,
        ticket_name: 'Day pass',
        name: 'Amina Njeri',
        email: 'amina@example.com',
        answers: [
          { question_id: ids.diet, label: 'Diet', value: 'Vegan', text: 'Vegan' },
          { question_id: ids.shirt, label: 'T-shirt', value: 'M', text: 'M' },
        ],
      },
      { number: 2, ticket_name: 'Day pass', name: 'Baraka Otieno', email: '', answers: [] },
      {
        number: 3,
        ticket_name: 'Day pass',
        name: '@Chebet',
        email: '',
        answers: [
          { question_id: ids.diet, label: 'Diet', value: 'Halal', text: 'Halal' },
          { question_id: ids.shirt, label: 'T-shirt', value: 'L', text: 'L' },
        ],
      },
    ]);
    expect(rows.plain).toMatchObject({ holders: [], answers: [] });
  });

  it('appends a Holder name column and one per question, hidden ones too, in the questions’ order', async () => {
    const response = await get(t, owner.token, `/api/v1/event/${eventId}/attendees.csv`);
    expect(response.statusCode).toBe(200);
    const [header, ...rows] = parseCsv(response.body);
    expect(defined(header, 'header').slice(0, 2)).toEqual(['Booking ID', 'Buyer']);
    expect(defined(header, 'header').slice(BEFORE - 2)).toEqual([
      'Payment method',
      'Payment reference',
      'Holder name',
      'Company',
      'Diet',
      'Old question',
      'T-shirt',
      'Newsletter',
    ]);
    const byReference = new Map(rows.map((row) => [row[0], row]));
    const answered = defined(byReference.get(named), 'the named booking');
    expect(answered.slice(BEFORE)).toEqual([
      // Per ticket, in admission order; a cell that would start a formula is kept as text.
      'Amina Njeri; Baraka Otieno; @Chebet',
      "'=cmd|calc",
      'Vegan; ; Halal',
      'kept',
      'M; ; L',
      'Yes',
    ]);
    // Quoted for its semicolons, so no spreadsheet splits it into a cell that starts with '@'.
    expect(response.body).toContain('"Amina Njeri; Baraka Otieno; @Chebet"');
    const unanswered = defined(byReference.get(plain.reference), 'the plain booking');
    expect(unanswered).toHaveLength(BEFORE + 6);
    expect(unanswered.slice(BEFORE)).toEqual(['', '', '', '', '', '']);
  });
});

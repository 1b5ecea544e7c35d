import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { bookingHolders, bookings, eventQuestions, ticketTypes } from '../src/db/schema/index';
import { useQuestions } from './questions-kit';
import { payWithCard, retrieve } from './support/bookings';
import { databaseKinds } from './support/test-database';

// Issue 16: the booking call takes answers and holders, checks them and stores them with the booking.
describe.each(databaseKinds)('booking with questions on %s', (kind) => {
  const s = useQuestions(kind);
  let event: Awaited<ReturnType<typeof s.publishedEvent>>;
  let free: Awaited<ReturnType<typeof s.publishedEvent>>;
  const q = { company: 0, diet: 0, email: 0, when: 0, phone: 0, age: 0, vipOnly: 0 };
  beforeAll(async () => {
    // Regular is created first, so VIP's type id is the higher one.
    event = await s.publishedEvent([s.regular, { ...s.regular, name: 'VIP', price_per_ticket: 90 }]);
    expect(event.idOf('VIP')).toBeGreaterThan(event.idOf('Regular'));
    const add = (body: object) => s.addQuestion(event.id, body);
    q.company = await add({ label: 'Company', type: 'short_text', required: true });
    q.diet = await add({
      label: 'Diet',
      type: 'one_choice',
      options: ['Vegan', 'Vegetarian'],
      asked: 'ticket',
      required: true,
    });
    q.email = await add({ label: 'Work email', type: 'email', asked: 'ticket' });
    q.when = await add({ label: 'Arrival', type: 'date' });
    q.phone = await add({ label: 'Mobile', type: 'phone' });
    q.age = await add({ label: 'Age', type: 'number', asked: 'ticket' });
    q.vipOnly = await add({
      label: 'Dinner seat',
      type: 'short_text',
      asked: 'ticket',
      ticket_type_ids: [event.idOf('VIP')],
    });
    expect(
      (await s.questions.settings(event.id, { ticket_names: 'required', ticket_emails: 'off' })).statusCode,
    ).toBe(200);
    free = await s.publishedEvent([{ ...s.regular, price_per_ticket: 0 }]);
  });

  const tickets = () => [
    { id: event.idOf('VIP'), qty: 1 },
    { id: event.idOf('Regular'), qty: 2 },
  ];
  const holders = () => [
    {
      ticket_id: event.idOf('VIP'),
      name: 'Vera VIP',
      answers: [
        { question_id: q.diet, value: 'vegan' },
        { question_id: q.vipOnly, value: 'Table 1' },
      ],
    },
    {
      ticket_id: event.idOf('Regular'),
      name: 'Rita One',
      answers: [
        { question_id: q.diet, value: 'Vegetarian' },
        { question_id: q.age, value: '31' },
      ],
    },
    { ticket_id: event.idOf('Regular'), name: 'Ray Two', answers: [{ question_id: q.diet, value: 'Vegan' }] },
  ];
  const answers = () => [{ question_id: q.company, value: ' Acme ' }];

  it('stores the holders at their admission numbers and the answers as checked', async () => {
    const booked = await s.bookWith(event.id, tickets(), { answers: answers(), holders: holders() });
    expect(booked.status).toBe(201);
    const booking = await s.bookingOf(booked.body.message.data.booking_id);
    // Items in id order (Regular first, its two seats), then VIP.
    expect(await s.holdersOf(booking.id)).toEqual([
      { position: 1, name: 'Rita One', email: '' },
      { position: 2, name: 'Ray Two', email: '' },
      { position: 3, name: 'Vera VIP', email: '' },
    ]);
    expect(await s.answersOf(booking.id)).toEqual(
      [
        { questionId: q.company, position: 0, value: 'Acme' },
        { questionId: q.diet, position: 1, value: 'Vegetarian' },
        { questionId: q.age, position: 1, value: 31 },
        { questionId: q.diet, position: 2, value: 'Vegan' },
        { questionId: q.diet, position: 3, value: 'Vegan' },
        { questionId: q.vipOnly, position: 3, value: 'Table 1' },
      ].sort((a, b) => a.position - b.position || a.questionId - b.questionId),
    );

    // Paid, its tickets are issued in the same order: the n-th ticket is the n-th holder's.
    const secret = booked.body.message.data.client_secret as string;
    expect((await payWithCard(s.current().t, secret)).status).toBe('succeeded');
    await retrieve(s.current().t, secret, booked.token);
    const issued = await s.ticketsOf(booking.id);
    const holderItems = await s
      .current()
      .t.db.select({ itemId: bookingHolders.bookingItemId })
      .from(bookingHolders)
      .where(eq(bookingHolders.bookingId, booking.id))
      .orderBy(asc(bookingHolders.position));
    expect(issued.map((ticket) => ticket.itemId)).toEqual(holderItems.map((row) => row.itemId));
  });

  it('stores a free booking’s answers too', async () => {
    const company = await s.addQuestion(free.id, { label: 'Company', type: 'short_text' });
    const booked = await s.bookWith(free.id, [{ id: free.idOf('Regular'), qty: 1 }], {
      answers: [{ question_id: company, value: 'Free Co' }],
    });
    expect(booked.status).toBe(201);
    const booking = await s.bookingOf(booked.body.message.data.booking_id);
    expect(booking.status).toBe(2);
    expect(await s.answersOf(booking.id)).toEqual([{ questionId: company, position: 0, value: 'Free Co' }]);
  });

  it('refuses each bad answer with a 400 naming the question, holding no seat and storing nothing', async () => {
    const withHolder = (index: number, change: object) =>
      holders().map((holder, i) => (i === index ? { ...holder, ...change } : holder));
    const cases: [object, string][] = [
      [{ holders: holders() }, 'Company: an answer is required'],
      [
        { answers: answers(), holders: withHolder(1, { answers: [] }) },
        'Ticket 2, Diet: an answer is required',
      ],
      [
        { answers: answers(), holders: withHolder(2, { answers: [{ question_id: q.diet, value: 'Fish' }] }) },
        "Diet: 'Fish' is not one of the options",
      ],
      [
        { answers: [{ question_id: q.company, value: 'x'.repeat(201) }], holders: holders() },
        'Company: the answer is at most 200 characters',
      ],
      [
        {
          answers: answers(),
          holders: withHolder(0, {
            answers: [
              { question_id: q.diet, value: 'Vegan' },
              { question_id: q.email, value: 'not-an-email' },
            ],
          }),
        },
        'Work email: enter a valid email address',
      ],
      [
        { answers: [...answers(), { question_id: q.phone, value: '12' }], holders: holders() },
        'Mobile: enter a valid phone number',
      ],
      [
        { answers: [...answers(), { question_id: q.when, value: '2026-02-30' }], holders: holders() },
        'Arrival: enter a date as YYYY-MM-DD',
      ],
      [
        { answers: answers(), holders: withHolder(1, { name: '' }) },
        "Ticket 2: enter the ticket holder's name",
      ],
      [{ answers: answers(), holders: holders().slice(1) }, 'Send one holder per ticket'],
      [
        { answers: answers(), holders: withHolder(1, { answers: [{ question_id: q.vipOnly, value: 'x' }] }) },
        'is not asked of this ticket',
      ],
    ];
    const [before] = await s
      .current()
      .t.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, event.idOf('VIP')));
    const count = async () =>
      (await s.current().t.db.select().from(bookings).where(eq(bookings.eventId, event.id))).length;
    const bookingsBefore = await count();
    for (const [extra, message] of cases) {
      const refused = await s.bookWith(event.id, tickets(), extra);
      expect(refused.status, message).toBe(400);
      expect(refused.body.status_description).toContain(message);
    }
    const [after] = await s
      .current()
      .t.db.select()
      .from(ticketTypes)
      .where(eq(ticketTypes.id, event.idOf('VIP')));
    expect(after?.held).toBe(before?.held);
    expect(await count()).toBe(bookingsBefore);
  });

  it('ignores what is sent to an event that asks nothing, unless it names an unknown question', async () => {
    const plain = await s.publishedEvent();
    const hidden = await s.addQuestion(plain.id, { label: 'Old', type: 'short_text', hidden: true });
    const row = [{ id: plain.idOf('Regular'), qty: 1 }];
    const ignored = await s.bookWith(plain.id, row, {
      answers: [{ question_id: hidden, value: 'x' }],
      holders: [{ ticket_id: plain.idOf('Regular'), name: 'Anyone' }],
    });
    expect(ignored.status).toBe(201);
    const booking = await s.bookingOf(ignored.body.message.data.booking_id);
    expect(await s.holdersOf(booking.id)).toEqual([]);
    expect(await s.answersOf(booking.id)).toEqual([]);
    const unknown = await s.bookWith(plain.id, row, { answers: [{ question_id: q.company, value: 'x' }] });
    expect(unknown.status).toBe(400);
    expect(unknown.body.status_description).toContain(`Question ${q.company} is not asked by this event`);
  });

  it('refuses to delete an answered question (409) but lets it be hidden, and keeps answered options', async () => {
    const del = await s.questions.remove(event.id, q.diet);
    expect(del.statusCode).toBe(409);
    expect(del.json().status_description).toBe('This question has answers: hide it instead');
    const diet = { label: 'Diet', type: 'one_choice', asked: 'ticket', required: true };
    const hidden = await s.questions.update(event.id, q.diet, {
      ...diet,
      options: ['Vegan', 'Vegetarian', 'Halal'],
      hidden: true,
    });
    expect(hidden.statusCode).toBe(200);
    expect(hidden.json().message.data).toMatchObject({ hidden: true, answers: 3 });
    const renamed = await s.questions.update(event.id, q.diet, {
      ...diet,
      options: ['Plant based', 'Vegetarian'],
    });
    expect(renamed.statusCode).toBe(409);
    expect(renamed.json().status_description).toContain("'Vegan'");
    const retyped = await s.questions.update(event.id, q.diet, { ...diet, type: 'short_text' });
    expect(retyped.statusCode).toBe(409);
    const [row] = await s.current().t.db.select().from(eventQuestions).where(eq(eventQuestions.id, q.diet));
    expect(row?.options).toEqual(['Vegan', 'Vegetarian', 'Halal']);
    // Hidden, it is no longer asked (nor required) of new bookings.
    const later = await s.bookWith(event.id, [{ id: event.idOf('Regular'), qty: 1 }], {
      answers: answers(),
      holders: [{ ticket_id: event.idOf('Regular'), name: 'Late Lee' }],
    });
    expect(later.status).toBe(201);
  });
});

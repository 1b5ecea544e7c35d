import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { outbox } from '../src/db/schema/index';
import { createOrganizer } from './check-in-kit';
import { addQuestions, storeAnswers } from './holders-kit';
import { call, createOrdersEvent, type Organizer } from './orders-kit';
import { book, payWithCard } from './support/bookings';
import { defined } from './support/defined';
import { createTestApp, type TestApp } from './support/test-app';
import { databaseKinds } from './support/test-database';

// Issue 16: the order detail's answers and holders, paid or not, and a resend naming the holders.
describe.each(databaseKinds)('answers on the order detail on %s', (kind) => {
  let t: TestApp;
  let owner: Organizer;
  let setup: Awaited<ReturnType<typeof createOrdersEvent>>;
  let company: number;
  let diet: number;
  let size: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    owner = await createOrganizer(t);
    setup = await createOrdersEvent(t, owner, 'Summit');
    [company, diet, size] = (await addQuestions(t, setup.eventId, [
      { label: 'Company' },
      { label: 'Diet', asked: 'ticket', type: 'several_choices', options: ['Vegan', 'Halal'] },
      { label: 'Shoe size', asked: 'ticket', type: 'number' },
    ])) as [number, number, number];
  });
  afterAll(() => t.close());

  /** A booking of 2 Regular and 1 VIP, with its holders and answers stored as the booking call does. */
  const bookNamed = async () => {
    const booked = await book(t, {
      event_id: setup.eventId,
      tickets: [
        { id: setup.regular, qty: 2 },
        { id: setup.vip, qty: 1 },
      ],
    });
    expect(booked.status).toBe(201);
    const reference = booked.body.message.data.booking_id as string;
    await storeAnswers(t, reference, {
      answers: { [company]: 'Savannah Labs' },
      holders: [
        { name: 'Amina Njeri', email: 'amina@example.com', answers: { [diet]: ['Vegan', 'Halal'] } },
        { name: 'Baraka Otieno' },
        { name: 'Chebet Koech', answers: { [size]: 42 } },
      ],
    });
    return { reference, secret: booked.body.message.data.client_secret as string };
  };

  const detailOf = async (reference: string) => {
    const response = await call(t, owner.token, 'GET', `/api/v1/orders/${reference}`);
    expect(response.statusCode).toBe(200);
    return response.json().message;
  };

  const holders = (ids: { diet: number; size: number }) => [
    {
      number: 1,
      ticket_name: 'Regular',
      name: 'Amina Njeri',
      email: 'amina@example.com',
      answers: [{ question_id: ids.diet, label: 'Diet', value: ['Vegan', 'Halal'], text: 'Vegan, Halal' }],
    },
    { number: 2, ticket_name: 'Regular', name: 'Baraka Otieno', email: '', answers: [] },
    {
      number: 3,
      ticket_name: 'VIP',
      name: 'Chebet Koech',
      email: '',
      answers: [{ question_id: ids.size, label: 'Shoe size', value: 42, text: '42' }],
    },
  ];

  it('shows a paid order’s answers, every holder, and each admission’s holder and answers', async () => {
    const { reference, secret } = await bookNamed();
    expect((await payWithCard(t, secret)).status).toBe('succeeded');
    const detail = await detailOf(reference);
    expect(detail.status).toBe('paid');
    expect(detail.answers).toEqual([
      { question_id: company, label: 'Company', value: 'Savannah Labs', text: 'Savannah Labs' },
    ]);
    expect(detail.holders).toEqual(holders({ diet, size }));
    expect(
      detail.admissions.map((admission: Record<string, unknown>) => [
        admission.number,
        admission.name,
        admission.holder_name,
        admission.holder_email,
        (admission.answers as { text: string }[]).map((answer) => answer.text),
      ]),
    ).toEqual([
      [1, 'Regular', 'Amina Njeri', 'amina@example.com', ['Vegan, Halal']],
      [2, 'Regular', 'Baraka Otieno', '', []],
      [3, 'VIP', 'Chebet Koech', '', ['42']],
    ]);
  });

  it('shows a pending order’s holders before any ticket is issued', async () => {
    const { reference } = await bookNamed();
    const detail = await detailOf(reference);
    expect(detail.status).toBe('pending');
    expect(detail.admissions).toEqual([]);
    expect(detail.answers).toHaveLength(1);
    expect(detail.holders).toEqual(holders({ diet, size }));
  });

  it('lists every admission when only some were named, with their ticket types', async () => {
    const booked = await book(t, { event_id: setup.eventId, tickets: [{ id: setup.regular, qty: 2 }] });
    const reference = booked.body.message.data.booking_id as string;
    await storeAnswers(t, reference, { holders: [{ name: 'Dalia Wanjiru' }] });
    const detail = await detailOf(reference);
    expect(
      detail.holders.map((holder: { number: number; name: string }) => [holder.number, holder.name]),
    ).toEqual([
      [1, 'Dalia Wanjiru'],
      [2, ''],
    ]);
    expect(detail.answers).toEqual([]);
  });

  it('resends the confirmation with the holders and answers', async () => {
    const { reference, secret } = await bookNamed();
    expect((await payWithCard(t, secret)).status).toBe('succeeded');
    const resent = await call(t, owner.token, 'POST', `/api/v1/orders/${reference}/resend`);
    expect(resent.statusCode).toBe(200);
    const mails = await t.db.select().from(outbox).where(like(outbox.idempotencyKey, 'booking-resend:%'));
    const mail = defined(
      mails
        .map((row) => row.payload as { subject: string; text: string })
        .find((row) => row.subject.includes(reference)),
      'the resent mail',
    );
    expect(mail.text).toContain('Ticket 1, Regular: Amina Njeri\n  Diet: Vegan, Halal\n');
    expect(mail.text).toContain('Ticket 3, VIP: Chebet Koech\n  Shoe size: 42\n');
    expect(mail.text).toContain('Your answers\nCompany: Savannah Labs\n');
  });
});

import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { orderEvents } from '../src/db/schema/index';
import { useQuestions } from './questions-kit';
import { payWithCard } from './support/bookings';
import { databaseKinds } from './support/test-database';

// Issue 16: the organizer corrects an order's answers; the buyer corrects their tickets' names.
describe.each(databaseKinds)('answer corrections on %s', (kind) => {
  const s = useQuestions(kind);
  let event: Awaited<ReturnType<typeof s.publishedEvent>>;
  const q = { company: 0, diet: 0, old: 0 };
  beforeAll(async () => {
    event = await s.publishedEvent();
    q.company = await s.addQuestion(event.id, { label: 'Company', type: 'short_text' });
    q.diet = await s.addQuestion(event.id, {
      label: 'Diet',
      type: 'one_choice',
      options: ['Vegan', 'Vegetarian'],
      asked: 'ticket',
    });
    q.old = await s.addQuestion(event.id, { label: 'Badge', type: 'short_text', asked: 'ticket' });
    await s.questions.settings(event.id, { ticket_names: 'required', ticket_emails: 'optional' });
  });

  /** Books two Regular tickets as a guest and pays; answers the reference and the guest's session. */
  async function order() {
    const regular = event.idOf('Regular');
    const booked = await s.bookWith(event.id, [{ id: regular, qty: 2 }], {
      answers: [{ question_id: q.company, value: 'Acme' }],
      holders: [
        { ticket_id: regular, name: 'Ann', answers: [{ question_id: q.diet, value: 'Vegan' }] },
        { ticket_id: regular, name: 'Ben', answers: [{ question_id: q.diet, value: 'Vegan' }] },
      ],
    });
    expect(booked.status).toBe(201);
    expect((await payWithCard(s.current().t, booked.body.message.data.client_secret)).status).toBe(
      'succeeded',
    );
    const reference = booked.body.message.data.booking_id as string;
    return { reference, token: booked.token as string, booking: await s.bookingOf(reference) };
  }
  const timeline = async (bookingId: number) =>
    s.current().t.db.select().from(orderEvents).where(eq(orderEvents.bookingId, bookingId));
  const correct = (reference: string, body: object, token?: string) =>
    s.call('PUT', `/api/v1/orders/${reference}/answers`, body, token);
  const rename = (reference: string, body: object, token: string) =>
    s.current().t.app.inject({
      method: 'PUT',
      url: `/api/v1/tickets/${reference}/holders`,
      payload: body,
      headers: { auth: token },
    });

  it('lets the organizer correct answers and holders, each change on the timeline', async () => {
    const { reference, booking } = await order();
    // Hidden questions can still be corrected.
    await s.questions.update(event.id, q.old, {
      label: 'Badge',
      type: 'short_text',
      asked: 'ticket',
      hidden: true,
    });
    const saved = await correct(reference, {
      answers: [{ question_id: q.company, value: 'Acme Ltd' }],
      holders: [
        { number: 2, name: 'Benjamin', answers: [{ question_id: q.diet, value: 'vegetarian' }] },
        { number: 1, answers: [{ question_id: q.old, value: 'Speaker' }] },
      ],
    });
    expect(saved.statusCode).toBe(200);
    // The order detail as GET v1/orders/{reference} gives it, its timeline telling the change.
    expect(saved.json().message.timeline).toContainEqual(
      expect.objectContaining({ kind: 'answers_changed' }),
    );
    expect(await s.holdersOf(booking.id)).toEqual([
      { position: 1, name: 'Ann', email: '' },
      { position: 2, name: 'Benjamin', email: '' },
    ]);
    expect(await s.answersOf(booking.id)).toEqual([
      { questionId: q.company, position: 0, value: 'Acme Ltd' },
      { questionId: q.diet, position: 1, value: 'Vegan' },
      { questionId: q.old, position: 1, value: 'Speaker' },
      { questionId: q.diet, position: 2, value: 'Vegetarian' },
    ]);
    const [line] = (await timeline(booking.id)).filter((entry) => entry.kind === 'answers_changed');
    expect(line?.detail).toBe(
      'Company: Acme → Acme Ltd; Name (ticket 2): Ben → Benjamin; Diet (ticket 2): Vegan → Vegetarian; Badge (ticket 1): (none) → Speaker',
    );
    expect(line?.actorId).not.toBeNull();

    // Nothing new: nothing written.
    expect(
      (await correct(reference, { answers: [{ question_id: q.company, value: 'Acme Ltd' }] })).statusCode,
    ).toBe(200);
    expect((await timeline(booking.id)).filter((entry) => entry.kind === 'answers_changed')).toHaveLength(1);
  });

  it('refuses bad corrections with 400s naming the question, and other organisations with 404', async () => {
    const { reference, booking } = await order();
    const cases: [object, string][] = [
      [
        { holders: [{ number: 1, answers: [{ question_id: q.diet, value: 'Fish' }] }] },
        "Diet: 'Fish' is not one of the options",
      ],
      [{ holders: [{ number: 3, name: 'Cy' }] }, 'Ticket 3 is not in this order'],
      [{ holders: [{ number: 1, name: '' }] }, "Ticket 1: enter the ticket holder's name"],
      [{ holders: [{ number: 1, email: 'nope' }] }, 'Ticket 1: enter a valid email address'],
      [
        { answers: [{ question_id: q.diet, value: 'Vegan' }] },
        `Question ${q.diet} is not asked of this order`,
      ],
      [{}, 'Send answers or holders to change'],
    ];
    for (const [body, message] of cases) {
      const refused = await correct(reference, body);
      expect(refused.statusCode, message).toBe(400);
      expect(refused.json().status_description).toContain(message);
    }
    const rival = await correct(
      reference,
      { answers: [{ question_id: q.company, value: 'X' }] },
      s.current().rival.token,
    );
    expect(rival.statusCode).toBe(404);
    expect(await timeline(booking.id)).not.toContainEqual(
      expect.objectContaining({ kind: 'answers_changed' }),
    );
  });

  it('lets the buyer correct names until the date the organizer sets', async () => {
    const { reference, token, booking } = await order();
    const renamed = await rename(
      reference,
      { holders: [{ number: 1, name: 'Anna', email: 'Anna@Example.com' }] },
      token,
    );
    expect(renamed.statusCode).toBe(200);
    expect(renamed.json().message.holders).toEqual([
      { number: 1, ticket_name: 'Regular', name: 'Anna', email: 'anna@example.com' },
      { number: 2, ticket_name: 'Regular', name: 'Ben', email: '' },
    ]);
    const [line] = (await timeline(booking.id)).filter((entry) => entry.kind === 'holders_changed');
    expect(line).toMatchObject({
      actor: 'Buyer',
      detail: 'Name (ticket 1): Ann → Anna; Email (ticket 1): (none) → anna@example.com',
    });

    const blank = await rename(reference, { holders: [{ number: 2, name: '' }] }, token);
    expect(blank.statusCode).toBe(400);
    expect(blank.json().status_description).toBe("Ticket 2: enter the ticket holder's name");
    expect((await rename(reference, { holders: [{ number: 5, name: 'X' }] }, token)).statusCode).toBe(400);

    // Someone else's booking is not found; the organizer's own session is not its buyer either.
    const other = await order();
    expect((await rename(reference, { holders: [{ number: 1, name: 'X' }] }, other.token)).statusCode).toBe(
      404,
    );

    const past = new Date(Date.now() - 60_000).toISOString();
    await s.questions.settings(event.id, {
      ticket_names: 'required',
      ticket_emails: 'optional',
      names_editable_until: past,
    });
    const late = await rename(reference, { holders: [{ number: 1, name: 'Annie' }] }, token);
    expect(late.statusCode).toBe(409);
    expect(late.json().status_description).toBe('Ticket names can no longer be changed for this event');
    await s.questions.settings(event.id, { ticket_names: 'off', ticket_emails: 'off' });
    expect((await rename(reference, { holders: [{ number: 1, name: 'Annie' }] }, token)).statusCode).toBe(
      409,
    );
    await s.questions.settings(event.id, { ticket_names: 'required', ticket_emails: 'optional' });
    expect(await s.holdersOf(booking.id)).toContainEqual({
      position: 1,
      name: 'Anna',
      email: 'anna@example.com',
    });
  });

  it('limits how often a buyer may rename tickets', async () => {
    const { reference, token } = await order();
    const statuses: number[] = [];
    for (let n = 0; n < 31; n += 1) {
      statuses.push(
        (await rename(reference, { holders: [{ number: 1, name: `Ann ${n}` }] }, token)).statusCode,
      );
    }
    expect(statuses.slice(0, 30).every((status) => status === 200)).toBe(true);
    expect(statuses[30]).toBe(429);
  });
});

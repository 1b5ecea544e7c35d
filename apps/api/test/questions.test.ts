import { QUESTIONS_PER_EVENT_MAX } from '@tiketi/contract/questions';
import { describe, expect, it } from 'vitest';
import { useQuestions } from './questions-kit';
import { latestCode, post } from './support/accounts';
import { databaseKinds } from './support/test-database';

// Issue 16: an organizer's checkout questions, `v1/event/{id}/questions`.
describe.each(databaseKinds)('questions on %s', (kind) => {
  const s = useQuestions(kind);
  const diet = {
    label: 'Diet',
    type: 'one_choice',
    options: ['Vegan', 'Vegetarian', 'None'],
    asked: 'ticket',
  };

  it('creates, lists in position order, reorders, hides and deletes questions', async () => {
    const event = await s.publishedEvent([s.regular, { ...s.regular, name: 'VIP' }]);
    const created = await s.questions.create(event.id, { ...diet, ticket_type_ids: [event.idOf('VIP')] });
    expect(created.statusCode).toBe(201);
    const first = created.json().message.data;
    expect(first).toMatchObject({
      label: 'Diet',
      type: 'one_choice',
      options: ['Vegan', 'Vegetarian', 'None'],
      required: false,
      asked: 'ticket',
      ticket_type_ids: [event.idOf('VIP')],
      position: 0,
      hidden: false,
      answers: 0,
    });
    const second = await s.addQuestion(event.id, { label: 'Company', type: 'short_text', required: true });
    const third = await s.addQuestion(event.id, { label: 'Age', type: 'number', position: 0 });

    let listed = (await s.questions.list(event.id)).json().message;
    // Position 0 twice: the older (lower id) first.
    expect(listed.data.map((q: { label: string }) => q.label)).toEqual(['Diet', 'Age', 'Company']);
    expect(listed.settings).toEqual({
      ticket_names: 'off',
      ticket_emails: 'off',
      names_editable_until: null,
    });

    const moved = await s.questions.update(event.id, second, {
      label: 'Company or school',
      type: 'short_text',
      required: true,
      position: 0,
      hidden: true,
    });
    expect(moved.statusCode).toBe(200);
    expect(moved.json().message.data).toMatchObject({
      label: 'Company or school',
      position: 0,
      hidden: true,
    });
    listed = (await s.questions.list(event.id)).json().message;
    expect(listed.data.map((q: { id: number }) => q.id)).toEqual([first.id, second, third]);

    // The details page asks only the visible ones, by position.
    const details = await s.details(event.id);
    expect(details.checkout.questions.map((q: { label: string }) => q.label)).toEqual(['Diet', 'Age']);

    expect((await s.questions.remove(event.id, third)).statusCode).toBe(200);
    expect((await s.questions.remove(event.id, third)).statusCode).toBe(404);
    expect((await s.questions.list(event.id)).json().message.data).toHaveLength(2);
  });

  it('saves the holder settings, read by the list and the details page', async () => {
    const event = await s.publishedEvent();
    const saved = await s.questions.settings(event.id, {
      ticket_names: 'required',
      ticket_emails: 'optional',
      names_editable_until: '2030-01-01T10:00:00+03:00',
    });
    expect(saved.statusCode).toBe(200);
    expect(saved.json().message).toEqual({
      ticket_names: 'required',
      ticket_emails: 'optional',
      names_editable_until: '2030-01-01T07:00:00.000Z',
    });
    expect((await s.questions.list(event.id)).json().message.settings.ticket_names).toBe('required');
    const details = await s.details(event.id);
    expect(details.checkout).toEqual({ questions: [], ticket_names: 'required', ticket_emails: 'optional' });
    const bad = await s.questions.settings(event.id, { ticket_names: 'always', ticket_emails: 'off' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().status_description).toContain('ticket_names must be off, optional or required');
  });

  it('refuses bad questions with 400s that say why', async () => {
    const event = await s.publishedEvent();
    const other = await s.publishedEvent();
    const cases: [object, string][] = [
      [{ type: 'short_text' }, 'Enter the question'],
      [{ label: 'Q', type: 'colour' }, 'type must be one of'],
      [{ label: 'Q', type: 'one_choice', options: ['Only'] }, 'at least two options'],
      [{ label: 'Q', type: 'short_text', options: ['A', 'B'] }, 'Only choice questions have options'],
      [{ label: 'Q', type: 'one_choice', options: ['A', 'a'] }, 'Each option must be different'],
      [{ label: 'Q', type: 'short_text', asked: 'seat' }, 'asked must be order or ticket'],
      [
        { label: 'Q', type: 'short_text', ticket_type_ids: [other.idOf('Regular')] },
        'does not belong to this event',
      ],
    ];
    for (const [body, message] of cases) {
      const response = await s.questions.create(event.id, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status_description).toContain(message);
    }
    expect((await s.questions.list(event.id)).json().message.data).toHaveLength(0);
  });

  it('keeps to the limit of questions per event', async () => {
    const event = await s.publishedEvent();
    for (let n = 0; n < QUESTIONS_PER_EVENT_MAX; n += 1) {
      await s.addQuestion(event.id, { label: `Question ${n}`, type: 'short_text' });
    }
    const over = await s.questions.create(event.id, { label: 'One too many', type: 'short_text' });
    expect(over.statusCode).toBe(409);
    expect(over.json().status_description).toContain(`at most ${QUESTIONS_PER_EVENT_MAX} questions`);
  });

  it("answers 404 for another organisation's event or question, and 401 without a session", async () => {
    const event = await s.publishedEvent();
    const qid = await s.addQuestion(event.id, { label: 'Company', type: 'short_text' });
    const rival = s.current().rival.token;
    expect((await s.questions.list(event.id, rival)).statusCode).toBe(404);
    expect((await s.questions.create(event.id, { label: 'X', type: 'short_text' }, rival)).statusCode).toBe(
      404,
    );
    expect(
      (await s.questions.update(event.id, qid, { label: 'X', type: 'short_text' }, rival)).statusCode,
    ).toBe(404);
    expect((await s.questions.remove(event.id, qid, rival)).statusCode).toBe(404);
    expect(
      (await s.questions.settings(event.id, { ticket_names: 'required', ticket_emails: 'off' }, rival))
        .statusCode,
    ).toBe(404);
    // A question of another event of the same organisation is not this event's.
    const second = await s.publishedEvent();
    expect((await s.questions.remove(second.id, qid)).statusCode).toBe(404);
    const anonymous = await s
      .current()
      .t.app.inject({ method: 'GET', url: `/api/v1/event/${event.id}/questions` });
    expect(anonymous.statusCode).toBe(401);
    expect((await s.questions.list(event.id)).json().message.data).toHaveLength(1);
  });

  it("lets a teammate manage the event's questions, as its promo codes", async () => {
    const event = await s.publishedEvent();
    const email = `questions-mate-${Date.now()}@example.com`;
    const owner = { auth: s.current().owner.token };
    const person = {
      first_name: 'Baraka',
      last_name: 'Mwangi',
      email_address: email,
      msisdn: '+254733123456',
    };
    expect((await post(s.current().t, '/api/v1/register', person, owner)).statusCode).toBe(201);
    const accepted = await post(s.current().t, '/api/v1/auth/password/reset', {
      code: await latestCode(s.current().t.db, email),
      username: email,
      password: 'teammate secret',
    });
    const mate = String(accepted.headers.auth);
    const created = await s.questions.create(event.id, { label: 'Company', type: 'short_text' }, mate);
    expect(created.statusCode).toBe(201);
    const qid = created.json().message.data.id;
    expect(
      (await s.questions.settings(event.id, { ticket_names: 'optional', ticket_emails: 'off' }, mate))
        .statusCode,
    ).toBe(200);
    expect((await s.questions.remove(event.id, qid, mate)).statusCode).toBe(200);
  });
});

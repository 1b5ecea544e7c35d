import { describe, expect, it } from 'vitest';
import { answerText, checkAnswer, checkCheckout } from './answer-checks';
import type { CheckoutQuestions, Question } from './question-rules';

const ask = (id: number, overrides: Partial<Question> = {}): Question => ({
  id,
  label: `Question ${id}`,
  type: 'short_text',
  options: [],
  required: false,
  asked: 'order',
  ticket_type_ids: [],
  position: id,
  hidden: false,
  ...overrides,
});

describe('checkAnswer', () => {
  const diet = ask(1, {
    label: 'Diet',
    type: 'one_choice',
    options: ['Vegetarian', 'Halal'],
    required: true,
  });

  it('keeps a choice as the organizer spelled it, and names the question when refusing', () => {
    expect(checkAnswer(diet, 'halal')).toEqual({ ok: true, value: 'Halal' });
    expect(checkAnswer(diet, 'Fish')).toEqual({
      ok: false,
      message: "Diet: 'Fish' is not one of the options",
    });
    expect(checkAnswer(diet, '  ')).toEqual({ ok: false, message: 'Diet: an answer is required' });
  });

  it('keeps several choices in the organizer’s order, once each', () => {
    const extras = ask(2, {
      label: 'Extras',
      type: 'several_choices',
      options: ['Parking', 'Drinks', 'Merch'],
    });
    expect(checkAnswer(extras, ['merch', 'Parking', 'Merch'])).toEqual({
      ok: true,
      value: ['Parking', 'Merch'],
    });
    expect(checkAnswer(extras, ['Parking', 'Tent'])).toMatchObject({ ok: false });
    expect(checkAnswer(extras, [])).toEqual({ ok: true, value: null });
  });

  it('reads each type as stored', () => {
    expect(checkAnswer(ask(3, { type: 'number' }), '12.5')).toEqual({ ok: true, value: 12.5 });
    expect(checkAnswer(ask(3, { type: 'number' }), 'twelve')).toMatchObject({ ok: false });
    expect(checkAnswer(ask(4, { type: 'date' }), '2026-02-29')).toMatchObject({ ok: false });
    expect(checkAnswer(ask(4, { type: 'date' }), '2028-02-29')).toEqual({ ok: true, value: '2028-02-29' });
    expect(checkAnswer(ask(5, { type: 'email' }), 'Amina@Example.COM')).toEqual({
      ok: true,
      value: 'amina@example.com',
    });
    expect(checkAnswer(ask(5, { type: 'email', label: 'Email' }), 'amina@')).toEqual({
      ok: false,
      message: 'Email: enter a valid email address',
    });
    expect(checkAnswer(ask(6, { type: 'phone' }), '+254 712 345 678')).toMatchObject({ ok: true });
    expect(checkAnswer(ask(6, { type: 'phone' }), 'call me')).toMatchObject({ ok: false });
    expect(checkAnswer(ask(7, { label: 'Bio' }), 'x'.repeat(201))).toEqual({
      ok: false,
      message: 'Bio: the answer is at most 200 characters',
    });
    expect(checkAnswer(ask(8, { type: 'long_text' }), 'x'.repeat(2000))).toMatchObject({ ok: true });
  });

  it('tells an unticked box from one not answered, and refuses an unticked required one', () => {
    const agree = ask(9, { label: 'I agree', type: 'checkbox', required: true });
    expect(checkAnswer(agree, false)).toEqual({ ok: false, message: 'I agree: this must be ticked' });
    expect(checkAnswer(agree, true)).toEqual({ ok: true, value: true });
    const news = ask(10, { type: 'checkbox' });
    expect(checkAnswer(news, false)).toEqual({ ok: true, value: false });
    expect(checkAnswer(news, undefined)).toEqual({ ok: true, value: null });
    expect(checkAnswer(news, 'yes')).toMatchObject({ ok: false });
  });

  it('writes answers as text', () => {
    expect(answerText(['Vegetarian', 'Halal'])).toBe('Vegetarian, Halal');
    expect(answerText(true)).toBe('Yes');
    expect(answerText(false)).toBe('No');
    expect(answerText(null)).toBe('');
    expect(answerText(3)).toBe('3');
  });
});

describe('checkCheckout', () => {
  const VIP = 7;
  const REGULAR = 3;
  const rules: CheckoutQuestions = {
    ticket_names: 'required',
    ticket_emails: 'off',
    questions: [
      ask(1, { label: 'Company', required: true }),
      ask(2, {
        label: 'Diet',
        asked: 'ticket',
        type: 'one_choice',
        options: ['Vegan', 'None'],
        required: true,
      }),
      ask(3, { label: 'Locker', asked: 'ticket', ticket_type_ids: [VIP] }),
      ask(4, { label: 'Old question', hidden: true, required: true }),
    ],
  };
  const tickets = [
    { id: VIP, qty: 1 },
    { id: REGULAR, qty: 1 },
  ];
  const holder = (ticket_id: number, name: string, answers: { question_id: number; value: string }[]) => ({
    ticket_id,
    name,
    email: 'ignored@example.com',
    answers,
  });

  it('accepts one holder per admission in the order of the rows, and gives what is stored', () => {
    const checked = checkCheckout(rules, {
      tickets,
      answers: [{ question_id: 1, value: 'Savannah Labs' }],
      holders: [
        holder(VIP, 'Amina', [
          { question_id: 2, value: 'vegan' },
          { question_id: 3, value: 'A12' },
        ]),
        holder(REGULAR, 'Baraka', [{ question_id: 2, value: 'None' }]),
      ],
    });
    expect(checked).toEqual({
      ok: true,
      answers: [{ question_id: 1, value: 'Savannah Labs' }],
      holders: [
        {
          ticket_id: VIP,
          name: 'Amina',
          email: '',
          answers: [
            { question_id: 2, value: 'Vegan' },
            { question_id: 3, value: 'A12' },
          ],
        },
        { ticket_id: REGULAR, name: 'Baraka', email: '', answers: [{ question_id: 2, value: 'None' }] },
      ],
    });
  });

  it('refuses, naming the ticket and question, what the rules do not allow', () => {
    const base = {
      tickets,
      answers: [{ question_id: 1, value: 'Savannah Labs' }],
      holders: [
        holder(VIP, 'Amina', [{ question_id: 2, value: 'Vegan' }]),
        holder(REGULAR, 'Baraka', [{ question_id: 2, value: 'None' }]),
      ],
    };
    expect(checkCheckout(rules, { ...base, answers: [] })).toMatchObject({
      ok: false,
      message: 'Company: an answer is required',
    });
    expect(checkCheckout(rules, { ...base, holders: [base.holders[0] as never] })).toMatchObject({
      ok: false,
      message: 'Send one holder per ticket: 2 expected, 1 sent',
    });
    expect(checkCheckout(rules, { ...base, holders: [...base.holders].reverse() })).toMatchObject({
      ok: false,
      field: 'holders.0.ticket_id',
    });
    expect(
      checkCheckout(rules, { ...base, holders: [holder(VIP, ' ', []), base.holders[1] as never] }),
    ).toMatchObject({ ok: false, message: "Ticket 1: enter the ticket holder's name" });
    expect(
      checkCheckout(rules, {
        ...base,
        holders: [base.holders[0] as never, holder(REGULAR, 'Baraka', [{ question_id: 3, value: 'B1' }])],
      }),
    ).toMatchObject({ ok: false, message: 'Ticket 2: question 3 is not asked of this ticket' });
    expect(
      checkCheckout(rules, { ...base, answers: [...base.answers, { question_id: 4, value: 'x' }] }),
    ).toMatchObject({ ok: false, message: 'Question 4 is not asked of this order' });
  });

  it('asks nothing when the event asks nothing', () => {
    const none: CheckoutQuestions = { ticket_names: 'off', ticket_emails: 'off', questions: [] };
    expect(checkCheckout(none, { tickets })).toEqual({ ok: true, answers: [], holders: [] });
  });
});

import type { GivenAnswer, Question } from '@tiketi/contract/questions';
import { describe, expect, it } from 'vitest';
import { anOrderDetail } from '../testing/order-fixtures';
import { changesOf, draftsOf } from './answer-changes';

const q = (overrides: Partial<Question>): Question => ({
  id: 4,
  label: 'Company',
  type: 'short_text',
  options: [],
  required: false,
  asked: 'order',
  ticket_type_ids: [],
  position: 0,
  hidden: false,
  ...overrides,
});
const given = (question_id: number, label: string, value: GivenAnswer['value']): GivenAnswer => ({
  question_id,
  label,
  value,
  text: String(value),
});

const questions = [
  q({}),
  q({ id: 5, label: 'Diet', type: 'one_choice', options: ['Vegetarian', 'Halal'], asked: 'ticket' }),
];
const order = anOrderDetail({
  answers: [given(4, 'Company', 'Acme')],
  holders: [
    {
      number: 1,
      ticket_name: 'Regular',
      name: 'Ana',
      email: 'ana@example.com',
      answers: [given(5, 'Diet', 'Halal')],
    },
  ],
});

describe('the organizer’s answer corrections', () => {
  it('sends nothing when nothing changed', () => {
    expect(changesOf(order, questions, draftsOf(order))).toEqual({
      isValid: false,
      message: 'Nothing changed. Correct an answer or a name first.',
    });
  });

  it('sends only the changed answer, name and holder answer; a cleared answer as blank', () => {
    const typed = draftsOf(order);
    typed.order[4] = '';
    const holder = typed.holders[1];
    if (!holder) throw new Error('holder');
    holder.name = ' Ana Sousa ';
    holder.answers[5] = 'Vegetarian';
    expect(changesOf(order, questions, typed)).toEqual({
      isValid: true,
      data: {
        answers: [{ question_id: 4, value: '' }],
        holders: [{ number: 1, name: 'Ana Sousa', answers: [{ question_id: 5, value: 'Vegetarian' }] }],
      },
    });
  });

  it('checks each changed answer as checkout does, naming the ticket and the question', () => {
    const typed = draftsOf(order);
    const holder = typed.holders[1];
    if (!holder) throw new Error('holder');
    holder.answers[5] = 'Vegan';
    expect(changesOf(order, questions, typed)).toEqual({
      isValid: false,
      message: "Ticket 1, Diet: 'Vegan' is not one of the options",
    });
  });
});

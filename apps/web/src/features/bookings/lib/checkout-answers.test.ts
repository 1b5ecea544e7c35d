import type { BookingDraft } from '@tiketi/contract/bookings';
import type { CheckoutQuestions, Question } from '@tiketi/contract/questions';
import { describe, expect, it } from 'vitest';
import { admissionsOf, askedOf, checkedDraft, fieldId, holdersOf, withAnswer } from './checkout-answers';

const q = (overrides: Partial<Question>): Question => ({
  id: 1,
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

const draft: BookingDraft = {
  event_id: 7,
  currency: 'USD',
  tickets: [
    { id: 11, qty: 1, price: 10 },
    { id: 12, qty: 2, price: 20 },
  ],
  payment_method: 'card',
  details: { full_name: 'Amina Njeri', msisdn: '', email_address: '' },
  total_price: 50,
};
const event = {
  tickets: [
    { id: 11, name: 'Regular' },
    { id: 12, name: 'VIP' },
  ],
} as Parameters<typeof admissionsOf>[1];
const admissions = admissionsOf(draft, event);
const rules = (
  questions: Question[],
  names: CheckoutQuestions['ticket_names'] = 'off',
): CheckoutQuestions => ({
  questions,
  ticket_names: names,
  ticket_emails: 'off',
});

describe('the answers of Payment Method', () => {
  it('numbers admissions as the rows give them, a row of 2 giving two', () => {
    expect(admissions.map((a) => `${a.index}:${a.ticketName}`)).toEqual(['0:Regular', '1:VIP', '2:VIP']);
  });

  it('asks nothing when the event asks nothing, or only hidden questions or other types’ ones', () => {
    expect(askedOf(rules([]), admissions)).toBeNull();
    expect(askedOf(rules([q({ hidden: true })]), admissions)).toBeNull();
    expect(askedOf(rules([q({ ticket_type_ids: [99] })]), admissions)).toBeNull();
    expect(askedOf(undefined, admissions)).toBeNull();
  });

  it('asks per-ticket questions only of their types, and every ticket a name when names are on', () => {
    const asked = askedOf(rules([q({ id: 5, asked: 'ticket', ticket_type_ids: [12] })]), admissions);
    expect(asked?.hasBlock).toEqual([false, true, true]);
    expect(asked?.perTicket.map((questions) => questions.length)).toEqual([0, 1, 1]);
    expect(askedOf(rules([], 'optional'), admissions)?.hasBlock).toEqual([true, true, true]);
  });

  it('fills the first ticket with the buyer’s name until the buyer edits any holder', () => {
    expect(holdersOf(draft, admissions, ' Amina ').map((h) => h.name)).toEqual(['Amina', '', '']);
    const edited = { ...draft, holders: [{ ticket_id: 11, name: '', email: '', answers: [] }] };
    expect(holdersOf(edited, admissions, 'Amina').map((h) => h.name)).toEqual(['', '', '']);
  });

  it('replaces an answer rather than adding a second one', () => {
    expect(withAnswer([{ question_id: 1, value: 'a' }], 1, 'b')).toEqual([{ question_id: 1, value: 'b' }]);
  });

  it('refuses a missing required answer by its field, and books the answers as checked', () => {
    const asked = askedOf(
      rules([q({ id: 4, required: true }), q({ id: 6, type: 'number', asked: 'ticket' })], 'required'),
      admissions,
    );
    if (!asked) throw new Error('asked');
    const holders = holdersOf(draft, admissions, 'Amina');
    const refused = checkedDraft(asked, draft, holders);
    expect(refused).toEqual({ ok: false, message: 'Company: an answer is required', field: 'answers.4' });
    expect(fieldId('holders.1.name')).toBe('checkout-holders-1-name');

    const answered = { ...draft, answers: [{ question_id: 4, value: ' Acme ' }] };
    const named = holders.map((h, i) => ({ ...h, name: h.name || `Guest ${i}` }));
    const booked = checkedDraft(asked, answered, [
      { ...named[0], answers: [{ question_id: 6, value: '41' }] } as (typeof named)[number],
      ...named.slice(1),
    ]);
    expect(booked.ok && booked.draft.answers).toEqual([{ question_id: 4, value: 'Acme' }]);
    expect(booked.ok && booked.draft.holders?.map((h) => [h.name, h.answers])).toEqual([
      ['Amina', [{ question_id: 6, value: 41 }]],
      ['Guest 1', []],
      ['Guest 2', []],
    ]);
  });
});

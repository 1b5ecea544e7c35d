import { describe, expect, it } from 'vitest';
import { answerLines, answersHtml, answersText, isMailSafe } from './answers-mail';

const answered = {
  answers: [{ question_id: 1, label: 'Company', value: 'Acme <b>', text: 'Acme & Sons' }],
  holders: [
    {
      number: 1,
      ticket_name: 'VIP',
      name: 'Amina Njeri',
      email: 'amina@example.com',
      answers: [{ question_id: 2, label: 'Notes', value: 'a\nb', text: 'Line one\nline two' }],
    },
    { number: 2, ticket_name: 'VIP', name: '', email: '', answers: [] },
    { number: 3, ticket_name: 'Regular', name: 'See www.spam.example', email: '', answers: [] },
  ],
};

describe('the answers block of the confirmation mail', () => {
  it('keeps plain names and answers, and leaves out what reads as a link or an address', () => {
    for (const safe of ['Amina Njeri', 'Dr. Zoë O’Brien', 'Vegan, Halal', '42', '2026-12-05', 'Yes/No'])
      expect(isMailSafe(safe)).toBe(true);
    for (const unsafe of [
      'www.x.com',
      'go to prize.example',
      'me@example.com',
      'http://1.2.3.4',
      '<a>',
      'x'.repeat(201),
    ])
      expect(isMailSafe(unsafe)).toBe(false);
  });

  it('lists named tickets with their answers, then the order’s answers, one line each', () => {
    expect(answerLines(answered)).toEqual([
      {
        heading: 'Tickets',
        lines: [
          'Ticket 1, VIP: Amina Njeri',
          '  Notes: Line one line two',
          'Ticket 3, Regular: (not shown in this mail)',
        ],
      },
      { heading: 'Your answers', lines: ['Company: Acme & Sons'] },
    ]);
    expect(answersText(answered).at(-1)).toBe('');
    expect(answersHtml(answered)).toContain('Company: Acme &amp; Sons');
  });

  it('is empty when nothing was asked', () => {
    expect(answersText(undefined)).toEqual([]);
    expect(answersHtml({ answers: [], holders: [] })).toBe('');
  });
});

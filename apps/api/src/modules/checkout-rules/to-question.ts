import type { CheckoutQuestions, Question } from '@tiketi/contract/questions';
import type { findCheckoutRules } from './queries';

type QuestionFields = Awaited<ReturnType<typeof findCheckoutRules>>['questions'][number];

export function toQuestion(row: QuestionFields): Question {
  return {
    id: row.id,
    label: row.label,
    type: row.type,
    options: row.options,
    required: row.required,
    asked: row.asked,
    ticket_type_ids: row.ticketTypeIds,
    position: row.position,
    hidden: row.hidden,
  };
}

/**
 * What a booking is checked against: every question, hidden ones marked (checkCheckout asks only
 * the visible ones; a hidden one still exists, so an answer naming it is not refused as unknown).
 */
export function toCheckoutRules(found: Awaited<ReturnType<typeof findCheckoutRules>>): CheckoutQuestions {
  return {
    questions: found.questions.map(toQuestion),
    ticket_names: found.settings?.ticketNames ?? 'off',
    ticket_emails: found.settings?.ticketEmails ?? 'off',
  };
}

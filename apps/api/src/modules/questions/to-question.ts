import type { CheckoutQuestions, HolderSettings, Question, QuestionList } from '@tiketi/contract/questions';
import type { findCheckoutRules, findOwnedEvent, QuestionRow } from './queries';

type QuestionFields = Omit<QuestionRow, 'answers'>;

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

export const toListedQuestion = (row: QuestionRow): QuestionList['data'][number] => ({
  ...toQuestion(row),
  answers: row.answers,
});

export function toHolderSettings(
  row: NonNullable<Awaited<ReturnType<typeof findOwnedEvent>>>,
): HolderSettings {
  return {
    ticket_names: row.ticketNames,
    ticket_emails: row.ticketEmails,
    names_editable_until: row.namesEditableUntil?.toISOString() ?? null,
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

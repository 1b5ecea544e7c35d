import type { Question, QuestionList } from '@tiketi/contract/questions';

/** A question as the API answers it, overridable field by field: an optional short text per order. */
export function aQuestion(overrides: Partial<Question> = {}): Question {
  return {
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
  };
}

/** `GET v1/event/{id}/questions`: these questions (with answer counts) and these holder settings. */
export function aQuestionList(
  questions: (Question & { answers?: number })[],
  settings: Partial<QuestionList['settings']> = {},
): QuestionList {
  return {
    data: questions.map((question) => ({ ...question, answers: question.answers ?? 0 })),
    settings: { ticket_names: 'off', ticket_emails: 'off', names_editable_until: null, ...settings },
  };
}

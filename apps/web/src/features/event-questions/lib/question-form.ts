import {
  isChoiceType,
  type Question,
  type QuestionAsked,
  type QuestionInput,
  type QuestionType,
  questionInput,
} from '@tiketi/contract/questions';

/** The add/edit form as typed: options one per field, ticket types as ticked. */
export interface QuestionValues {
  label: string;
  type: QuestionType;
  options: string[];
  required: boolean;
  asked: QuestionAsked;
  ticket_type_ids: number[];
  hidden: boolean;
}

export const NEW_QUESTION: QuestionValues = {
  label: '',
  type: 'short_text',
  options: ['', ''],
  required: false,
  asked: 'order',
  ticket_type_ids: [],
  hidden: false,
};

export function questionValuesOf(question: Question): QuestionValues {
  return {
    label: question.label,
    type: question.type,
    options: isChoiceType(question.type) ? [...question.options] : ['', ''],
    required: question.required,
    asked: question.asked,
    ticket_type_ids: [...question.ticket_type_ids],
    hidden: question.hidden,
  };
}

export type QuestionCheck = { isValid: true; data: QuestionInput } | { isValid: false; message: string };

/**
 * The body of a save, checked by the contract's own schema: options only for the choice types (blank
 * option fields left out), and the question's position kept when it is edited.
 */
export function checkQuestion(values: QuestionValues, position?: number): QuestionCheck {
  const options = isChoiceType(values.type)
    ? values.options.map((option) => option.trim()).filter((option) => option !== '')
    : [];
  const result = questionInput.safeParse({
    label: values.label,
    type: values.type,
    options,
    required: values.required,
    asked: values.asked,
    ticket_type_ids: values.ticket_type_ids,
    hidden: values.hidden,
    ...(position === undefined ? {} : { position }),
  });
  if (result.success) return { isValid: true, data: result.data };
  return { isValid: false, message: result.error.issues[0]?.message ?? 'Check the question' };
}

/** A question's saved fields as the body of a PUT, with some changed (a move, hide or show). */
export function questionInputOf(question: Question, patch: Partial<QuestionInput> = {}): QuestionInput {
  return {
    label: question.label,
    type: question.type,
    options: question.options,
    required: question.required,
    asked: question.asked,
    ticket_type_ids: question.ticket_type_ids,
    position: question.position,
    hidden: question.hidden,
    ...patch,
  };
}

/** Issue 16: the kinds of checkout question, their limits, and what a buyer is asked and sends (ADR-021). */
import { z } from 'zod';

export const QUESTION_TYPES = [
  'short_text',
  'long_text',
  'one_choice',
  'several_choices',
  'checkbox',
  'number',
  'date',
  'phone',
  'email',
] as const;
export type QuestionType = (typeof QUESTION_TYPES)[number];

export const QUESTION_TYPE_LABELS: Record<QuestionType, string> = {
  short_text: 'Short text',
  long_text: 'Long text',
  one_choice: 'One choice',
  several_choices: 'Several choices',
  checkbox: 'Checkbox',
  number: 'Number',
  date: 'Date',
  phone: 'Phone',
  email: 'Email',
};

/** Asked once per order, or once per ticket (admission). */
export const QUESTION_ASKED = ['order', 'ticket'] as const;
export type QuestionAsked = (typeof QUESTION_ASKED)[number];

/** Whether each ticket carries its holder's name (or email): not asked, asked, or required. */
export const HOLDER_FIELD_MODES = ['off', 'optional', 'required'] as const;
export type HolderFieldMode = (typeof HOLDER_FIELD_MODES)[number];

export const QUESTION_LABEL_MAX = 200;
export const QUESTION_OPTION_MAX = 100;
export const QUESTION_OPTIONS_MAX = 50;
export const QUESTIONS_PER_EVENT_MAX = 50;
export const SHORT_ANSWER_MAX = 200;
export const LONG_ANSWER_MAX = 2000;
export const HOLDER_NAME_MAX = 200;

export const isChoiceType = (type: QuestionType) => type === 'one_choice' || type === 'several_choices';

/** A question as the organizer (and, without `answers`, the buyer) reads it. */
export const question = z.object({
  id: z.number().int(),
  label: z.string(),
  type: z.enum(QUESTION_TYPES),
  options: z.array(z.string()),
  required: z.boolean(),
  asked: z.enum(QUESTION_ASKED),
  ticket_type_ids: z.array(z.number().int()),
  position: z.number().int(),
  hidden: z.boolean(),
});
export type Question = z.infer<typeof question>;

/** What the buyer's screen needs to ask: the visible questions and the holder settings. */
export const checkoutQuestions = z.object({
  questions: z.array(question),
  ticket_names: z.enum(HOLDER_FIELD_MODES),
  ticket_emails: z.enum(HOLDER_FIELD_MODES),
});
export type CheckoutQuestions = z.infer<typeof checkoutQuestions>;

/** An answer as sent: text, a choice's label, labels, true/false, or a number (or numeric text). */
export const answerValue = z.union(
  [
    z.string().max(LONG_ANSWER_MAX * 2),
    z.number(),
    z.boolean(),
    z.array(z.string().max(QUESTION_OPTION_MAX * 2)).max(QUESTION_OPTIONS_MAX),
  ],
  {
    error: 'An answer is text, a number, true or false, or a list of choices',
  },
);
export type AnswerValue = z.infer<typeof answerValue>;

export const answerInput = z.object({
  question_id: z.number({ error: 'question_id must be a question id' }).int().positive(),
  value: answerValue,
});
export type AnswerInput = z.infer<typeof answerInput>;

/** One entry per admission of the booking call, in the order of its `tickets` rows. */
export const holderInput = z.object({
  ticket_id: z.number({ error: 'Each holder needs its ticket_id' }).int().positive(),
  name: z
    .string()
    .trim()
    .max(HOLDER_NAME_MAX, { error: `A name is at most ${HOLDER_NAME_MAX} characters` })
    .default(''),
  email: z.string().trim().max(254, { error: 'An email is at most 254 characters' }).default(''),
  answers: z.array(answerInput).max(QUESTIONS_PER_EVENT_MAX).default([]),
});
export type HolderInput = z.infer<typeof holderInput>;

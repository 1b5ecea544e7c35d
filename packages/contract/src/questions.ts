import { z } from 'zod';

/**
 * Issue 16: checkout questions and a name on every ticket (ADR-021). One checker (`checkAnswer`,
 * `checkCheckout`) serves the buyer's screen and the server, so both refuse the same answers with
 * the same words, each naming its question.
 */

import {
  answerInput,
  HOLDER_FIELD_MODES,
  HOLDER_NAME_MAX,
  isChoiceType,
  QUESTION_ASKED,
  QUESTION_LABEL_MAX,
  QUESTION_OPTION_MAX,
  QUESTION_OPTIONS_MAX,
  QUESTION_TYPES,
  QUESTIONS_PER_EVENT_MAX,
  question,
} from './question-rules';

export * from './answer-checks';
export * from './question-rules';

/** `POST v1/event/{id}/questions` and `PUT …/questions/{qid}`. */
export const questionInput = z
  .object({
    label: z
      .string({ error: 'Enter the question' })
      .trim()
      .min(1, { error: 'Enter the question' })
      .max(QUESTION_LABEL_MAX, { error: `A question is at most ${QUESTION_LABEL_MAX} characters` }),
    type: z.enum(QUESTION_TYPES, { error: `type must be one of ${QUESTION_TYPES.join(', ')}` }),
    options: z
      .array(
        z
          .string({ error: 'Each option is text' })
          .trim()
          .min(1, { error: 'An option cannot be empty' })
          .max(QUESTION_OPTION_MAX, { error: `An option is at most ${QUESTION_OPTION_MAX} characters` }),
        { error: 'options must be a list of texts' },
      )
      .max(QUESTION_OPTIONS_MAX, { error: `At most ${QUESTION_OPTIONS_MAX} options` })
      .default([]),
    required: z.boolean({ error: 'required must be true or false' }).default(false),
    asked: z.enum(QUESTION_ASKED, { error: 'asked must be order or ticket' }).default('order'),
    /** The ticket types it is asked for; empty for all. */
    ticket_type_ids: z
      .array(z.number({ error: 'ticket_type_ids must be ticket ids' }).int().positive(), {
        error: 'ticket_type_ids must be a list of ticket ids',
      })
      .max(50)
      .default([]),
    /** Its place among the event's questions, lowest first; a new question goes last when absent. */
    position: z.number({ error: 'position must be a number' }).int().min(0).max(10_000).optional(),
    hidden: z.boolean({ error: 'hidden must be true or false' }).default(false),
  })
  .refine((q) => !isChoiceType(q.type) || q.options.length >= 2, {
    error: 'A choice question needs at least two options',
    path: ['options'],
  })
  .refine((q) => isChoiceType(q.type) || q.options.length === 0, {
    error: 'Only choice questions have options',
    path: ['options'],
  })
  .refine((q) => new Set(q.options.map((option) => option.toLowerCase())).size === q.options.length, {
    error: 'Each option must be different',
    path: ['options'],
  });
export type QuestionInput = z.infer<typeof questionInput>;

/** `PUT v1/event/{id}/questions/settings`. */
export const holderSettingsInput = z.object({
  ticket_names: z.enum(HOLDER_FIELD_MODES, { error: 'ticket_names must be off, optional or required' }),
  ticket_emails: z.enum(HOLDER_FIELD_MODES, { error: 'ticket_emails must be off, optional or required' }),
  /**
   * Until when buyers may correct their tickets' names from My Tickets (an ISO instant); null (or
   * absent): until the event starts.
   */
  names_editable_until: z
    .string()
    .trim()
    .refine((value) => !Number.isNaN(Date.parse(value)) && /(Z|[+-]\d{2}:?\d{2})$/i.test(value), {
      error: 'names_editable_until must be a date and time with its offset',
    })
    .nullable()
    .optional(),
});
export type HolderSettingsInput = z.infer<typeof holderSettingsInput>;

export const holderSettings = z.object({
  ticket_names: z.enum(HOLDER_FIELD_MODES),
  ticket_emails: z.enum(HOLDER_FIELD_MODES),
  names_editable_until: z.string().nullable(),
});
export type HolderSettings = z.infer<typeof holderSettings>;

/** `GET v1/event/{id}/questions`: every question (hidden ones too), with how many answers each has. */
export const questionList = z.object({
  data: z.array(question.extend({ answers: z.number().int() })),
  settings: holderSettings,
});
export type QuestionList = z.infer<typeof questionList>;

/** An answer as the order detail, attendee list and mails show it. */
export const givenAnswer = z.object({
  question_id: z.number().int(),
  label: z.string(),
  value: z.union([z.string(), z.array(z.string()), z.boolean(), z.number()]).nullable(),
  /** The value as text ('Vegetarian, Halal', 'Yes'). */
  text: z.string(),
});
export type GivenAnswer = z.infer<typeof givenAnswer>;

/** A ticket's holder, as the organizer's screens show it. `number` is the admission's number. */
export const ticketHolder = z.object({
  number: z.number().int(),
  /** The ticket type. */
  ticket_name: z.string(),
  name: z.string(),
  email: z.string(),
  answers: z.array(givenAnswer),
});
export type TicketHolder = z.infer<typeof ticketHolder>;

/**
 * `PUT v1/orders/{reference}/answers`: the organizer corrects per-order answers and, by admission
 * number, holders' names, emails and answers. Only what is sent changes; each change is checked as
 * at checkout and lands on the order's timeline.
 */
export const answersCorrectionInput = z
  .object({
    answers: z.array(answerInput).max(QUESTIONS_PER_EVENT_MAX).optional(),
    holders: z
      .array(
        z.object({
          number: z.number({ error: 'number must be an admission number' }).int().positive(),
          name: z
            .string()
            .trim()
            .max(HOLDER_NAME_MAX, { error: `A name is at most ${HOLDER_NAME_MAX} characters` })
            .optional(),
          email: z.string().trim().max(254).optional(),
          answers: z.array(answerInput).max(QUESTIONS_PER_EVENT_MAX).optional(),
        }),
      )
      .max(500)
      .optional(),
  })
  .refine((input) => (input.answers?.length ?? 0) + (input.holders?.length ?? 0) > 0, {
    error: 'Send answers or holders to change',
  });
export type AnswersCorrectionInput = z.infer<typeof answersCorrectionInput>;

/** `PUT v1/tickets/{booking_id}/holders`: the buyer corrects their tickets' names (and emails, when asked). */
export const holderNamesInput = z.object({
  holders: z
    .array(
      z.object({
        number: z.number({ error: 'number must be an admission number' }).int().positive(),
        name: z
          .string()
          .trim()
          .max(HOLDER_NAME_MAX, { error: `A name is at most ${HOLDER_NAME_MAX} characters` }),
        email: z.string().trim().max(254).optional(),
      }),
    )
    .min(1, { error: 'Send at least one ticket' })
    .max(500),
});
export type HolderNamesInput = z.infer<typeof holderNamesInput>;

/** `PUT v1/tickets/{booking_id}/holders` answers the booking's holders, one per admission. */
export const holderNames = z.object({
  holders: z.array(
    z.object({
      number: z.number().int(),
      /** The ticket type. */
      ticket_name: z.string(),
      name: z.string(),
      email: z.string(),
    }),
  ),
});
export type HolderNames = z.infer<typeof holderNames>;

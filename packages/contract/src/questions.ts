import { z } from 'zod';

/**
 * Issue 16: checkout questions and a name on every ticket (ADR-021). One checker (`checkAnswer`,
 * `checkCheckout`) serves the buyer's screen and the server, so both refuse the same answers with
 * the same words, each naming its question.
 */

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

/** A stored answer: text, labels, true/false or a number. */
export type StoredAnswer = string | string[] | boolean | number;

export type AnswerCheck = { ok: true; value: StoredAnswer | null } | { ok: false; message: string };

const EMAIL_PATTERN = /^[^\s@]+@[^\s@]+\.[^\s@]+$/;
const PHONE_PATTERN = /^\+?[0-9][0-9 ().-]{5,22}$/;
const DATE_PATTERN = /^(\d{4})-(\d{2})-(\d{2})$/;

export const isEmailAddress = (value: string) => value.length <= 254 && EMAIL_PATTERN.test(value);

function isCalendarDate(value: string): boolean {
  const match = DATE_PATTERN.exec(value);
  if (!match) return false;
  const date = new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])));
  return date.getUTCMonth() === Number(match[2]) - 1 && date.getUTCDate() === Number(match[3]);
}

const isBlank = (value: AnswerValue | null | undefined) =>
  value === undefined ||
  value === null ||
  (typeof value === 'string' && value.trim() === '') ||
  (Array.isArray(value) && value.length === 0);

/**
 * Checks one answer against its question and gives the form to store. A blank answer is `null`
 * (refused when the question is required; a required checkbox must be ticked). Every message names
 * the question.
 */
export function checkAnswer(
  q: Pick<Question, 'label' | 'type' | 'options' | 'required'>,
  value: AnswerValue | null | undefined,
): AnswerCheck {
  const named = (text: string): AnswerCheck => ({ ok: false, message: `${q.label}: ${text}` });
  if (q.type === 'checkbox') {
    if (value !== undefined && value !== null && typeof value !== 'boolean')
      return named('answer true or false');
    if (q.required && value !== true) return named('this must be ticked');
    return { ok: true, value: value === true };
  }
  if (isBlank(value)) return q.required ? named('an answer is required') : { ok: true, value: null };
  switch (q.type) {
    case 'short_text':
    case 'long_text': {
      if (typeof value !== 'string') return named('the answer must be text');
      const max = q.type === 'short_text' ? SHORT_ANSWER_MAX : LONG_ANSWER_MAX;
      const text = value.trim();
      return text.length > max ? named(`the answer is at most ${max} characters`) : { ok: true, value: text };
    }
    case 'one_choice': {
      if (typeof value !== 'string') return named('choose one of the options');
      const option = q.options.find((o) => o.toLowerCase() === value.trim().toLowerCase());
      return option ? { ok: true, value: option } : named(`'${value.trim()}' is not one of the options`);
    }
    case 'several_choices': {
      const labels = Array.isArray(value) ? value : typeof value === 'string' ? [value] : null;
      if (!labels) return named('choose from the options');
      const chosen: string[] = [];
      for (const label of labels) {
        const option = q.options.find((o) => o.toLowerCase() === String(label).trim().toLowerCase());
        if (!option) return named(`'${String(label).trim()}' is not one of the options`);
        if (!chosen.includes(option)) chosen.push(option);
      }
      // Kept in the organizer's order of options, whatever order they were ticked in.
      return { ok: true, value: q.options.filter((o) => chosen.includes(o)) };
    }
    case 'number': {
      const number =
        typeof value === 'number' ? value : typeof value === 'string' ? Number(value.trim()) : Number.NaN;
      if (!Number.isFinite(number) || Math.abs(number) > 1e12) return named('enter a number');
      return { ok: true, value: number };
    }
    case 'date': {
      if (typeof value !== 'string' || !isCalendarDate(value.trim()))
        return named('enter a date as YYYY-MM-DD');
      return { ok: true, value: value.trim() };
    }
    case 'phone': {
      if (typeof value !== 'string' || !PHONE_PATTERN.test(value.trim()))
        return named('enter a valid phone number');
      return { ok: true, value: value.trim() };
    }
    case 'email': {
      if (typeof value !== 'string' || !isEmailAddress(value.trim()))
        return named('enter a valid email address');
      return { ok: true, value: value.trim().toLowerCase() };
    }
  }
}

/** An answer as text, for lists, CSV and mails: 'Vegetarian, Halal', 'Yes', '12'. */
export function answerText(value: StoredAnswer | null | undefined): string {
  if (value === null || value === undefined) return '';
  if (Array.isArray(value)) return value.join(', ');
  if (typeof value === 'boolean') return value ? 'Yes' : 'No';
  return String(value);
}

/** Whether a question is asked of an admission of this ticket type (or of the order). */
export const askedFor = (q: Pick<Question, 'ticket_type_ids'>, ticketTypeId: number) =>
  q.ticket_type_ids.length === 0 || q.ticket_type_ids.includes(ticketTypeId);

/** Whether a per-order question is asked of an order holding these ticket types. */
export const askedOfOrder = (q: Pick<Question, 'ticket_type_ids'>, ticketTypeIds: number[]) =>
  q.ticket_type_ids.length === 0 || ticketTypeIds.some((id) => q.ticket_type_ids.includes(id));

export interface CheckoutInput {
  /** The booking's rows, as sent: ticket type and quantity. */
  tickets: { id: number; qty: number }[];
  answers?: AnswerInput[] | undefined;
  holders?: HolderInput[] | undefined;
}

export interface CheckedHolder {
  ticket_id: number;
  name: string;
  email: string;
  answers: { question_id: number; value: StoredAnswer }[];
}

export type CheckoutCheck =
  | { ok: true; answers: { question_id: number; value: StoredAnswer }[]; holders: CheckedHolder[] }
  | { ok: false; message: string; field: string };

/**
 * The buyer's whole set of answers, checked against the event's visible questions and holder
 * settings: one holder per admission in the order of the rows, each for its row's ticket type,
 * every required answer given, and nothing answered that is not asked. On success, the answers as
 * stored (blank ones dropped) and one holder per admission.
 */
export function checkCheckout(rules: CheckoutQuestions, input: CheckoutInput): CheckoutCheck {
  const visible = rules.questions.filter((q) => !q.hidden);
  const byId = new Map(visible.map((q) => [q.id, q]));
  const typeIds = input.tickets.map((row) => row.id);
  const admissions = input.tickets.flatMap((row) => Array.from({ length: row.qty }, () => row.id));
  const fail = (message: string, field: string): CheckoutCheck => ({ ok: false, message, field });

  const orderAnswers: { question_id: number; value: StoredAnswer }[] = [];
  const sent = new Map<number, AnswerValue>();
  for (const answer of input.answers ?? []) {
    const q = byId.get(answer.question_id);
    if (!q || q.asked !== 'order' || !askedOfOrder(q, typeIds)) {
      return fail(`Question ${answer.question_id} is not asked of this order`, 'answers');
    }
    if (sent.has(q.id)) return fail(`${q.label}: answered twice`, 'answers');
    sent.set(q.id, answer.value);
  }
  for (const q of visible) {
    if (q.asked !== 'order' || !askedOfOrder(q, typeIds)) continue;
    const checked = checkAnswer(q, sent.get(q.id));
    if (!checked.ok) return fail(checked.message, `answers.${q.id}`);
    if (checked.value !== null) orderAnswers.push({ question_id: q.id, value: checked.value });
  }

  const perTicket = visible.filter((q) => q.asked === 'ticket');
  const holdersWanted = rules.ticket_names !== 'off' || rules.ticket_emails !== 'off' || perTicket.length > 0;
  const holders = input.holders ?? [];
  if (!holdersWanted && holders.length === 0) return { ok: true, answers: orderAnswers, holders: [] };
  const requiredSomewhere =
    rules.ticket_names === 'required' ||
    rules.ticket_emails === 'required' ||
    perTicket.some((q) => q.required && admissions.some((typeId) => askedFor(q, typeId)));
  if (holders.length === 0 && !requiredSomewhere) return { ok: true, answers: orderAnswers, holders: [] };
  if (holders.length !== admissions.length) {
    return fail(
      `Send one holder per ticket: ${admissions.length} expected, ${holders.length} sent`,
      'holders',
    );
  }

  const checkedHolders: CheckedHolder[] = [];
  for (const [index, holder] of holders.entries()) {
    const typeId = admissions[index] as number;
    const where = `Ticket ${index + 1}`;
    if (holder.ticket_id !== typeId) {
      return fail(
        `${where}: holders must follow the order of the tickets rows`,
        `holders.${index}.ticket_id`,
      );
    }
    const name = rules.ticket_names === 'off' ? '' : holder.name.trim();
    const email = rules.ticket_emails === 'off' ? '' : holder.email.trim().toLowerCase();
    if (rules.ticket_names === 'required' && !name)
      return fail(`${where}: enter the ticket holder's name`, `holders.${index}.name`);
    if (rules.ticket_emails === 'required' && !email) {
      return fail(`${where}: enter the ticket holder's email`, `holders.${index}.email`);
    }
    if (email && !isEmailAddress(email))
      return fail(`${where}: enter a valid email address`, `holders.${index}.email`);
    const given = new Map<number, AnswerValue>();
    for (const answer of holder.answers) {
      const q = byId.get(answer.question_id);
      if (!q || q.asked !== 'ticket' || !askedFor(q, typeId)) {
        return fail(
          `${where}: question ${answer.question_id} is not asked of this ticket`,
          `holders.${index}.answers`,
        );
      }
      given.set(q.id, answer.value);
    }
    const answers: { question_id: number; value: StoredAnswer }[] = [];
    for (const q of perTicket) {
      if (!askedFor(q, typeId)) continue;
      const checked = checkAnswer(q, given.get(q.id));
      if (!checked.ok) return fail(`${where}, ${checked.message}`, `holders.${index}.answers.${q.id}`);
      if (checked.value !== null) answers.push({ question_id: q.id, value: checked.value });
    }
    checkedHolders.push({ ticket_id: typeId, name, email, answers });
  }
  return { ok: true, answers: orderAnswers, holders: checkedHolders };
}

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

/**
 * Issue 16: one checker for the buyer's screen and the server (ADR-021), so both refuse the same
 * answers with the same words, each naming its question.
 */
import {
  type AnswerInput,
  type AnswerValue,
  type CheckoutQuestions,
  type HolderInput,
  LONG_ANSWER_MAX,
  type Question,
  SHORT_ANSWER_MAX,
} from './question-rules';

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
    // Not sent is not answered; an unticked box the screen sends is a 'No'.
    return { ok: true, value: typeof value === 'boolean' ? value : null };
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
    if (q?.asked !== 'order' || !askedOfOrder(q, typeIds)) {
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
      if (q?.asked !== 'ticket' || !askedFor(q, typeId)) {
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

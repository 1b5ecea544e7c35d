import type { OrderDetail } from '@tiketi/contract/orders';
import {
  type AnswersCorrectionInput,
  type AnswerValue,
  checkAnswer,
  type GivenAnswer,
  type Question,
} from '@tiketi/contract/questions';

/** The form as typed: answers by question id, per order and per admission number. */
export interface AnswerDrafts {
  order: Record<number, AnswerValue | undefined>;
  holders: Record<number, { name: string; email: string; answers: Record<number, AnswerValue | undefined> }>;
}

const byQuestion = (answers: readonly GivenAnswer[]) =>
  Object.fromEntries(answers.map((answer) => [answer.question_id, answer.value ?? undefined]));

/** What the order holds now, as the form starts. */
export function draftsOf(order: OrderDetail): AnswerDrafts {
  return {
    order: byQuestion(order.answers),
    holders: Object.fromEntries(
      order.holders.map((holder) => [
        holder.number,
        { name: holder.name, email: holder.email, answers: byQuestion(holder.answers) },
      ]),
    ),
  };
}

const same = (a: AnswerValue | undefined, b: AnswerValue | undefined) =>
  JSON.stringify(a ?? null) === JSON.stringify(b ?? null) ||
  ((a === undefined || a === '') && (b === undefined || b === ''));

export type ChangesCheck =
  | { isValid: true; data: AnswersCorrectionInput }
  | { isValid: false; message: string };

/**
 * Only what changed, each answer checked as at checkout (the message names the question); a blank
 * answer is sent as '' to clear it.
 */
export function changesOf(
  order: OrderDetail,
  questions: readonly Question[],
  typed: AnswerDrafts,
): ChangesCheck {
  const start = draftsOf(order);
  const byId = new Map(questions.map((q) => [q.id, q]));
  const changed = (
    now: Record<number, AnswerValue | undefined>,
    before: Record<number, AnswerValue | undefined>,
    where: string,
  ) => {
    const out: { question_id: number; value: AnswerValue }[] = [];
    for (const [key, value] of Object.entries(now)) {
      const id = Number(key);
      if (same(value, before[id])) continue;
      const question = byId.get(id);
      if (question) {
        const check = checkAnswer(question, value);
        if (!check.ok) throw new Error(`${where}${check.message}`);
      }
      out.push({ question_id: id, value: value ?? '' });
    }
    return out;
  };
  try {
    const answers = changed(typed.order, start.order, '');
    const holders: NonNullable<AnswersCorrectionInput['holders']> = [];
    for (const holder of order.holders) {
      const now = typed.holders[holder.number];
      if (!now) continue;
      const entry: (typeof holders)[number] = { number: holder.number };
      if (now.name.trim() !== holder.name) entry.name = now.name.trim();
      if (now.email.trim().toLowerCase() !== holder.email) entry.email = now.email.trim();
      const held = changed(
        now.answers,
        start.holders[holder.number]?.answers ?? {},
        `Ticket ${holder.number}, `,
      );
      if (held.length > 0) entry.answers = held;
      if (Object.keys(entry).length > 1) holders.push(entry);
    }
    if (answers.length === 0 && holders.length === 0) {
      return { isValid: false, message: 'Nothing changed. Correct an answer or a name first.' };
    }
    return {
      isValid: true,
      data: { ...(answers.length > 0 ? { answers } : {}), ...(holders.length > 0 ? { holders } : {}) },
    };
  } catch (error) {
    return { isValid: false, message: (error as Error).message };
  }
}
